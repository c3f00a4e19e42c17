import { z } from "zod/mini";
import { packLevels, promptKinds } from "./packs.ts";

// The checks run where content is read (the server, at start) and in the content tests; the
// browser gets packs already checked, so it never loads the schema library for them.

const text = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Prompt text is required"),
    z.maxLength(280, "Keep prompts under 280 characters"),
  );

const elementSchema = z.union([
  text,
  z.object({
    text,
    kind: z._default(z.enum(promptKinds), "prompt"),
    turns: z.optional(z.int().check(z.gte(2), z.lte(20))),
    cure: z.optional(text),
  }),
]);

/** A built-in pack as written in content/packs/<game>/<id>.json. */
export const packContentSchema = z
  .object({
    id: z.string().check(z.regex(/^[a-z0-9-]+$/, "Pack ids are lower-case words joined by dashes")),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    description: z.string().check(z.trim(), z.minLength(10), z.maxLength(200)),
    language: z.enum(["en", "da"]),
    explicit: z.boolean(),
    alcohol: z.boolean(),
    premium: z.boolean(),
    /** How far the pack goes (docs/content-rules.md#intensity); an explicit pack is wild. */
    level: z.enum(packLevels),
    /** Written for one kind of night (a birthday, New Year's Eve): switched off until chosen. */
    occasion: z.optional(z.boolean()),
    lists: z
      .array(z.object({ elements: z.array(elementSchema).check(z.minLength(1)) }))
      .check(z.minLength(1), z.maxLength(2)),
  })
  .check(
    z.superRefine((pack, context) => {
      if (pack.explicit && pack.level !== "wild") {
        context.addIssue({
          code: "custom",
          path: ["level"],
          message: "An explicit pack is wild",
        });
      }
      pack.lists.forEach((list, listIndex) =>
        list.elements.forEach((element, index) => {
          if (typeof element === "string") return;
          const isVirus = element.kind === "virus";
          if (isVirus !== (element.turns !== undefined && element.cure !== undefined)) {
            context.addIssue({
              code: "custom",
              path: ["lists", listIndex, "elements", index],
              message: "A virus card needs turns and cure; other cards have neither",
            });
          }
        }),
      );
    }),
  );

export type PackContent = z.infer<typeof packContentSchema>;
