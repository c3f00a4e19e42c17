import { z } from "zod/mini";
import danish from "#content/more-or-less/da.json";
import content from "#content/more-or-less/en.json";
import { categories, units, type Item } from "./logic.ts";

/** The shipped data set, content/more-or-less/<language>.json: sourced values, one category each. */
export const itemsContentSchema = z.object({
  language: z.enum(["en", "da"]),
  items: z
    .array(
      z.object({
        id: z
          .string()
          .check(z.regex(/^[a-z0-9-]+$/, "Item ids are lower-case words joined by dashes")),
        category: z.enum(categories),
        name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
        value: z.number().check(z.positive()),
        unit: z.enum(units),
        year: z.int().check(z.gte(1800), z.lte(2100)),
        source: z.string().check(z.trim(), z.minLength(3)),
      }),
    )
    .check(z.minLength(200)),
});

export const moreOrLessItems: readonly Item[] = itemsContentSchema.parse(content).items;

// The game plays the English items (their ids, values and sources are the facts); another
// language's file names the same items in its words.
const danishNames = new Map(
  itemsContentSchema.parse(danish).items.map((item) => [item.id, item.name]),
);

/** An item's name in a language, in English where the language has none for it. */
export function itemName(item: Item, language: string): string {
  return (language === "da" ? danishNames.get(item.id) : undefined) ?? item.name;
}
