import { useFetcher } from "react-router";
import type { EditorFormFields } from "./editor-form.ts";

/**
 * Counts one start of play of a pack (not one per card) through the pack page's action
 * (intent `play`). Counting is bookkeeping: a count lost to a dropped connection is better
 * than nagging players about it in the middle of a game, so nothing is shown either way.
 */
export function useCountPlay(): (packId: string) => void {
  const fetcher = useFetcher();
  return (packId: string) => {
    void fetcher.submit(
      { intent: "play" },
      { method: "post", action: `/game/${encodeURIComponent(packId)}` },
    );
  };
}

/** Tells the owner's published pack was shared (the `share-pack` reward), the same way. */
export function useMarkShared(): (packId: string) => void {
  const fetcher = useFetcher();
  return (packId: string) => {
    const fields: EditorFormFields = { intent: "share", id: packId };
    void fetcher.submit(fields, { method: "post", action: "/editor" });
  };
}
