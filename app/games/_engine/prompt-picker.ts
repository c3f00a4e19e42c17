import type { Pack, PackSwitch, Prompt } from "./packs.ts";
import type { Rng } from "./rng.ts";
import { requiredPlayers } from "./players.ts";
import type { SeenBook } from "./seen-book.ts";

/** How many recent prompts are never repeated. */
export const promptMemorySize = 40;

export interface PickOptions {
  packs: readonly Pack[];
  switches: readonly PackSwitch[];
  /** Ids of the prompts shown most recently, oldest first. */
  memory: readonly string[];
  playerCount: number;
  /** Which list of each pack to draw from (truth-or-dare: 0 truths, 1 dares). */
  list?: number;
  rng: Rng;
  /**
   * Every card the table has seen, across nights (seen-book.ts). Without it (rooms) only the
   * 40-prompt memory counts, and nothing else is read.
   */
  seen?: SeenBook;
}

export interface Pick {
  prompt: Prompt;
  pack: Pack;
  memory: string[];
  /** The table's history with the card dealt, when one was given. */
  seen?: SeenBook;
}

export function remember(memory: readonly string[], promptId: string): string[] {
  return [...memory.filter((id) => id !== promptId), promptId].slice(-promptMemorySize);
}

/**
 * A random active pack, then a random prompt of it, never one of the last 40
 * shown. When every playable prompt is that recent (a pool of 40 or fewer), the least
 * recently shown one comes back, so a game never runs dry. Null only when no active pack
 * has a prompt this group can play.
 *
 * Given the table's `seen` history, a pack deals only prompts the table has never seen; a pack
 * with none left (all seen, or seen and recent) is exhausted: its history is forgotten and it
 * starts over, still never repeating the last 40.
 */
export function pickPrompt(options: PickOptions): Pick | null {
  const { packs, switches, memory, playerCount, list = 0, rng, seen } = options;
  const active = new Set(switches.filter((entry) => entry.active).map((entry) => entry.id));
  const recent = new Set(memory);

  const candidates = packs
    .filter((pack) => active.has(pack.id))
    .map((pack) => ({ pack, playable: playableOf(pack.lists[list]?.elements, playerCount) }))
    .filter((candidate) => candidate.playable.length > 0);
  if (candidates.length === 0) return null;

  // Which packs can deal is asked of each pack with `some` (most stop at their first prompt);
  // the list of prompts to draw from is made for the one pack drawn.
  let history = seen;
  const fresh = candidates.flatMap((candidate) => {
    const notRecent = (prompt: Prompt) => !recent.has(prompt.id);
    if (history !== undefined) {
      const seenBefore = history.listTest(candidate.pack.id, list);
      const unseen = (prompt: Prompt) => notRecent(prompt) && !seenBefore(prompt.id);
      if (candidate.playable.some(unseen)) return [{ ...candidate, unseen }];
      history = history.forget(candidate.pack.id, list);
    }
    return candidate.playable.some(notRecent) ? [{ ...candidate, unseen: notRecent }] : [];
  });

  const dealt = (prompt: Prompt, pack: Pack): Pick => ({
    prompt,
    pack,
    memory: remember(memory, prompt.id),
    ...(history === undefined ? {} : { seen: history.mark(prompt.id) }),
  });

  if (fresh.length > 0) {
    const { pack, playable, unseen } = rng.pick(fresh);
    return dealt(rng.pick(playable.filter(unseen)), pack);
  }

  const oldest = memory.find((id) =>
    candidates.some((candidate) => candidate.playable.some((p) => p.id === id)),
  );
  const owner = candidates.find((candidate) => candidate.playable.some((p) => p.id === oldest));
  const prompt = owner?.playable.find((p) => p.id === oldest);
  if (!owner || !prompt) return null;
  return dealt(prompt, owner.pack);
}

// A pack's prompts a table of so many players can play, per list and table size: every deal
// asks, and reading each prompt's placeholders again on each tap is what a deal costs most.
const playableByList = new WeakMap<readonly Prompt[], Map<number, readonly Prompt[]>>();
const noPrompts: readonly Prompt[] = [];

function playableOf(prompts: readonly Prompt[] | undefined, playerCount: number) {
  if (prompts === undefined) return noPrompts;
  let bySize = playableByList.get(prompts);
  if (bySize === undefined) playableByList.set(prompts, (bySize = new Map()));
  let playable = bySize.get(playerCount);
  if (playable === undefined) {
    playable = prompts.filter((prompt) => requiredPlayers(prompt.text) <= playerCount);
    bySize.set(playerCount, playable);
  }
  return playable;
}
