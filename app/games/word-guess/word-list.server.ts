import danish from "#content/word-guess/da.json";
import english from "#content/word-guess/en.json";
import type { Language } from "#app/i18n/language.ts";
import { wordListSchema, type WordList } from "./rules.ts";

const files: Record<Language, unknown> = { en: english, da: danish };

// Checked once per process and language: a broken content file fails the first request
// loudly, and the unit tests check the same files for size, blanks and duplicates.
const cached = new Map<Language, WordList>();

/** The secret words in a language (each content file is tagged with its own). */
export function loadWordList(language: Language): WordList {
  let list = cached.get(language);
  if (!list) {
    list = wordListSchema.parse(files[language]);
    cached.set(language, list);
  }
  return list;
}
