import { CoinFlipBoard } from "#app/games/coin-flip/coin-flip-board.tsx";

export default function CoinFlip() {
  return <CoinFlipBoard />;
}
