import { randomInt } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { drawCard, newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { initialSwitches, type Pack } from "#app/games/_engine/packs.ts";
import { builtInPacks, promptGames } from "./built-in-packs.server.ts";
import { premiumPacksOf } from "./premium-packs.server.ts";

/** A pack as the browser gets it: a locked premium pack carries its name, not its prompts. */
export interface PlayablePack extends Pack {
  locked: boolean;
  promptCount: number;
}

export interface PromptGameData {
  packs: PlayablePack[];
  /** The first card, drawn here so it is in the HTML at first paint; null when the game needs players first. */
  deck: DeckState;
}

function toPlayable(pack: Pack, unlockedPremium: ReadonlySet<string>): PlayablePack {
  const promptCount = pack.lists.reduce((sum, list) => sum + list.elements.length, 0);
  const locked = pack.premium && !unlockedPremium.has(pack.id);
  return {
    ...pack,
    locked,
    promptCount,
    lists: locked ? pack.lists.map(() => ({ elements: [] })) : pack.lists,
  };
}

/** Mix deals from every prompt game's packs, truths and dares in one stream (DESIGN.md §9). */
function mixPacks(): Pack[] {
  return promptGames
    .filter((game) => game !== "squiffy")
    .flatMap((game) => builtInPacks(game))
    .map((pack) => ({
      ...pack,
      lists: [{ elements: pack.lists.flatMap((list) => list.elements) }],
    }));
}

export interface PromptGameOptions {
  dealFirstCard: boolean;
  list?: number;
  /** The premium packs this visitor may play (premiumPacksOf); none for visitors. */
  unlockedPremium?: ReadonlySet<string>;
}

const noUnlocks: ReadonlySet<string> = new Set();

export function loadPromptGame(game: string, options: PromptGameOptions): PromptGameData {
  const unlockedPremium = options.unlockedPremium ?? noUnlocks;
  const packs = (game === "mix" ? mixPacks() : builtInPacks(game)).map((pack) =>
    toPlayable(pack, unlockedPremium),
  );
  const deck = newDeck(randomInt(2 ** 31));
  if (!options.dealFirstCard) return { packs, deck };
  const switches = initialSwitches(packs, {}, { explicitAllowed: false, unlockedPremium });
  return { packs, deck: drawCard(deck, { packs, switches, players: [], list: options.list }) };
}

/** loadPromptGame with the premium packs the request's visitor may play. */
export async function loadPromptGameFor(
  context: Readonly<RouterContextProvider>,
  game: string,
  options: Omit<PromptGameOptions, "unlockedPremium">,
): Promise<PromptGameData> {
  return loadPromptGame(game, {
    ...options,
    unlockedPremium: await premiumPacksOf(context),
  });
}
