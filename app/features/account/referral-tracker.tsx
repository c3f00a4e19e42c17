import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { referralCookieValue } from "#app/domain/referral.ts";

/**
 * Keeps `?ref=<username>` in a cookie, so the account made later — by any sign-in method —
 * credits the friend who shared the link. Runs in the browser because the landing page is
 * prerendered.
 */
export function ReferralTracker() {
  const [params] = useSearchParams();
  const ref = params.get("ref");
  useEffect(() => {
    const cookie = referralCookieValue(ref);
    if (cookie) document.cookie = cookie;
  }, [ref]);
  return null;
}
