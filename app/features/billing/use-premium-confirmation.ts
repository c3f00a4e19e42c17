import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { premiumResultPath } from "./premium-results.ts";
import { confirmPremiumPayment } from "./subscription-api.ts";

export type ConfirmationState = "checking" | "unconfirmed";

/**
 * The processing page's wait for Premium while `active`: one budget of status checks
 * (premium-confirmation.ts), then the welcome page once the server reports Premium, or
 * `unconfirmed`; `checkAgain` runs one more budget. Leaving the page stops the checks.
 */
export function usePremiumConfirmation(active: boolean): {
  state: ConfirmationState;
  checkAgain: () => void;
} {
  const navigate = useNavigate();
  const [state, setState] = useState<ConfirmationState>("checking");
  // Each budget is one value of `round`, so "Check again" starts the effect anew.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!active) return;
    const left = new AbortController();
    void confirmPremiumPayment(left.signal).then(async (outcome) => {
      if (left.signal.aborted) return;
      if (outcome === "confirmed") {
        await navigate(premiumResultPath("confirmation"), { replace: true });
      } else {
        setState("unconfirmed");
      }
    });
    return () => left.abort();
  }, [active, round, navigate]);
  const checkAgain = useCallback(() => {
    setState("checking");
    setRound((previous) => previous + 1);
  }, []);
  return { state, checkAgain };
}
