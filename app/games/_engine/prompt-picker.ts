import type { Pack, PackSwitch, Prompt } from "./packs.ts";
import type { Rng } from "./rng.ts";
import { requiredPlayers } from "./players.ts";

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
}

export interface Pick {
  prompt: Prompt;
  pack: Pack;
  memory: string[];
}

export function remember(memory: readonly string[], promptId: string): string[] {
  return [...memory.filter((id) => id !== promptId), promptId].slice(-promptMemorySize);
}

/**
 * A random active pack, then a random prompt of it, never one of the last 40
 * shown. When every playable prompt is that recent (a pool of 40 or fewer), the least
 * recently shown one comes back, so a game never runs dry. Null only when no active pack
 * has a prompt this group can play.
 */
export function pickPrompt(options: PickOptions): Pick | null {
  const { packs, switches, memory, playerCount, list = 0, rng } = options;
  const active = new Set(switches.filter((entry) => entry.active).map((entry) => entry.id));
  const recent = new Set(memory);

  const candidates = packs
    .filter((pack) => active.has(pack.id))
    .map((pack) => ({
      pack,
      playable: (pack.lists[list]?.elements ?? []).filter(
        (prompt) => requiredPlayers(prompt.text) <= playerCount,
      ),
    }))
    .filter((candidate) => candidate.playable.length > 0);
  if (candidates.length === 0) return null;

  const fresh = candidates
    .map((candidate) => ({
      ...candidate,
      unseen: candidate.playable.filter((prompt) => !recent.has(prompt.id)),
    }))
    .filter((candidate) => candidate.unseen.length > 0);

  if (fresh.length > 0) {
    const { pack, unseen } = rng.pick(fresh);
    const prompt = rng.pick(unseen);
    return { prompt, pack, memory: remember(memory, prompt.id) };
  }

  const oldest = memory.find((id) =>
    candidates.some((candidate) => candidate.playable.some((p) => p.id === id)),
  );
  const owner = candidates.find((candidate) => candidate.playable.some((p) => p.id === oldest));
  const prompt = owner?.playable.find((p) => p.id === oldest);
  if (!owner || !prompt) return null;
  return { prompt, pack: owner.pack, memory: remember(memory, prompt.id) };
}
