import { SpinTheBottleBoard } from "#app/games/spin-the-bottle/spin-the-bottle-board.tsx";

export default function SpinTheBottle() {
  return <SpinTheBottleBoard />;
}
