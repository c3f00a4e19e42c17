import { DiceRollBoard } from "#app/games/dice-roll/dice-roll-board.tsx";

export default function DiceRoll() {
  return <DiceRollBoard />;
}
