import { useEffect, useState } from "react";
import { latestBuildPollMs } from "./build-update.ts";

/**
 * False until a page's first check for a newer build is due: a poll's interval after it
 * opened, or as it comes back into view or online. The watcher's code waits for it, so a page
 * that is only being read never downloads it.
 */
export function useBuildCheckDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return;
    const now = () => setDue(true);
    const onVisibility = () => {
      if (document.visibilityState === "visible") now();
    };
    const timer = window.setTimeout(now, latestBuildPollMs);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("online", now);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", now);
    };
  }, [due]);
  return due;
}
