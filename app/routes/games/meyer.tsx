import { MeyerBoard } from "#app/games/meyer/meyer-board.tsx";

export default function Meyer() {
  return <MeyerBoard />;
}
