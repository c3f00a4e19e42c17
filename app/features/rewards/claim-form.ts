import { z } from "zod/mini";
import { findReward } from "#app/domain/reward-catalogue.ts";
import type { ClaimOutcome } from "./claim-outcome.ts";

const unknown: ClaimOutcome = "unknown";

/**
 * A reward's claim button, on the profile and behind a calendar door: the page checks it before
 * sending and the action again. A reward the catalogue has no such id for is the claim's own
 * `unknown` outcome, so both say it in the same words.
 */
export const claimFormSchema = z.object({
  intent: z.literal("claim-reward", unknown),
  reward: z.string(unknown).check(z.refine((id) => findReward(id) !== null, unknown)),
});
