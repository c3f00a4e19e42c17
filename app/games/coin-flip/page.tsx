import { CoinFlipBoard } from "./coin-flip-board.tsx";

export default function CoinFlip() {
  return <CoinFlipBoard />;
}
