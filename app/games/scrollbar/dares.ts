import { z } from "zod/mini";
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
