import { invalid, type Invalid } from "./invalid.ts";

/** What a card can be in a squiffy-style deck; plain prompt games use "prompt". */
export const promptKinds = [
  "prompt",
  "truth",
  "dare",
  "challenge",
  "question",
  "vote",
  "virus",
] as const;

export type PromptKind = (typeof promptKinds)[number];

export interface Prompt {
  /** Stable id: `<packId>:<list>:<index>`; the prompt memory remembers these. */
  id: string;
  text: string;
  kind: PromptKind;
  /** Multi-turn rule: lasts this many cards, then the cure text is shown. */
  virus?: { turns: number; cure: string };
}

/** A pack in play (docs/data-model.md#packs-in-play): a name, an active flag and its lists. */
export interface Pack {
  id: string;
  game: string;
  name: string;
  description: string;
  language: string;
  explicit: boolean;
  alcohol: boolean;
  premium: boolean;
  /**
   * Written for one kind of night (a birthday, New Year's Eve): it starts switched off and the
   * table switches it on for its night (docs/product-rules.md#prompt-games).
   */
  occasion?: boolean;
  /** Truth-or-dare: list 0 holds truths, list 1 dares. Other games use list 0. */
  lists: { elements: Prompt[] }[];
}

export interface PackSwitch {
  id: string;
  active: boolean;
}

export interface ActivationRules {
  /** Explicit packs stay off until the visitor opts in. */
  explicitAllowed: boolean;
  /** Premium packs stay locked until the server says the visitor may play them. */
  unlockedPremium: ReadonlySet<string>;
}

export const lastActivePackRefusal = "lastActivePack";

/** Why a pack may not be switched on, or null when it may. */
export function activationBlock(pack: Pack, rules: ActivationRules): "premium" | "explicit" | null {
  if (pack.premium && !rules.unlockedPremium.has(pack.id)) return "premium";
  if (pack.explicit && !rules.explicitAllowed) return "explicit";
  return null;
}

/**
 * Switches one pack of a game on or off (docs/product-rules.md#pack-switches). Switching off the
 * last active pack is refused: the pack stays on.
 */
export function setPackActive(
  switches: readonly PackSwitch[],
  packId: string,
  active: boolean,
): PackSwitch[] | Invalid {
  if (!switches.some((entry) => entry.id === packId)) return invalid("unknownPack");
  const next = switches.map((entry) => (entry.id === packId ? { ...entry, active } : entry));
  if (!next.some((entry) => entry.active)) return invalid(lastActivePackRefusal);
  return next;
}

/**
 * The switches a game starts with: the remembered choices where they are still allowed,
 * otherwise every allowed pack on except explicit and occasion ones, so a premium pack the visitor just
 * bought or unlocked is on without a further tap. At least one pack ends up on when any is
 * allowed.
 */
export function initialSwitches(
  packs: readonly Pack[],
  remembered: Readonly<Record<string, boolean>>,
  rules: ActivationRules,
): PackSwitch[] {
  const switches = packs.map((pack) => {
    const allowed = activationBlock(pack, rules) === null;
    const wanted = remembered[pack.id] ?? (!pack.explicit && !pack.occasion);
    return { id: pack.id, active: allowed && wanted };
  });
  if (switches.some((entry) => entry.active)) return switches;
  const firstAllowed = packs.find((pack) => activationBlock(pack, rules) === null);
  return switches.map((entry) => ({ ...entry, active: entry.id === firstAllowed?.id }));
}
