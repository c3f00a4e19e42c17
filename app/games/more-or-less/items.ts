import { z } from "zod";
import content from "#content/more-or-less/en.json";
import { categories, units, type Item } from "./logic.ts";

/** The shipped data set, content/more-or-less/<language>.json: sourced values, one category each. */
export const itemsContentSchema = z.object({
  language: z.enum(["en", "da"]),
  items: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/, "Item ids are lower-case words joined by dashes"),
        category: z.enum(categories),
        name: z.string().trim().min(1).max(80),
        value: z.number().positive(),
        unit: z.enum(units),
        year: z.number().int().min(1800).max(2100),
        source: z.string().trim().min(3),
      }),
    )
    .min(200),
});

export const moreOrLessItems: readonly Item[] = itemsContentSchema.parse(content).items;
