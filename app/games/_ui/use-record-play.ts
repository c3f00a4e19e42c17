import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { CatalogueSlug } from "#app/games/catalogue.ts";
import { readStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";
import { useAccount } from "#app/state/use-account.ts";

const playedKey = "party-dojo:played";

/**
 * Tells the server a signed-in player started a game (its action at /played/:gameId),
 * towards `party-starter`. Each game
 * counts once per browser tab, so reloading a page doesn't farm the achievement. Tools
 * (a coin flip, a dice roll) are not games and don't count.
 */
export function useRecordPlay(slug: CatalogueSlug): void {
  const signedIn = useAccount() !== null;
  const { submit } = useFetcher({ key: "game-played" });
  useEffect(() => {
    if (!signedIn) return;
    const stored = readStoredJson("session", playedKey);
    const played = Array.isArray(stored) ? stored.filter((id) => typeof id === "string") : [];
    if (played.includes(slug)) return;
    // The catalogue only for a signed-in player: signed out, the page never needs it.
    void import("#app/games/catalogue.ts").then(({ catalogue }) => {
      if (catalogue.find((entry) => entry.slug === slug)?.kind !== "game") return;
      writeStoredJson("session", playedKey, [...played, slug]);
      void submit({ intent: "start" }, { method: "post", action: `/played/${slug}` });
    });
  }, [signedIn, slug, submit]);
}
