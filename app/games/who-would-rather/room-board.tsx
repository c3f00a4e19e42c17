import { RoomPlayerVoteBoard } from "#app/games/_ui/room/room-player-vote-board.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import type { WhoWouldRatherMove, WhoWouldRatherView } from "./rules.ts";

/**
 * Who Would Rather on one phone of a room: the card, a secret vote for the player who would
 * rather, then the reveal everyone sees at once.
 */
export function RoomBoard({
  view,
  isHost,
  send,
}: RoomBoardProps<WhoWouldRatherView, WhoWouldRatherMove>) {
  // Pink, not Most Likely To's violet: the two look alike, and a glance tells which is on.
  return <RoomPlayerVoteBoard view={view} isHost={isHost} send={send} texts="wwr" tone="pink" />;
}
