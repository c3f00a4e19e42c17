import { DrunkDiceBoard } from "#app/games/drunk-dice/drunk-dice-board.tsx";
import { plays } from "#app/games/plays-game.ts";

export const handle = plays("drunk-dice");

export default function DrunkDice() {
  return <DrunkDiceBoard />;
}
