import { pickPrompt } from "./prompt-picker.ts";
import type { Pack, PackSwitch, PromptKind } from "./packs.ts";
import { fillPlayerNames } from "./players.ts";
import { createRng } from "./rng.ts";

/** A card on the table: a prompt with names filled in, or the end of a virus rule. */
export interface Card {
  id: string;
  text: string;
  kind: PromptKind | "cured";
  packId: string;
  game: string;
}

/** A multi-turn rule in force: it ends after `remaining` more cards with its cure card. */
export interface ActiveVirus {
  promptId: string;
  packId: string;
  game: string;
  text: string;
  cure: string;
  remaining: number;
}

export interface DeckState {
  current: Card | null;
  memory: string[];
  viruses: ActiveVirus[];
  rngState: number;
  /** Cards drawn so far, cured cards included. */
  drawn: number;
}

export interface DrawOptions {
  packs: readonly Pack[];
  switches: readonly PackSwitch[];
  players: readonly string[];
  /** Truth-or-dare: 0 truths, 1 dares. */
  list?: number;
}

export function newDeck(seed: number, memory: readonly string[] = []): DeckState {
  return { current: null, memory: [...memory], viruses: [], rngState: seed >>> 0, drawn: 0 };
}

// Name filling keeps a virus's rule and its cure about the same people.
const separator = "\u0000";

/**
 * The next card. A virus whose time is up comes back first as its "cured" card; otherwise a
 * fresh prompt is drawn (SPEC §4 selection) and every running virus counts one card down.
 */
export function drawCard(state: DeckState, options: DrawOptions): DeckState {
  const expired = state.viruses.find((virus) => virus.remaining <= 0);
  if (expired) {
    return {
      ...state,
      current: {
        id: `${expired.promptId}:cured`,
        text: expired.cure,
        kind: "cured",
        packId: expired.packId,
        game: expired.game,
      },
      viruses: state.viruses.filter((virus) => virus !== expired),
      drawn: state.drawn + 1,
    };
  }

  const rng = createRng(state.rngState);
  const pick = pickPrompt({
    packs: options.packs,
    switches: options.switches,
    memory: state.memory,
    playerCount: options.players.length,
    list: options.list,
    rng,
  });
  if (!pick) return { ...state, current: null, rngState: rng.state() };

  const { prompt, pack } = pick;
  const [text = "", cure = ""] = fillPlayerNames(
    prompt.virus ? `${prompt.text}${separator}${prompt.virus.cure}` : prompt.text,
    options.players,
    rng,
  ).split(separator);
  const counted = state.viruses.map((virus) => ({ ...virus, remaining: virus.remaining - 1 }));
  const viruses = prompt.virus
    ? [
        ...counted,
        {
          promptId: prompt.id,
          packId: pack.id,
          game: pack.game,
          text,
          cure,
          remaining: prompt.virus.turns,
        },
      ]
    : counted;

  return {
    current: { id: prompt.id, text, kind: prompt.kind, packId: pack.id, game: pack.game },
    memory: pick.memory,
    viruses,
    rngState: rng.state(),
    drawn: state.drawn + 1,
  };
}
