import { loadPromptGame } from "#app/features/packs/prompt-game.server.ts";
import { CharadesBoard } from "#app/games/charades/charades-board.tsx";
import type { Route } from "./+types/charades";

export function loader() {
  return loadPromptGame("charades", { dealFirstCard: true });
}

export default function Charades({ loaderData }: Route.ComponentProps) {
  return <CharadesBoard packs={loaderData.packs} deck={loaderData.deck} />;
}
