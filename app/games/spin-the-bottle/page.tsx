import { SpinTheBottleBoard } from "./spin-the-bottle-board.tsx";

export default function SpinTheBottle() {
  return <SpinTheBottleBoard />;
}
