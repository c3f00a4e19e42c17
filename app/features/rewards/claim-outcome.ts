import type { ClaimResult } from "./rewards.server.ts";

/** How a claim went: the ledger's answer, or why it never got there. */
export type ClaimOutcome = ClaimResult | "signedOut" | "profileFailed" | "failed";

/** The profile's claim answer, for the reward it was about. */
export interface ClaimAnswer {
  intent: "claim-reward";
  reward: string;
  outcome: ClaimOutcome;
}
