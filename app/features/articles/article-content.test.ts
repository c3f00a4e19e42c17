import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  articleFrontmatterSchema,
  articleSections,
  articleSlugOf,
  isDeprecatedSlug,
  minimumArticleWords,
} from "./article-frontmatter.ts";
import { isLanguage } from "#app/i18n/language.ts";

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

function wordsIn(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

test("the articles are there", () => {
  expect(englishSlugs.size).toBeGreaterThanOrEqual(15);
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
});
