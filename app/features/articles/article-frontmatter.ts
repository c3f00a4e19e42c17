import { supportedLanguages, type Language } from "#app/i18n/language.ts";
import { z } from "zod/mini";

/** The shelves of the articles index, in the order they are shown. */
export const articleCategories = [
  "our-games",
  "partners",
  "cards",
  "dice",
  "pong",
  "party",
  "video-games",
] as const;

export type ArticleCategory = (typeof articleCategories)[number];

/** Playable pages an article may send its readers to (the articles contract). */
const articleGamePaths = [
  "/games/never-have-i-ever",
  "/games/most-likely-to",
  "/games/truth-or-dare",
  "/games/category",
  "/games/charades",
  "/games/country-island-city",
  "/games/mix",
  "/games/squiffy",
  "/games/meyer",
  "/games/drunk-dice",
  "/games/kings-cup",
  "/games/ride-the-bus",
  "/games/word-guess",
  "/games/more-or-less/team-select",
  "/games/slusen",
  "/games/scrollbar",
  "/tools/coin-flip",
  "/tools/dice-roll",
  "/tools/spin-the-bottle",
] as const;

/** The `##` sections every article body has, in this order (the articles contract). */
/** The sections every article has, in this order, in its own language. */
export const articleSections: Record<Language, readonly string[]> = {
  en: [
    "What you need",
    "Set-up",
    "How to play",
    "Variations",
    "Alcohol-free version",
    "Play it responsibly",
  ],
  da: [
    "Det skal du bruge",
    "Forberedelse",
    "Sådan spiller du",
    "Varianter",
    "Alkoholfri version",
    "Spil ansvarligt",
  ],
};

export const minimumArticleWords = 300;

/** Where an article lives below /articles/, from its file below content/articles/<language>/. */
export function articleSlugOf(file: string): string {
  return file
    .replace(/\\/g, "/")
    .replace(/^\/+/, "")
    .replace(/\.mdx$/, "");
}

export function isDeprecatedSlug(slug: string): boolean {
  return slug.startsWith("deprecated/");
}

const lowerCaseWords = /^[a-z0-9]+([ -][a-z0-9]+)*$/;

/** "4–10", "4-10", "2+" or a single count. */
const playerCount = /^\d+(\s*[–-]\s*\d+|\+)?$/;

export const articleFrontmatterSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, "title is required")),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(50, "description needs at least 50 characters"),
      z.maxLength(160, "description can have at most 160 characters"),
    ),
  date: z.iso.date("date must be YYYY-MM-DD"),
  tags: z
    .array(z.string().check(z.regex(lowerCaseWords, "tags are lower-case words")))
    .check(z.minLength(1, "give at least one tag")),
  category: z.enum(articleCategories, `category must be one of ${articleCategories.join(", ")}`),
  players: z
    .string()
    .check(z.trim(), z.regex(playerCount, 'players is a range such as "4–10" or "2+"')),
  needs: z.array(z.string().check(z.trim(), z.minLength(1))),
  language: z.enum(supportedLanguages, `language must be one of ${supportedLanguages.join(", ")}`),
  game: z.optional(z.enum(articleGamePaths, `game must be one of ${articleGamePaths.join(", ")}`)),
  current: z.optional(
    z.string().check(z.regex(/^\/articles\/[a-z0-9/-]+$/, "current must be an /articles/… path")),
  ),
});

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
