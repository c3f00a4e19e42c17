import { MeyerBoard } from "./meyer-board.tsx";

export default function Meyer() {
  return <MeyerBoard />;
}
