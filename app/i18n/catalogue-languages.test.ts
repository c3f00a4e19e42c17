import { describe, expect, test } from "vitest";
import { namespaces } from "./catalogue.ts";
import { defaultLanguage, supportedLanguages } from "./language.ts";
import { flattenMessages, type MessageTree } from "./translate.ts";

// Every language has every namespace, with exactly the English keys, and each message keeps
// the English one's {{values}} and <tags>: a Danish page never shows a key, an English
// sentence or a hole where a value belongs.
const files = import.meta.glob<MessageTree>("./*/*.json", { import: "default", eager: true });

function messages(language: string, namespace: string) {
  const tree = files[`./${language}/${namespace}.json`];
  return tree ? flattenMessages(tree) : undefined;
}

const placeholders = (message: string) =>
  [...message.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)]
    .map((match) => match[0].replace(/\s/g, ""))
    .sort();

// A plural form another language does not need (Danish has no `_few`), or needs and English
// does not, is not a missing key.
const pluralForm = /_(zero|one|two|few|many|other)$/;

const otherLanguages = supportedLanguages.filter((language) => language !== defaultLanguage);

describe.each(otherLanguages)("the %s catalogue", (language) => {
  test.each(namespaces)("%s has every English key, and no other", (namespace) => {
    const english = messages(defaultLanguage, namespace);
    const translated = messages(language, namespace);
    expect(translated, `app/i18n/${language}/${namespace}.json`).toBeDefined();
    const keys = (flat: ReadonlyMap<string, string> | undefined) =>
      [...(flat?.keys() ?? [])].filter((key) => !pluralForm.test(key)).sort();
    expect(keys(translated)).toEqual(keys(english));
  });

  test.each(namespaces)("%s keeps every value and tag of each message", (namespace) => {
    const english = messages(defaultLanguage, namespace) ?? new Map<string, string>();
    const translated = messages(language, namespace) ?? new Map<string, string>();
    const differing = [...english].flatMap(([key, message]) => {
      const other = translated.get(key);
      if (other === undefined) return [];
      return placeholders(other).join() === placeholders(message).join() ? [] : [key];
    });
    expect(differing).toEqual([]);
  });

  test.each(namespaces)("%s has no message left empty", (namespace) => {
    const translated = messages(language, namespace) ?? new Map<string, string>();
    expect(
      [...translated].filter(([, message]) => message.trim() === "").map(([key]) => key),
    ).toEqual([]);
  });
});
