import { useEffect, useRef } from "react";
import { createPath, useNavigation } from "react-router";
import { readStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";
import {
  chunkReloadStorageKey,
  isChunkLoadError,
  parseReloadAttempts,
  recordReloadAttempt,
  shouldReloadAfterChunkError,
} from "./chunk-reload.ts";

/**
 * A file that fails to load (a newer build removed it) reloads the page, at most once per path
 * in 10 s (docs/product-rules.md#updates). Part of every page from its first render: the page
 * that needs it is the one whose next file is gone.
 */
export function useChunkErrorReload(): void {
  const navigation = useNavigation();
  // Where a chunk failure should land: the page being navigated to, if any.
  const pendingPath = useRef<string | null>(null);

  useEffect(() => {
    pendingPath.current = navigation.location ? createPath(navigation.location) : null;
  }, [navigation.location]);

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
}
