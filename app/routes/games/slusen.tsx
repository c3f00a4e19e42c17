import { SlusenBoard } from "#app/games/slusen/slusen-board.tsx";
import { plays } from "#app/games/plays-game.ts";

// No loader: The Line needs nothing from the server; the referee runs in the browser.

export const handle = plays("slusen");

export default function Slusen() {
  return <SlusenBoard />;
}
