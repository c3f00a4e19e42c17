import { DiceRollBoard } from "#app/games/dice-roll/dice-roll-board.tsx";
import { plays } from "#app/games/plays-game.ts";

export const handle = plays("dice-roll");

export default function DiceRoll() {
  return <DiceRollBoard />;
}
