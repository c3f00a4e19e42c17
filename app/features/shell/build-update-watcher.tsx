import { useEffect, useRef, useState } from "react";
import { createPath, useNavigation } from "react-router";
import { readStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";
import {
  isNewBuild,
  latestBuildPollMs,
  latestBuildUrl,
  parseLatestBuild,
  runningBuildId,
} from "./build-update.ts";
import {
  chunkReloadStorageKey,
  isChunkLoadError,
  parseReloadAttempts,
  recordReloadAttempt,
  shouldReloadAfterChunkError,
} from "./chunk-reload.ts";

/**
 * Build updates (docs/product-rules.md#updates): once a newer build is out, the next navigation is
 * a full page load (fresh HTML and assets instead of old chunks); a chunk that fails to load
 * reloads the page, at most once per path in 10 s.
 */
export function BuildUpdateWatcher() {
  const navigation = useNavigation();
  const [newBuildOut, setNewBuildOut] = useState(false);
  // Where a chunk failure should land: the page being navigated to, if any.
  const pendingPath = useRef<string | null>(null);

  useEffect(() => {
    pendingPath.current = navigation.location ? createPath(navigation.location) : null;
  }, [navigation.location]);

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

  useEffect(() => {
    function reloadOnce(): boolean {
      // Offline, every file fails to load and a reload can only trade the page (and what was
      // typed into it) for the browser's offline screen; the idle loading of other pages'
      // files, which carries on quietly, fails this way too.
      if (!navigator.onLine) return false;
      const here = createPath(window.location);
      const target = pendingPath.current ?? here;
      const path = new URL(target, window.location.href).pathname;
      const now = Date.now();
      const attempts = parseReloadAttempts(readStoredJson("session", chunkReloadStorageKey));
      if (!shouldReloadAfterChunkError(path, now, attempts)) return false;
      writeStoredJson("session", chunkReloadStorageKey, recordReloadAttempt(path, now, attempts));
      // assign() to the same URL with a #hash would only scroll, so reload that one.
      if (target === here) window.location.reload();
      else window.location.assign(target);
      return true;
    }
    function onPreloadError(event: Event) {
      // Handled: Vite would otherwise rethrow the error into the page.
      if (reloadOnce()) event.preventDefault();
    }
    function onUnhandledRejection(event: PromiseRejectionEvent) {
      if (isChunkLoadError(event.reason) && reloadOnce()) event.preventDefault();
    }
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onUnhandledRejection);
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onUnhandledRejection);
    };
  }, []);

  return null;
}
