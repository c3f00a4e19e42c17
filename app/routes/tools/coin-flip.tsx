import { CoinFlipBoard } from "#app/games/coin-flip/coin-flip-board.tsx";
import { plays } from "#app/games/plays-game.ts";

export const handle = plays("coin-flip");

export default function CoinFlip() {
  return <CoinFlipBoard />;
}
