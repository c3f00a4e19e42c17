import { DiceRollBoard } from "./dice-roll-board.tsx";

export default function DiceRoll() {
  return <DiceRollBoard />;
}
