import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { isAuthPath, rememberReturnTo, requestedReturnTo } from "#app/utils/return-to.ts";

/** Remembers the page before /sign-in or /sign-up, so the visitor returns there afterwards. */
export function ReturnToTracker() {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  const current = location.pathname + location.search;

  useEffect(() => {
    if (isAuthPath(location.pathname)) {
      rememberReturnTo(previous.current, requestedReturnTo(location.search));
    }
    previous.current = current;
  }, [current, location.pathname, location.search]);
  return null;
}
