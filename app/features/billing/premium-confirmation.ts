import type { SubscriptionCheck } from "#app/domain/premium-lifecycle.ts";
import { checkWithRetry, type Sleep } from "./status-check-retry.ts";

/** What one budget of status checks found: Premium is on, or not confirmed yet. */
export type ConfirmationOutcome = "confirmed" | "unconfirmed";

/** An answer without Premium: the payment may still be on its way, so it is worth another try. */
class PremiumNotConfirmedYet extends Error {
  override name = "PremiumNotConfirmedYet";
}

/**
 * One budget of the status check for the processing page: 3 attempts, at once, after
 * 2000 ms and after 4000 ms more (status-check-retry.ts), where an answer without Premium
 * counts as a failed attempt just as an error does. Then it stops; another budget runs only
 * when the visitor asks. The server decides Premium (docs/decisions/011-premium.md): this
 * only reads what the check answers.
 */
export async function confirmPremium(
  fetchCheck: () => Promise<SubscriptionCheck>,
  options: {
    sleep?: Sleep;
    onError?: (error: unknown, attempt: number) => void;
    signal?: AbortSignal;
  } = {},
): Promise<ConfirmationOutcome> {
  const outcome = await checkWithRetry(
    async () => {
      const check = await fetchCheck();
      if (!check.isPremium) throw new PremiumNotConfirmedYet(check.message);
      return check;
    },
    {
      sleep: options.sleep,
      signal: options.signal,
      onError: (error, attempt) => {
        if (!(error instanceof PremiumNotConfirmedYet)) options.onError?.(error, attempt);
      },
    },
  );
  return outcome.ok ? "confirmed" : "unconfirmed";
}
