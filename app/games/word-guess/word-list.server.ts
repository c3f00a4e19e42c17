import english from "#content/word-guess/en.json";
import { wordListSchema, type WordList } from "./logic.ts";

// Checked once per process: a broken content file fails the first request loudly, and the
// unit tests check the same file for size, blanks and duplicates.
let cached: WordList | undefined;

/** The secret words, English for now (the content is tagged with its language). */
export function loadWordList(): WordList {
  cached ??= wordListSchema.parse(english);
  return cached;
}
