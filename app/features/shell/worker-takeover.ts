/** What a page knows when a service worker takes control of it (workbox-window's event). */
export interface WorkerTakeover {
  /** A worker already controlled this page's scope when it registered: a new version. */
  isUpdate: boolean;
  /** The worker was installed by another page or tab. */
  isExternal: boolean;
}

/**
 * Whether a page reloads when a worker takes control (on an update or an external activation,
 * docs/product-rules.md#updates), so its assets match the worker's. A page that loaded without any
 * worker — a first visit — got everything from the network, so the first worker changes nothing it
 * uses, even when another page of the visit installed it; reloading then would only throw away what
 * the visitor was typing.
 */
export function reloadsOnTakeover(takeover: WorkerTakeover, controlledAtLoad: boolean): boolean {
  if (takeover.isUpdate) return true;
  return takeover.isExternal && controlledAtLoad;
}
