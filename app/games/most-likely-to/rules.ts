import {
  playerVoteRoom,
  type PlayerVoteMove,
  type PlayerVoteRules,
  type PlayerVoteView,
} from "#app/games/_engine/room-player-vote.ts";

/**
 * Most Likely To in a room (docs/product-rules.md#most-likely-to): everyone reads the card on
 * their own phone and votes in secret for one player; at the reveal the most-voted player(s)
 * take one sip per vote they got. The rules are the engine's vote for a player
 * (room-player-vote.ts), shared with Who Would Rather.
 */

export type MostLikelyToMove = PlayerVoteMove;
export type MostLikelyToView = PlayerVoteView;

export const rules: PlayerVoteRules = playerVoteRoom({ minPlayers: 3 });
