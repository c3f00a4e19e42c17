import { idleLinkIsFree } from "./idle-link.ts";

// What the page tells the service worker about assets (docs/decisions/017-offline-and-resume.md):
// the files it loaded before the worker controlled it, and, while the phone is idle on a free
// link, to fetch the rest a few at a time. Loaded with the worker's registration once the page
// has loaded, never at first paint.

/** The build's hashed files among the resources a page loaded, as paths. */
export function usedAssetPaths(resources: readonly { name: string }[], origin: string): string[] {
  const paths = new Set<string>();
  for (const { name } of resources) {
    const url = new URL(name, origin);
    if (url.origin === origin && url.pathname.startsWith("/assets/")) paths.add(url.pathname);
  }
  return [...paths];
}

/** Sends `message` to the worker and resolves with its answer. */
function ask(worker: ServiceWorker, message: object): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      channel.port1.close();
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Has the worker keep the scripts and stylesheets this page loaded, so it opens offline even
 * when it was the phone's first visit; `<html data-assets-kept>` marks when they are kept.
 */
export async function keepAssetsInUse(worker: ServiceWorker): Promise<void> {
  const paths = usedAssetPaths(performance.getEntriesByType("resource"), location.origin);
  await ask(worker, { type: "keep-assets", paths });
  document.documentElement.dataset.assetsKept = "true";
}

/** How many assets are left to warm, from the worker's answer; 0 when it can't say. */
export function remainingToWarm(answer: unknown): number {
  if (typeof answer !== "object" || answer === null || !("remaining" in answer)) return 0;
  return typeof answer.remaining === "number" ? answer.remaining : 0;
}

/**
 * While the phone is idle on a free link, asks the worker for one small batch of the build's
 * other files per idle moment, so every page opens offline later. It stops when the link
 * becomes metered, when the page goes, and on browsers that can't tell idle time or the link;
 * `<html data-assets-warmed>` marks when the worker has every file.
 */
export function warmAssetsWhileIdle(worker: ServiceWorker, signal: AbortSignal): void {
  if (typeof window.requestIdleCallback !== "function") return;
  const step = async () => {
    if (signal.aborted || !idleLinkIsFree(Reflect.get(navigator, "connection"))) return;
    const remaining = remainingToWarm(await ask(worker, { type: "warm-assets" }));
    if (remaining > 0) window.requestIdleCallback(() => void step());
    else document.documentElement.dataset.assetsWarmed = "true";
  };
  window.requestIdleCallback(() => void step());
}
