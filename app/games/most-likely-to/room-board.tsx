import { RoomPlayerVoteBoard } from "#app/games/_ui/room/room-player-vote-board.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import type { MostLikelyToMove, MostLikelyToView } from "./rules.ts";

/**
 * Most Likely To on one phone of a room: the card, a secret vote for one player, then the
 * reveal everyone sees at once.
 */
export function RoomBoard({
  view,
  isHost,
  send,
}: RoomBoardProps<MostLikelyToView, MostLikelyToMove>) {
  return <RoomPlayerVoteBoard view={view} isHost={isHost} send={send} texts="mlt" tone="violet" />;
}
