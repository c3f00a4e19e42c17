import { useCallback, useEffect, useRef, useState } from "react";

/** How long "Copied!" stays after a copy (docs/constants.md#timings). */
const copiedDisplayMs = 2000;

export type CopyState = "idle" | "copied" | "failed";

/** Copies text on a tap and says so for two seconds; says so too when the browser refuses. */
export function useCopyToClipboard(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the link stays selectable.
      setState("failed");
      return;
    }
    setState("copied");
    timer.current = setTimeout(() => setState("idle"), copiedDisplayMs);
  }, []);

  return { state, copy };
}
