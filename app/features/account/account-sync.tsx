import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { readStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";

interface SyncedAccount {
  supporter: boolean;
}

/** Asks the payment provider whether the account has Premium: ok false when it could not say. */
export type PremiumCheck = () => Promise<{ ok: boolean; check: { isPremium: boolean } }>;

/** Once per tab: the premium status is checked with the payment provider after sign-in. */
const checkedKey = "party-dojo:premium-checked";

/**
 * After sign-in, checks once per tab that Premium is still valid: the server reconciles the
 * profile, and the page reloads its data when the answer differs from what it shows. After
 * all retries fail, nothing is updated. Signing out forgets the check. The check is billing's,
 * handed over by the root, which loads it only for a signed-in visitor.
 */
export function AccountSync({
  account,
  checkPremium,
}: {
  account: SyncedAccount | null;
  checkPremium: PremiumCheck;
}) {
  const signedIn = account !== null;
  const supporter = account?.supporter ?? false;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!signedIn) {
      writeStoredJson("session", checkedKey, false);
      return;
    }
    if (readStoredJson("session", checkedKey) === true) return;
    writeStoredJson("session", checkedKey, true);
    void checkPremium().then((outcome) => {
      if (outcome.ok && outcome.check.isPremium !== supporter) void revalidator.revalidate();
    });
    // Once per sign-in; the revalidator object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
  return null;
}
