import { useEffect, useState } from "react";
import { createPath, useNavigation } from "react-router";
import {
  isNewBuild,
  latestBuildPollMs,
  latestBuildUrl,
  parseLatestBuild,
  runningBuildId,
} from "./build-update.ts";

/**
 * Build updates (docs/product-rules.md#updates): once a newer build is out, the next navigation is
 * a full page load (fresh HTML and assets instead of old chunks). The page mounts this when its
 * first check is due (use-build-check-due.ts), so it checks at once, then every
 * poll and whenever the page comes back into view or online. A file that fails to load is
 * handled from the first render (use-chunk-error-reload.ts).
 */
export function BuildUpdateWatcher() {
  const navigation = useNavigation();
  const [newBuildOut, setNewBuildOut] = useState(false);

  useEffect(() => {
    // Builds only: the development server has no latest-build file.
    if (!import.meta.env.PROD) return;
    const current = runningBuildId(Reflect.get(window, "__reactRouterManifest"));
    if (current === null) return;
    let active = true;
    async function check() {
      if (document.visibilityState !== "visible" || !navigator.onLine) return;
      try {
        const response = await fetch(latestBuildUrl(Date.now()), { cache: "no-store" });
        if (!response.ok) return;
        const latest = parseLatestBuild(await response.json());
        if (active && isNewBuild(current, latest)) setNewBuildOut(true);
      } catch {
        // Offline or mid-deploy: the next poll tries again.
      }
    }
    const poll = () => void check();
    poll();
    const timer = window.setInterval(poll, latestBuildPollMs);
    document.addEventListener("visibilitychange", poll);
    window.addEventListener("online", poll);
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", poll);
      window.removeEventListener("online", poll);
    };
  }, []);

  useEffect(() => {
    // "loading" covers links, GET forms and the redirect after a submission; a form still
    // "submitting" is left alone so its data is not lost.
    if (!newBuildOut || navigation.state !== "loading") return;
    window.location.assign(createPath(navigation.location));
  }, [newBuildOut, navigation.state, navigation.location]);

  return null;
}
