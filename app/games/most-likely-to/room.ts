import {
  playerVoteMoveSchema,
  playerVoteRoom,
  type PlayerVoteMove,
  type PlayerVotePhase,
  type PlayerVoteResult,
  type PlayerVoteRules,
  type PlayerVoteState,
  type PlayerVoteView,
} from "#app/games/_engine/room-player-vote.ts";

/**
 * Most Likely To in a room (docs/product-rules.md#most-likely-to): everyone reads the card on
 * their own phone and votes in secret for one player; at the reveal the most-voted player(s)
 * take one sip per vote they got. The rules are the engine's vote for a player
 * (room-player-vote.ts), shared with Who Would Rather.
 */

export type { Vote } from "#app/games/_engine/room-player-vote.ts";

export const mostLikelyToMoveSchema = playerVoteMoveSchema;
export type MostLikelyToMove = PlayerVoteMove;
export type MostLikelyToPhase = PlayerVotePhase;
export type MostLikelyToResult = PlayerVoteResult;
export type MostLikelyToState = PlayerVoteState;
export type MostLikelyToView = PlayerVoteView;

export const mostLikelyToRoom: PlayerVoteRules = playerVoteRoom({ minPlayers: 3 });
