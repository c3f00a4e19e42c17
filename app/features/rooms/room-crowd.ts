import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";

/**
 * The audience's vote (docs/decisions/037-presence-and-audience.md): while a game asks the
 * crowd a question (the card of Most Likely To, Never Have I Ever…), each audience phone picks
 * one of the players. The picks are kept apart from the game, so they never hold up a round;
 * once the question closes (the players' reveal) they are counted, and the crowd's pick is
 * shown beside the players'.
 */

/** The question open to the crowd, and each audience phone's pick (audience id → seat id). */
export interface CrowdVote {
  question: string;
  picks: Record<string, string>;
}

/** A closed question's count: the players picked, most first, and how many phones voted. */
export interface CrowdResult {
  question: string;
  counts: { id: string; votes: number }[];
  voters: number;
}

/** More audience phones than this vote on one question only once the room is rebuilt. */
export const maxCrowdPicks = 2_000;

/** The picks of a question counted, most first (seating order on a tie); null if nobody voted. */
export function countCrowd(vote: CrowdVote, seatOrder: readonly string[]): CrowdResult | null {
  const tally = new Map<string, number>();
  for (const pick of Object.values(vote.picks)) tally.set(pick, (tally.get(pick) ?? 0) + 1);
  if (tally.size === 0) return null;
  const counts = [...tally]
    .filter(([id]) => seatOrder.includes(id))
    .map(([id, votes]) => ({ id, votes }))
    .sort((a, b) => b.votes - a.votes || seatOrder.indexOf(a.id) - seatOrder.indexOf(b.id));
  return { question: vote.question, counts, voters: Object.keys(vote.picks).length };
}

/** The crowd's vote once the game asks `question` (null: none): a new one closes the last. */
export function followQuestion(
  open: CrowdVote | null,
  question: string | null,
  seatOrder: readonly string[],
): { open: CrowdVote | null; closed: CrowdResult | null } | null {
  if ((open?.question ?? null) === question) return null;
  return {
    open: question === null ? null : { question, picks: {} },
    closed: open ? countCrowd(open, seatOrder) : null,
  };
}

/** An audience phone's pick on the open question; the same pick again is no change. */
export function pickInCrowd(
  open: CrowdVote | null,
  audienceId: string,
  question: string,
  pick: string,
  seatIds: readonly string[],
): CrowdVote | Invalid {
  if (!open || open.question !== question) return invalid("crowdClosed");
  if (!seatIds.includes(pick)) return invalid("notSeated");
  if (open.picks[audienceId] === pick) return open;
  if (!(audienceId in open.picks) && Object.keys(open.picks).length >= maxCrowdPicks) {
    return invalid("crowdFull");
  }
  return { question, picks: { ...open.picks, [audienceId]: pick } };
}
