import { loadPromptGameFor } from "#app/features/packs/prompt-game.server.ts";
import { TruthOrDareBoard } from "#app/games/truth-or-dare/truth-or-dare-board.tsx";
import type { Route } from "./+types/truth-or-dare";

// The server deals a truth (list 0), so the page opens on a card at first paint.
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPromptGameFor(request, context, "truth-or-dare", { dealFirstCard: true, list: 0 });
}

export default function TruthOrDare({ loaderData }: Route.ComponentProps) {
  return <TruthOrDareBoard packs={loaderData.packs} deck={loaderData.deck} />;
}
