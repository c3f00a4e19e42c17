import { useEffect } from "react";
import { readStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";
import {
  copiesFingerprint,
  copiesRequest,
  offlineCopiesStorageKey,
  type CopiesVisitor,
} from "./offline-copies.ts";
import { reloadsOnTakeover } from "./worker-takeover.ts";
import { afterLoad } from "#app/utils/after-load.ts";
import { keepAssetsInUse, warmAssetsWhileIdle } from "./asset-warming.ts";

/** Written by scripts/after-build.ts; served `no-cache` by server/static-files.ts. */
const serviceWorkerUrl = "/sw.js";

/** The service worker update poll (docs/constants.md#timings). */
const workerUpdatePollMs = 20_000;

/**
 * Registers the service worker in production builds, checks for a new one every 20 s while online
 * and the worker file answers 200, and reloads the page when a new worker takes control (an update,
 * or one activated from another tab), so page and assets match (docs/product-rules.md#updates).
 */
export function ServiceWorker({ visitor }: { visitor: CopiesVisitor }) {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let timer: number | undefined;
    let cancelled = false;
    const controlledAtLoad = navigator.serviceWorker.controller !== null;
    // Registered once the page has loaded and the browser is idle: installing downloads the
    // app's core for offline play, which must not compete with the first visit's own page.
    const onTakeover = () => {
      if (reloadsOnTakeover(controlledAtLoad)) window.location.reload();
    };
    navigator.serviceWorker.addEventListener("controllerchange", onTakeover);
    void afterLoad().then(async () => {
      if (cancelled) return;
      try {
        const registration = await navigator.serviceWorker.register(serviceWorkerUrl, {
          scope: "/",
        });
        if (cancelled) return;
        timer = window.setInterval(() => void checkForUpdate(registration), workerUpdatePollMs);
      } catch (error) {
        console.warn("The service worker could not be registered.", error);
      }
    });
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      navigator.serviceWorker.removeEventListener("controllerchange", onTakeover);
    };
  }, []);
  useOfflineCopies(visitor);
  useOfflineAssets();
  return null;
}

/**
 * Once the worker is active, has it keep the files this page loaded and, on a free link, warm
 * the rest while the phone is idle (asset-warming.ts). This module is itself loaded once the
 * page has, so that code comes with it rather than in a file of its own.
 */
function useOfflineAssets() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const stop = new AbortController();
    void afterLoad().then(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (stop.signal.aborted || !worker) return;
      await keepAssetsInUse(worker);
      warmAssetsWhileIdle(worker, stop.signal);
    });
    return () => stop.abort();
  }, []);
}

/**
 * Once the page has loaded and the worker is active, asks it to keep this visitor's copies
 * of the offline pages; `<html data-offline-ready>` marks when they are all on the phone.
 */
function useOfflineCopies(visitor: CopiesVisitor) {
  const fingerprint = copiesFingerprint(visitor);
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    const onMessage = (event: MessageEvent<unknown>) => {
      const message = event.data;
      if (typeof message === "object" && message !== null && "type" in message) {
        if (message.type === "pages-kept") document.documentElement.dataset.offlineReady = "true";
      }
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    void afterLoad().then(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (cancelled || !registration.active) return;
      const type = copiesRequest(readStoredJson("local", offlineCopiesStorageKey), fingerprint);
      writeStoredJson("local", offlineCopiesStorageKey, fingerprint);
      registration.active.postMessage({ type });
    });
    return () => {
      cancelled = true;
      navigator.serviceWorker.removeEventListener("message", onMessage);
    };
  }, [fingerprint]);
}

async function checkForUpdate(registration: ServiceWorkerRegistration) {
  if (!navigator.onLine) return;
  try {
    // Update only when the worker file answers 200 (not mid-deploy, not on a
    // captive portal's login page).
    const response = await fetch(serviceWorkerUrl, { method: "HEAD", cache: "no-store" });
    if (response.status === 200) await registration.update();
  } catch {
    // Offline or the server restarting: the next poll tries again.
  }
}
