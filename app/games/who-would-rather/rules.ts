import {
  playerVoteRoom,
  type PlayerVoteMove,
  type PlayerVoteRules,
  type PlayerVoteView,
} from "#app/games/_engine/room-player-vote.ts";

/**
 * Who Would Rather in a room: everyone reads the card (a choice between two things) on their own
 * phone and votes in secret for the player who would rather take its first option; at the reveal
 * the most-voted player(s) take one sip per vote they got. Most Likely To's rules
 * (room-player-vote.ts), with its own cards.
 */

export type WhoWouldRatherMove = PlayerVoteMove;
export type WhoWouldRatherView = PlayerVoteView;

export const rules: PlayerVoteRules = /* @__PURE__ */ playerVoteRoom({ minPlayers: 3 });
