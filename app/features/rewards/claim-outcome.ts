import type { SubmissionResult } from "@conform-to/react";
import type { ClaimResult } from "./rewards.server.ts";

/** How a claim went: the ledger's answer, or why it never got there. */
export type ClaimOutcome = ClaimResult | "signedOut" | "profileFailed" | "failed";

/** The profile's claim answer, for the reward it was about. */
export interface ClaimAnswer {
  intent: "claim-reward";
  reward: string;
  outcome: ClaimOutcome;
  /** The claim form's schema answer, when the form itself was refused (claim-form.ts). */
  result?: SubmissionResult<string[]>;
}

/** The HTTP status of each outcome, for the API and the pages' actions alike. */
export const claimStatuses: Record<ClaimOutcome, number> = {
  claimed: 200,
  unknown: 404,
  signedOut: 401,
  profileFailed: 500,
  "already-claimed": 409,
  "not-eligible": 403,
  failed: 500,
};
