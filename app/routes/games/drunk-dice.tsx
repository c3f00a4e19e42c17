import { DrunkDiceBoard } from "#app/games/drunk-dice/drunk-dice-board.tsx";

export default function DrunkDice() {
  return <DrunkDiceBoard />;
}
