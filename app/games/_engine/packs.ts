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

/** How far a pack goes (docs/content-rules.md#intensity): every explicit pack is wild. */
export const packLevels = ["mild", "medium", "wild"] as const;

export type PackLevel = (typeof packLevels)[number];

/** What a table deals until it picks its own levels. */
export const defaultLevels: readonly PackLevel[] = ["mild", "medium"];

export const lastLevelRefusal = "lastLevel";

export function isPackLevel(value: unknown): value is PackLevel {
  return packLevels.some((level) => level === value);
}

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
  level: PackLevel;
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
  /** The levels the table picked (defaultLevels until it picks); wild only as wildBlock allows. */
  levels: readonly PackLevel[];
  /** Wild packs never deal at an alcohol-free table. */
  alcoholFree: boolean;
}

/** Why the table may not play wild packs, or null when it may. */
export function wildBlock(
  table: Pick<ActivationRules, "explicitAllowed" | "alcoholFree">,
): "alcoholFree" | "explicit" | null {
  if (table.alcoholFree) return "alcoholFree";
  if (!table.explicitAllowed) return "explicit";
  return null;
}

/**
 * The levels that deal: the picked ones, wild dropped while the table may not play it. A table
 * that picked only wild and may not play it deals the default levels rather than nothing.
 */
export function dealtLevels(rules: ActivationRules): ReadonlySet<PackLevel> {
  const wildOk = wildBlock(rules) === null;
  const levels = rules.levels.filter((level) => isPackLevel(level) && (wildOk || level !== "wild"));
  return new Set(levels.length > 0 ? levels : defaultLevels);
}

/**
 * Picks a level or drops it (docs/product-rules.md#intensity). Dropping the last one is
 * refused: a table always deals at some level.
 */
export function setLevel(
  levels: readonly PackLevel[],
  level: PackLevel,
  on: boolean,
): PackLevel[] | Invalid {
  if (!isPackLevel(level)) return invalid("unknownLevel");
  const next = packLevels.filter((each) => (each === level ? on : levels.includes(each)));
  if (next.length === 0) return invalid(lastLevelRefusal);
  return next;
}

export const lastActivePackRefusal = "lastActivePack";

export type ActivationBlock = "premium" | "explicit" | "level";

/** Why a pack may not be switched on, or null when it may. */
export function activationBlock(pack: Pack, rules: ActivationRules): ActivationBlock | null {
  if (pack.premium && !rules.unlockedPremium.has(pack.id)) return "premium";
  if (pack.explicit && !rules.explicitAllowed) return "explicit";
  if (!dealtLevels(rules).has(pack.level)) return "level";
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
 * allowed; when the picked levels leave no pack, the first one allowed at any level the table
 * may play deals, so the game never goes blank.
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
  const anyLevel = { ...rules, levels: packLevels };
  const firstAllowed =
    packs.find((pack) => activationBlock(pack, rules) === null) ??
    packs.find((pack) => activationBlock(pack, anyLevel) === null);
  return switches.map((entry) => ({ ...entry, active: entry.id === firstAllowed?.id }));
}
