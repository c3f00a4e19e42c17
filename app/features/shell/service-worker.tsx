import { useEffect } from "react";
import type { Workbox } from "workbox-window";

/** Written by scripts/after-build.ts; served `no-cache` by server/static-files.ts. */
export const serviceWorkerUrl = "/sw.js";

/** SPEC §9: the service worker update poll. */
export const workerUpdatePollMs = 20_000;

/**
 * Registers the service worker in production builds, checks for a new one every 20 s while
 * online and the worker file answers 200, and reloads the page when a new worker takes
 * control (an update, or one activated from another tab), so page and assets match (SPEC §2).
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let timer: number | undefined;
    let cancelled = false;
    // Loaded here, in the browser only: Node cannot import workbox-window's CommonJS build,
    // and pages that never register a worker do not download it.
    void import("workbox-window").then(({ Workbox }) => {
      if (cancelled) return;
      const workbox = new Workbox(serviceWorkerUrl, { scope: "/" });
      // A page no worker served came from the network, so it already matches the build; a
      // first worker finishing its install (begun on an earlier page) must not reload it
      // and wipe what the visitor is typing.
      const servedByWorker = navigator.serviceWorker.controller !== null;
      workbox.addEventListener("controlling", (event) => {
        if (servedByWorker && (event.isUpdate || event.isExternal)) window.location.reload();
      });
      workbox.register().catch((error: unknown) => {
        console.warn("The service worker could not be registered.", error);
      });
      timer = window.setInterval(() => void checkForUpdate(workbox), workerUpdatePollMs);
    });
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, []);
  return null;
}

async function checkForUpdate(workbox: Workbox) {
  if (!navigator.onLine) return;
  try {
    // SPEC §2: update only when the worker file answers 200 (not mid-deploy, not on a
    // captive portal's login page).
    const response = await fetch(serviceWorkerUrl, { method: "HEAD", cache: "no-store" });
    if (response.status === 200) await workbox.update();
  } catch {
    // Offline or the server restarting: the next poll tries again.
  }
}
