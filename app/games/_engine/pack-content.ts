import { z } from "zod/mini";
import type { Pack, Prompt, PromptKind } from "./packs.ts";

const promptKinds = [
  "prompt",
  "truth",
  "dare",
  "challenge",
  "question",
  "vote",
  "virus",
] as const satisfies readonly PromptKind[];

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
    lists: z
      .array(z.object({ elements: z.array(elementSchema).check(z.minLength(1)) }))
      .check(z.minLength(1), z.maxLength(2)),
  })
  .check(
    z.superRefine((pack, context) => {
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

/** Turns a content file into a pack in play, with stable prompt ids. */
export function toPack(game: string, content: PackContent): Pack {
  const defaultKind = (listIndex: number): PromptKind =>
    game === "truth-or-dare" ? (listIndex === 0 ? "truth" : "dare") : "prompt";
  return {
    id: content.id,
    game,
    name: content.name,
    description: content.description,
    language: content.language,
    explicit: content.explicit,
    alcohol: content.alcohol,
    premium: content.premium,
    lists: content.lists.map((list, listIndex) => ({
      elements: list.elements.map((element, index): Prompt => {
        const id = `${content.id}:${listIndex}:${index}`;
        if (typeof element === "string") return { id, text: element, kind: defaultKind(listIndex) };
        const prompt: Prompt = { id, text: element.text, kind: element.kind };
        return element.turns !== undefined && element.cure !== undefined
          ? { ...prompt, virus: { turns: element.turns, cure: element.cure } }
          : prompt;
      }),
    })),
  };
}

/**
 * A pack as a prompt game's loader sends it: its lists as written in its content file, the
 * browser filling in ids and kinds (playablePack), which keeps every prompt to its text on
 * the wire. A pack the visitor may not play comes with its lists empty.
 */
export interface SentPack extends Omit<PackContent, "lists"> {
  game: string;
  locked: boolean;
  promptCount: number;
  /** Mix deals all of a pack's lists as one; its prompts keep their own ids. */
  oneList: boolean;
  lists: PackContent["lists"];
}

/** A pack in play, and whether this visitor may play it. */
export interface PlayablePack extends Pack {
  locked: boolean;
  promptCount: number;
}

export function sentPack(
  game: string,
  content: PackContent,
  options: { locked: boolean; oneList: boolean },
): SentPack {
  const promptCount = content.lists.reduce((sum, list) => sum + list.elements.length, 0);
  const lists = options.locked ? content.lists.map(() => ({ elements: [] })) : content.lists;
  return { ...content, game, ...options, promptCount, lists };
}

/** The pack a sent one stands for, as the server dealt from it (same ids, same kinds). */
export function playablePack(sent: SentPack): PlayablePack {
  const pack = toPack(sent.game, sent);
  const lists = sent.oneList
    ? [{ elements: pack.lists.flatMap((list) => list.elements) }]
    : pack.lists;
  return { ...pack, lists, locked: sent.locked, promptCount: sent.promptCount };
}
