import type { ReactNode } from "react";
import { serverRenderedLazy } from "#app/components/server-rendered-lazy.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";

type AnyRoomBoard = (props: RoomBoardProps<unknown, unknown>) => ReactNode;

// Each game's board (app/games/<game>/room-board.tsx) is a chunk of its own, loaded when the
// room plays it or the host picks it in the lobby; a reloaded phone gets the board in the
// server's HTML and its code after.
const boardLoaders = import.meta.glob<AnyRoomBoard>("../../games/*/room-board.tsx", {
  import: "RoomBoard",
});

function gameOf(file: string): string {
  return file.split("/").at(-2) ?? "";
}

const boards = new Map(
  Object.entries(boardLoaders).map(([file, load]) => [
    gameOf(file),
    serverRenderedLazy<RoomBoardProps<unknown, unknown>>(() =>
      load().then((Board) => ({ default: Board })),
    ),
  ]),
);

/** Fetches a game's board ahead of its start, so the start shows as fast as a move. */
export function preloadRoomBoard(game: string): void {
  const load = Object.entries(boardLoaders).find(([file]) => gameOf(file) === game)?.[1];
  // Offline or a new build: the start loads it again, and says so if it can't.
  void load?.().catch(() => {});
}

/** The board a phone plays `game` on; undefined for a game without one (the shared screen). */
export function roomBoard(game: string) {
  return boards.get(game);
}
