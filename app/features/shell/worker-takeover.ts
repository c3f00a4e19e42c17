/**
 * Whether a page reloads when a new service worker takes control of it (an update activated
 * by this tab or another, docs/product-rules.md#updates), so its assets match the worker's.
 * Only a page that an earlier worker served needs to: a page that loaded without one — a first
 * visit, or a reload that bypassed the worker — got everything from the network, so the first
 * worker changes nothing it uses, and reloading then would only throw away what the visitor
 * was typing.
 */
export function reloadsOnTakeover(controlledAtLoad: boolean): boolean {
  return controlledAtLoad;
}
