// How the service worker treats a request (docs/decisions/017-offline-and-resume.md). Kept
// free of imports: it is bundled into the worker.

/** Pages whose answer is personal or changes with the server's clock: never kept offline. */
const networkOnlyPrefixes = [
  "/profile",
  "/sign-in",
  "/sign-up",
  "/editor",
  "/billing/",
  "/info/premium-",
  "/admin/",
  "/dev/",
  "/api/",
  "/misc/christmass-calendar",
  "/rooms/",
  "/join",
];

/** True for pages that only the server can answer: offline they get the offline page. */
export function needsNetwork(pathname: string): boolean {
  return networkOnlyPrefixes.some(
    (prefix) =>
      pathname === prefix ||
      pathname.startsWith(prefix.endsWith("/") || prefix.endsWith("-") ? prefix : `${prefix}/`),
  );
}

/**
 * The page a React Router data request (`/games/meyer.data`, `/_.data`) loads data for, with
 * its own query but without the router's `_routes` and `index` parameters; null for other URLs.
 */
export function pageOfDataRequest(url: URL): string | null {
  if (!url.pathname.endsWith(".data")) return null;
  const base = url.pathname.slice(0, -".data".length);
  const pathname = base === "/_" ? "/" : base.endsWith("/_") ? base.slice(0, -1) : base;
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  search.delete("index");
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}
