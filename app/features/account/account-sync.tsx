import { useEffect } from "react";
import { useProfileStore } from "#app/state/profile-store.ts";
import { useSiteStore } from "#app/state/site-store.ts";

/**
 * Keeps the client stores in step with the root loader's account (SPEC §4): signed in with
 * the profile loaded, or signed out with the profile reset — after sign-out, after a failed
 * profile load, and after the account is deleted.
 */
export function AccountSync({ account }: { account: { premiumEndDate: number | null } | null }) {
  const signedIn = account !== null;
  const premiumEndDate = account?.premiumEndDate ?? null;
  useEffect(() => {
    useSiteStore.getState().setSignedIn(signedIn);
    if (signedIn) useProfileStore.getState().loaded({ premiumEndDate });
    else useProfileStore.getState().reset();
  }, [signedIn, premiumEndDate]);
  return null;
}
