import { useEffect, useState } from "react";

/**
 * Resolves once the page's own loading is done and the browser is idle, for work that must
 * never compete with what the visitor is waiting for.
 */
export function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      // Safari has no idle callback; a moment after load does the same there.
      if (typeof window.requestIdleCallback === "function") {
        window.requestIdleCallback(() => resolve(), { timeout: 3000 });
      } else {
        globalThis.setTimeout(resolve, 500);
      }
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}

/** False until afterLoad: for parts of the page that start only then. */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterLoad().then(() => {
      if (mounted) setLoaded(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}
