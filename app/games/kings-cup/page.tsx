import { KingsCupBoard } from "./kings-cup-board.tsx";

export default function KingsCup() {
  return <KingsCupBoard />;
}
