import { DrunkDiceBoard } from "./drunk-dice-board.tsx";

export default function DrunkDice() {
  return <DrunkDiceBoard />;
}
