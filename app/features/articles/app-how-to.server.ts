import { catalogue } from "#app/games/catalogue.ts";
import { messagesOf } from "#app/i18n/catalogue.ts";
import type { Language } from "#app/i18n/language.ts";

/**
 * The game's own short rules, as its page shows them ("How to play"), for the article that
 * teaches it: one text in both places, so an article can't drift from the game it links to
 * (docs/decisions/028-one-set-of-rules.md). Null for an article that teaches no game here.
 */
export function appHowTo(game: string | undefined, language: Language): string | null {
  if (!game) return null;
  const entry = catalogue.find(
    (candidate) => game === candidate.path || game.startsWith(`${candidate.path}/`),
  );
  if (!entry) return null;
  return messagesOf(language, "gameRules")?.get(entry.slug) ?? null;
}
