import type { Language } from "#app/i18n/language.ts";
import { loadWordList } from "./word-list.server.ts";

/** What a room plays Word Guess with: the secret words in the room's language. */
export function gameContent(language: Language): unknown {
  return loadWordList(language);
}
