import { SpinTheBottleBoard } from "#app/games/spin-the-bottle/spin-the-bottle-board.tsx";
import { plays } from "#app/games/plays-game.ts";

export const handle = plays("spin-the-bottle");

export default function SpinTheBottle() {
  return <SpinTheBottleBoard />;
}
