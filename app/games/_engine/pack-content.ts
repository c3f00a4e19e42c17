import type { PackContent } from "./pack-content-schema.ts";
import type { Pack, Prompt, PromptKind } from "./packs.ts";

export type { PackContent };

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
    level: content.level,
    ...(content.occasion ? { occasion: true } : {}),
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
