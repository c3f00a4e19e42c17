import { ScrollbarBoard } from "./scrollbar-board.tsx";

// No loader: the dare deck ships with the page, so a game keeps going offline.
export default function Scrollbar() {
  return <ScrollbarBoard />;
}
