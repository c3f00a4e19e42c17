// The rewards catalogue (docs/product-rules.md#rewards). Ids are decided here, on the server's side
// of every claim; the client only ever names one. Pure: the clock is passed in.

/** What has to be true before a reward can be claimed; checked by the server. */
export type RewardCondition =
  "signed-in" | "published-pack" | "sent-feedback" | "shared-pack" | "december-day";

export interface Reward {
  id: string;
  coins: number;
  condition: RewardCondition;
}

export const fixedRewards = [
  { id: "welcome", coins: 50, condition: "signed-in" },
  { id: "first-pack", coins: 100, condition: "published-pack" },
  { id: "first-feedback", coins: 10, condition: "sent-feedback" },
  { id: "share-pack", coins: 25, condition: "shared-pack" },
] as const satisfies readonly Reward[];

export const christmasDoorCoins = 10;
export const christmasDoors = 24;
/** Calendar doors open by the date in Copenhagen, wherever the server runs. */
const christmasTimeZone = "Europe/Copenhagen";

const christmasRewardPattern = /^xmas-(\d{4})-(\d{1,2})$/;

export function christmasRewardId(year: number, door: number): string {
  return `xmas-${year}-${door}`;
}

/** The calendar date in Copenhagen at `now`. */
export function copenhagenDate(now: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: christmasTimeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/**
 * The reward an id names, or null when there is none. Christmas doors exist for any year
 * and door 1–24; whether one can be claimed today is a condition, checked at claim time.
 */
export function findReward(id: string): Reward | null {
  const fixed = fixedRewards.find((reward) => reward.id === id);
  if (fixed) return fixed;
  const match = christmasRewardPattern.exec(id);
  if (!match) return null;
  const door = Number(match[2]);
  if (door < 1 || door > christmasDoors || String(door) !== match[2]) return null;
  return { id, coins: christmasDoorCoins, condition: "december-day" };
}

/** True on the Copenhagen December day a Christmas reward belongs to. */
export function isChristmasDoorDay(id: string, now: Date): boolean {
  const match = christmasRewardPattern.exec(id);
  if (!match) return false;
  const today = copenhagenDate(now);
  return today.month === 12 && today.year === Number(match[1]) && today.day === Number(match[2]);
}
