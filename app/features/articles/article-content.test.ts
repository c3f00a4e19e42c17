import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  articleFrontmatterSchema,
  articleSections,
  articleSlugOf,
  isDeprecatedSlug,
  minimumArticleWords,
} from "./article-frontmatter.ts";
import "#app/i18n/catalogue.server.ts";
import { isLanguage, supportedLanguages, type Language } from "#app/i18n/language.ts";
import { appHowTo } from "./app-how-to.server.ts";

// Every article file in every language, including ones added after this test was written.
// Importing them compiles each as MDX, so a file the build would reject fails here first.
const frontmatters = import.meta.glob<unknown>("/content/articles/*/**/*.mdx", {
  eager: true,
  import: "frontmatter",
});
const files = Object.keys(frontmatters).sort();

/** content/articles/<language>/<slug>.mdx, split. */
function partsOf(file: string): { language: string; slug: string } {
  const [, language = "", rest = ""] = /^\/content\/articles\/([^/]+)\/(.+)$/.exec(file) ?? [];
  return { language, slug: articleSlugOf(rest) };
}

const englishSlugs = new Set(
  files.map(partsOf).flatMap(({ language, slug }) => (language === "en" ? [slug] : [])),
);

function bodyOf(file: string): string {
  const source = readFileSync(path.join(process.cwd(), file), "utf8");
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  expect(match, `${file} starts with YAML frontmatter`).not.toBeNull();
  return source.slice(match?.[0].length ?? 0);
}

/** The text under a `## heading`, up to the next one. */
function sectionOf(body: string, heading: string | undefined): string {
  const start = body.indexOf(`\n## ${heading}\n`);
  if (start === -1) return "";
  const next = body.indexOf("\n## ", start + 1);
  return body.slice(start, next === -1 ? undefined : next);
}

/** Numbers as the articles and how-tos write them in words. */
const numberWords: Record<Language, ReadonlyMap<string, number>> = {
  en: new Map(
    Object.entries({
      one: 1,
      once: 1,
      two: 2,
      twice: 2,
      three: 3,
      four: 4,
      five: 5,
      six: 6,
      seven: 7,
      eight: 8,
      nine: 9,
      ten: 10,
      eleven: 11,
      twelve: 12,
      twenty: 20,
      thirty: 30,
      sixty: 60,
      ninety: 90,
    }),
  ),
  da: new Map(
    Object.entries({
      en: 1,
      et: 1,
      én: 1,
      ét: 1,
      to: 2,
      tre: 3,
      fire: 4,
      fem: 5,
      seks: 6,
      syv: 7,
      otte: 8,
      ni: 9,
      ti: 10,
      elleve: 11,
      tolv: 12,
      tyve: 20,
      tredive: 30,
      tres: 60,
      halvfems: 90,
    }),
  ),
};

/** Every number a text states, in digits or words. */
function numbersIn(text: string, language: Language): Set<number> {
  const digits = [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));
  const words = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .flatMap((word) => {
      const number = numberWords[language].get(word);
      return number === undefined ? [] : [number];
    });
  return new Set([...digits, ...words]);
}

function wordsIn(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

test("the articles are there", () => {
  expect(englishSlugs.size).toBeGreaterThanOrEqual(15);
});

// A page lists every article in its own language where one is written (articles.server.ts), so
// a current article missing in a language shows its English title and teaser on that
// language's index and related cards. Archived articles may still be English-only.
test("every current article is written in every language of the site", () => {
  const written = new Set(files.map(partsOf).map(({ language, slug }) => `${language}/${slug}`));
  const missing = supportedLanguages.flatMap((language) =>
    [...englishSlugs]
      .filter((slug) => !isDeprecatedSlug(slug) && !written.has(`${language}/${slug}`))
      .map((slug) => `content/articles/${language}/${slug}.mdx`),
  );
  expect(missing).toEqual([]);
});

describe.each(files)("%s", (file) => {
  const { language, slug } = partsOf(file);
  const sections = isLanguage(language) ? articleSections[language] : [];

  test("is in a language of the site, the one its folder names, and has an English original", () => {
    expect(isLanguage(language)).toBe(true);
    expect(articleFrontmatterSchema.safeParse(frontmatters[file]).data?.language).toBe(language);
    expect(englishSlugs.has(slug), `content/articles/en/${slug}.mdx`).toBe(true);
  });

  test("lives at a clean URL", () => {
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
  });

  test("has every frontmatter field the contract asks for", () => {
    const parsed = articleFrontmatterSchema.safeParse(frontmatters[file]);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  test("points only to a current article, and only when archived", () => {
    const parsed = articleFrontmatterSchema.safeParse(frontmatters[file]);
    const current = parsed.data?.current;
    if (current === undefined) return;
    expect(isDeprecatedSlug(slug), "only archived articles name a current version").toBe(true);
    const target = current.slice("/articles/".length);
    expect(englishSlugs.has(target), `${current} is an article`).toBe(true);
    expect(isDeprecatedSlug(target), `${current} is not archived itself`).toBe(false);
  });

  test(`has at least ${minimumArticleWords} words of body`, () => {
    expect(wordsIn(bodyOf(file))).toBeGreaterThanOrEqual(minimumArticleWords);
  });

  test("has the contract's sections in order and no h1 of its own", () => {
    const body = bodyOf(file);
    expect(body).not.toMatch(/^# /m);
    const headings = [...body.matchAll(/^## (.+)$/gm)].map((match) => match[1]?.trim());
    const found = headings.filter((heading) => sections.some((section) => section === heading));
    expect(found).toEqual([...sections]);
  });

  // docs/content-rules.md#getting-home
  test("its responsible-drinking section gets everyone home safely", () => {
    const section = sectionOf(bodyOf(file), sections.at(-1)).toLowerCase();
    const bike = language === "da" ? /cykl|cykel/ : /\bbikes?\b|\bcycl/;
    const harbour = language === "da" ? /havn/ : /harbour/;
    expect(section).toMatch(bike);
    expect(section).toMatch(harbour);
  });
});

// A current game article quotes its game's how-to (docs/decisions/028-one-set-of-rules.md).
// Listed apart, so the run has a test for each article it applies to and skips none.
const howToArticles = files.flatMap((file) => {
  const { language, slug } = partsOf(file);
  if (isDeprecatedSlug(slug) || !isLanguage(language)) return [];
  const game = articleFrontmatterSchema.safeParse(frontmatters[file]).data?.game;
  const howTo = appHowTo(game, language);
  return howTo === null ? [] : [{ file, language, howTo }];
});

describe.each(howToArticles)("$file", ({ file, language, howTo }) => {
  test("quotes its game's own rules and states every number in them", () => {
    const body = bodyOf(file);
    expect(body.match(/^<HowTo \/>$/gm)).toHaveLength(1);
    expect(body.indexOf("<HowTo />")).toBeLessThan(body.indexOf("\n## "));
    const stated = numbersIn(body.replace("<HowTo />", ""), language);
    const unstated = [...numbersIn(howTo, language)].filter((n) => !stated.has(n));
    expect(unstated, "numbers in the app's how-to that the article never states").toEqual([]);
  });
});

const partnerArticles = files.filter((file) => partsOf(file).slug.startsWith("partnerships/"));

describe.each(partnerArticles)("%s", (file) => {
  test("is written with a partner we have", () => {
    const partner = partsOf(file).slug.split("/")[1] ?? "";
    expect(existsSync(`content/partners/${partner}.json`), `content/partners/${partner}.json`).toBe(
      true,
    );
  });
});
