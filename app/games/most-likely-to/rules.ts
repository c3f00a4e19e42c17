import { withMoveSchema } from "#app/games/_engine/prompt-deck.ts";
import {
  playerVote,
  playerVoteMoves,
  type PlayerVoteMove,
  type PlayerVoteRules,
  type PlayerVoteView,
} from "#app/games/_engine/room-player-vote.ts";

/**
 * Most Likely To (docs/product-rules.md#most-likely-to). In a room everyone reads the card on
 * their own phone and votes in secret for one player; at the reveal the most-voted player(s)
 * take one sip per vote they got. On one phone everyone points on three, and each finger
 * pointing at you is one sip. Either way a card costs a player at most three. The rules are the engine's vote for a player
 * (room-player-vote.ts), shared with Who Would Rather.
 */

export type MostLikelyToMove = PlayerVoteMove;
export type MostLikelyToView = PlayerVoteView;

/** The rules as one phone plays them: the same, without the schema a room checks moves with. */
export const mostLikelyTo = playerVote({ minPlayers: 3 });

/** The rules a room plays, with the schema it checks its phones' moves with. */
export const rules: PlayerVoteRules = /* @__PURE__ */ withMoveSchema(mostLikelyTo, playerVoteMoves);
