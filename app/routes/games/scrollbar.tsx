import { ScrollbarBoard } from "#app/games/scrollbar/scrollbar-board.tsx";
import { plays } from "#app/games/plays-game.ts";

// No loader: the dare deck ships with the page, so a game keeps going offline.

export const handle = plays("scrollbar");

export default function Scrollbar() {
  return <ScrollbarBoard />;
}
