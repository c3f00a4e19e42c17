import { MoreOrLessBoard } from "./more-or-less-board.tsx";

// No loader: the game in progress is this device's saved game, read after hydration.
export default function MoreOrLessGame() {
  return <MoreOrLessBoard />;
}
