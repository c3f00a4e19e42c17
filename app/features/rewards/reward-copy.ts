import { fixedRewards } from "#app/domain/reward-catalogue.ts";

export type RewardCopyKey = (typeof fixedRewards)[number]["id"] | "xmas";

const christmasDoor = /^xmas-\d{4}-(\d{1,2})$/;

/**
 * Which words describe a reward id (name and how to earn it, in the account namespace):
 * a fixed reward by its id, a Christmas door by its number. Null for an id we have no words
 * for, which the profile then leaves out rather than showing a raw id.
 */
export function rewardCopy(id: string): { key: RewardCopyKey; door: number | null } | null {
  const fixed = fixedRewards.find((reward) => reward.id === id);
  if (fixed) return { key: fixed.id, door: null };
  const match = christmasDoor.exec(id);
  return match ? { key: "xmas", door: Number(match[1]) } : null;
}
