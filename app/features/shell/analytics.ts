// The tag manager and the ad pixel load only when configured and only after
// the visitor accepts cookies. The server's CSP allows their hosts only when configured.

const pixelScriptUrl = "https://connect.facebook.net/en_US/fbevents.js";

function gtmScriptUrl(gtmId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/** Loads the configured scripts once per page; calling it again does nothing. */
export function loadAnalytics({
  gtmId,
  pixelId,
}: {
  gtmId: string | null;
  pixelId: string | null;
}) {
  if (gtmId && !hasScript(gtmScriptUrl(gtmId))) {
    dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(gtmScriptUrl(gtmId));
  }
  if (pixelId && !hasScript(pixelScriptUrl)) {
    pixel()("init", pixelId);
    addScript(pixelScriptUrl);
  }
}

let lastPixelPath: string | null = null;

/** The pixel counts page views itself only on full loads; client navigations are sent here. */
export function trackPixelPageView(path: string) {
  if (path === lastPixelPath) return;
  lastPixelPath = path;
  pixel()("track", "PageView");
}

function hasScript(src: string): boolean {
  return [...document.scripts].some((script) => script.src === src);
}

function addScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  // The page's scripts carry the request's CSP nonce; browsers expose it only as a property.
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

function dataLayer(): unknown[] {
  const existing: unknown = Reflect.get(window, "dataLayer");
  if (Array.isArray(existing)) return existing;
  const created: unknown[] = [];
  Reflect.set(window, "dataLayer", created);
  return created;
}

type PixelCommand = (...args: unknown[]) => void;

// The pixel's usual bootstrap: a `fbq` that queues calls until fbevents.js takes over.
function pixel(): PixelCommand {
  const existing: unknown = Reflect.get(window, "fbq");
  if (typeof existing === "function") {
    return (...args) => void Reflect.apply(existing, window, args);
  }
  const queue: unknown[][] = [];
  const stub: PixelCommand = (...args) => {
    const callMethod: unknown = Reflect.get(stub, "callMethod");
    if (typeof callMethod === "function") Reflect.apply(callMethod, stub, args);
    else queue.push(args);
  };
  Object.assign(stub, { queue, push: stub, loaded: true, version: "2.0" });
  Reflect.set(window, "fbq", stub);
  Reflect.set(window, "_fbq", stub);
  return stub;
}
