import { loadPromptGame } from "#app/features/packs/prompt-game.server.ts";
import { CategoryBoard } from "#app/games/category/category-board.tsx";
import type { Route } from "./+types/category";

export function loader() {
  return loadPromptGame("category", { dealFirstCard: true });
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryBoard packs={loaderData.packs} deck={loaderData.deck} />;
}
