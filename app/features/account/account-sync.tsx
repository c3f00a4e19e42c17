import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { checkSubscriptionStatus } from "#app/features/billing/subscription-api.ts";
import { readStoredJson, writeStoredJson } from "#app/features/shell/browser-storage.ts";
import { useProfileStore } from "#app/state/profile-store.ts";
import { useSiteStore } from "#app/state/site-store.ts";

interface SyncedAccount {
  premiumEndDate: number | null;
  supporter: boolean;
}

/** Once per tab: the premium status is checked with the payment provider after sign-in. */
const checkedKey = "party-dojo:premium-checked";

/**
 * Keeps the client stores in step with the root loader's account: signed in with the profile
 * loaded, or signed out with the profile reset — after sign-out, after a failed profile load, and
 * after the account is deleted. After sign-in it checks that Premium is still valid; the server
 * reconciles the profile, and the page reloads its data when the answer differs from what it shows.
 * After all retries fail, nothing is updated (docs/product-rules.md#status-check).
 */
export function AccountSync({ account }: { account: SyncedAccount | null }) {
  const signedIn = account !== null;
  const premiumEndDate = account?.premiumEndDate ?? null;
  const supporter = account?.supporter ?? false;
  const revalidator = useRevalidator();
  useEffect(() => {
    useSiteStore.getState().setSignedIn(signedIn);
    if (signedIn) useProfileStore.getState().loaded({ premiumEndDate });
    else useProfileStore.getState().reset();
  }, [signedIn, premiumEndDate]);
  useEffect(() => {
    if (!signedIn) {
      writeStoredJson("session", checkedKey, false);
      return;
    }
    if (readStoredJson("session", checkedKey) === true) return;
    writeStoredJson("session", checkedKey, true);
    void checkSubscriptionStatus().then((outcome) => {
      if (outcome.ok && outcome.check.isPremium !== supporter) void revalidator.revalidate();
    });
    // Once per sign-in; the revalidator object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
  return null;
}
