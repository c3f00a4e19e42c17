import { z } from "zod/mini";
import danish from "#content/scrollbar/da.json";
import content from "#content/scrollbar/en.json";

/** The dare deck, content/scrollbar/<language>.json: original dares, `{sips:N}` where a drink is the way out. */
export const daresContentSchema = z.object({
  language: z.enum(["en", "da"]),
  dares: z.array(z.string().check(z.trim(), z.minLength(10), z.maxLength(200))).check(
    z.minLength(40),
    z.refine((dares) => new Set(dares).size === dares.length, "Every dare is different"),
  ),
});

export const scrollbarDares: readonly string[] = daresContentSchema.parse(content).dares;

const danishDares: readonly string[] = daresContentSchema.parse(danish).dares;

/**
 * The dare a card deals, in a language. A game remembers its cards by number, so every
 * language's deck has the same cards in the same order (the content tests check the counts);
 * a language without its own falls back to English.
 */
export function scrollbarDare(card: number, language: string): string {
  const dares = language === "da" ? danishDares : scrollbarDares;
  return dares[card] ?? scrollbarDares[card] ?? "";
}
