import { languageParam, type Language } from "./language.ts";

// What only a language switch and a language picker need, kept out of every page's shared
// chunk.

/** Each language's name in itself, as a language switch shows it to anyone. */
export const languageNames: Record<Language, string> = { en: "English", da: "Dansk" };

/**
 * A page's address that asks for a language whatever the visitor chose before: a switch to
 * English must say so, or the remembered choice would win. A prerendered page knows its path
 * with a trailing slash, which is left out: the page has one address.
 */
export function pathWithLanguage(path: string, language: Language): string {
  const url = new URL(path, "http://localhost");
  url.searchParams.set(languageParam, language);
  return url.pathname.replace(/(.)\/$/, "$1") + url.search + url.hash;
}
