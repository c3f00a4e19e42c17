import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod/mini";
import type { FormBodyProblem } from "#app/utils/http/form-body.ts";
import type { CallerProblem } from "./subscription-caller.server.ts";
import type { SubscriptionProblem } from "./subscription.server.ts";

/** What the profile's subscription card can ask of the page's action. */
export const subscriptionIntents = [
  "cancel-subscription",
  "resume-subscription",
  "billing-portal",
] as const;

export type SubscriptionIntent = (typeof subscriptionIntents)[number];

export function isSubscriptionIntent(value: unknown): value is SubscriptionIntent {
  return subscriptionIntents.some((intent) => intent === value);
}

/**
 * The subscription card's buttons, checked by the card before sending and by the profile's
 * action. Anything else is not a button of the card: `unknownIntent`.
 */
export const subscriptionFormSchema = z.object({
  intent: z.enum(subscriptionIntents, "unknownIntent"),
});

export type SubscriptionAnswer =
  | { intent: SubscriptionIntent | "checkout"; ok: true }
  | {
      intent: SubscriptionIntent | "checkout";
      ok: false;
      problem: SubscriptionProblem | CallerProblem | "unknownPrice";
      /** The schema's answer, when the form itself was refused. */
      result?: SubmissionResult<string[]>;
      /** A body the server could not read at all (form-body.ts). */
      formProblem?: FormBodyProblem;
    };

/** The profile's answer to a post that is none of its forms (subscriptionFormSchema). */
export interface UnknownIntentAnswer {
  intent: null;
  ok: false;
  problem: "unknownIntent";
  result?: SubmissionResult<string[]>;
}
