import { z } from "zod/mini";
import danish from "#content/more-or-less/da.json";
import content from "#content/more-or-less/en.json";
import { itemSchema, type Item, type MoreOrLessContent } from "./rules.ts";

/** The shipped data set, content/more-or-less/<language>.json: sourced values, one category each. */
export const itemsContentSchema = z.object({
  language: z.enum(["en", "da"]),
  items: z.array(itemSchema).check(z.minLength(200)),
});

export const moreOrLessItems: readonly Item[] = itemsContentSchema.parse(content).items;

// The game plays the English items (their ids, values and sources are the facts); another
// language's file names the same items in its words.
const danishNames = new Map(
  itemsContentSchema.parse(danish).items.map((item) => [item.id, item.name]),
);

/** An item's name in a language, in English where the language has none for it. */
export function itemName(item: Pick<Item, "id" | "name">, language: string): string {
  return (language === "da" ? danishNames.get(item.id) : undefined) ?? item.name;
}

const contents = new Map<string, MoreOrLessContent>();

/** What the game is played with in a language: every item, named in it. One object a language. */
export function moreOrLessContent(language: string): MoreOrLessContent {
  let known = contents.get(language);
  if (!known) {
    known = { items: moreOrLessItems.map((item) => ({ ...item, name: itemName(item, language) })) };
    contents.set(language, known);
  }
  return known;
}
