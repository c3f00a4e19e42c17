import { MoreOrLessBoard } from "#app/games/more-or-less/more-or-less-board.tsx";

// No loader: the game in progress is in this tab's sessionStorage, read after hydration.
export default function MoreOrLessGame() {
  return <MoreOrLessBoard />;
}
