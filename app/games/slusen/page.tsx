import { SlusenBoard } from "./slusen-board.tsx";

// No loader: The Line needs nothing from the server; the referee runs in the browser.
export default function Slusen() {
  return <SlusenBoard />;
}
