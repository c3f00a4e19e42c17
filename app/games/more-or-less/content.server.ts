import type { Language } from "#app/i18n/language.ts";
import { moreOrLessContent } from "./items.ts";

/** What a room plays More or Less with: the items, named in the room's language. */
export function gameContent(language: Language): unknown {
  return moreOrLessContent(language);
}
