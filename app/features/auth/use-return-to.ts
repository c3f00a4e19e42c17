import { useSearchParams } from "react-router";
import { useStoredJson } from "#app/utils/browser-storage.ts";
import { requestedReturnTo, returnToKey, safeReturnTo } from "#app/utils/return-to.ts";

/**
 * Where the auth forms send the visitor afterwards: the page a redirect named
 * (`?returnTo=`, known on the server too, so it works without JavaScript), else the page
 * remembered in sessionStorage ('/' until hydration has read it).
 */
export function useReturnTo(): string {
  const [searchParams] = useSearchParams();
  const stored = safeReturnTo(useStoredJson("session", returnToKey));
  return requestedReturnTo(`?${searchParams}`) ?? stored;
}
