import { catalogue } from "#app/games/catalogue.ts";

// The pages the service worker keeps for offline play after the first visit
// (docs/decisions/017-offline-and-resume.md). The build writes this list into the worker.

/** The pages that follow a game's own page: more-or-less's rounds, squiffy's recap. */
const followUpPages = [
  "/games/more-or-less/game",
  "/games/more-or-less/ending",
  "/games/squiffy-review",
  "/misc/end-of-round",
];

/**
 * The pages kept on the phone after its first visit, so a party without signal can still
 * open every game and tool, the picker and each game's rules: the site's front pages, every
 * catalogue entry with its follow-up pages, and every rules article the games link.
 */
export function offlinePagePaths(): string[] {
  const live = catalogue.filter((entry) => entry.available);
  const paths = [
    "/",
    "/go",
    "/how-it-works",
    "/info/FAQ",
    "/articles",
    ...live.map((entry) => entry.path),
    ...followUpPages,
    ...live.flatMap((entry) => (entry.rulesArticle ? [entry.rulesArticle] : [])),
  ];
  return [...new Set(paths)];
}
