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

export type SubscriptionAnswer =
  | { intent: SubscriptionIntent | "checkout"; ok: true }
  | {
      intent: SubscriptionIntent | "checkout";
      ok: false;
      problem: SubscriptionProblem | CallerProblem | "unknownPrice";
    };
