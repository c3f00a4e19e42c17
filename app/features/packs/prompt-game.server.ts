import { randomInt } from "node:crypto";
import { drawCard, newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { playablePack, sentPack, type SentPack } from "#app/games/_engine/pack-content.ts";
import {
  dealtLevels,
  defaultLevels,
  initialSwitches,
  type Pack,
  type PackLevel,
  type PackSwitch,
} from "#app/games/_engine/packs.ts";
import type { RequestUser } from "#app/domain/session-user.ts";
import { defaultLanguage, type Language } from "#app/i18n/language.ts";
import { promptMemorySize } from "#app/games/_engine/prompt-picker.ts";
import { builtInPackEntries, promptGames, type BuiltInPack } from "./built-in-packs.server.ts";
import type { Database } from "#db/client.server.ts";
import { premiumPacksOf } from "./premium-packs.server.ts";

export interface PromptGameData {
  /** The game's packs as written (the browser fills in ids and kinds); locked ones empty. */
  packs: SentPack[];
  /** The first card, drawn here so it is in the HTML at first paint; null when the game needs players first. */
  deck: DeckState;
}

/** What a game deals from, worked out once: the content is part of the build. */
interface GameDeck {
  entries: readonly (BuiltInPack & { game: string })[];
  oneList: boolean;
  /** Every pack in play, premium ones included; the switches keep locked ones off. */
  packs: readonly Pack[];
  /** What a visitor with no premium pack is sent. */
  sentLocked: SentPack[];
}

/**
 * A game's packs in a language; Mix deals from every prompt game's, truths and dares in one
 * stream. A game with no pack in the language deals its English ones rather than nothing.
 */
function entriesOf(game: string, language: Language) {
  const games = game === "mix" ? promptGames.filter((other) => other !== "squiffy") : [game];
  return games.flatMap((each) => {
    const entries = builtInPackEntries(each);
    const inLanguage = entries.filter((entry) => entry.content.language === language);
    const dealt =
      inLanguage.length > 0
        ? inLanguage
        : entries.filter((entry) => entry.content.language === defaultLanguage);
    return dealt.map((entry) => ({ ...entry, game: each }));
  });
}

function send(deck: Omit<GameDeck, "packs" | "sentLocked">, unlocked: ReadonlySet<string>) {
  return deck.entries.map((entry) =>
    sentPack(entry.game, entry.content, {
      locked: entry.pack.premium && !unlocked.has(entry.pack.id),
      oneList: deck.oneList,
    }),
  );
}

const noUnlocks: ReadonlySet<string> = new Set();
const decks = new Map<string, GameDeck>();

function gameDeck(game: string, language: Language): GameDeck {
  const key = `${game} ${language}`;
  const known = decks.get(key);
  if (known) return known;
  const shape = { entries: entriesOf(game, language), oneList: game === "mix" };
  const everyPack = new Set(shape.entries.map((entry) => entry.pack.id));
  const deck = {
    ...shape,
    // Dealt from just what the browser rebuilds from the sent packs (the same ids and kinds).
    packs: send(shape, everyPack).map(playablePack),
    sentLocked: send(shape, noUnlocks),
  };
  decks.set(key, deck);
  return deck;
}

export interface PromptGameOptions {
  dealFirstCard: boolean;
  list?: number;
  /** The premium packs this visitor may play (premiumPacksOf); none for visitors. */
  unlockedPremium?: ReadonlySet<string>;
  /** The language whose packs are dealt; English when not said. */
  language?: Language;
  /** Cards this page already showed without its script (`?seen=`, shownInAddress): not dealt again. */
  shown?: readonly string[];
}

const promptIdShape = /^[a-z0-9-]+:\d{1,2}:\d{1,4}$/;

/**
 * The cards a page dealt on the server showed before (its Next is a plain link while the page's
 * script isn't running, docs/product-rules.md#prompt-selection): the ids in `?seen=`, the last 40
 * at most. Anything that isn't a card id is passed over.
 */
export function shownInAddress(url: URL): string[] {
  const ids = (url.searchParams.get("seen") ?? "")
    .split(",")
    .filter((id) => promptIdShape.test(id));
  return ids.slice(-promptMemorySize);
}

export function loadPromptGame(game: string, options: PromptGameOptions): PromptGameData {
  const unlockedPremium = options.unlockedPremium ?? noUnlocks;
  const dealing = gameDeck(game, options.language ?? defaultLanguage);
  const packs = unlockedPremium.size === 0 ? dealing.sentLocked : send(dealing, unlockedPremium);
  const deck = newDeck(randomInt(2 ** 31), options.shown);
  if (!options.dealFirstCard) return { packs, deck };
  // The server can't see the table's levels: it deals the default ones, and the tab deals again
  // when its table picked others (adoptTable).
  const switches = initialSwitches(
    dealing.packs,
    {},
    { explicitAllowed: false, unlockedPremium, levels: defaultLevels, alcoholFree: false },
  );
  const dealt = drawCard(deck, {
    packs: dealing.packs,
    switches,
    players: [],
    list: options.list,
  });
  return { packs, deck: dealt };
}

/**
 * A game's packs in a language other than the page's, for a table that plays in several
 * (GET /api/prompt-packs), with the premium packs the request's visitor may play.
 */
export async function promptPacksFor(
  { visitor }: PromptVisitor,
  game: string,
  language: Language,
): Promise<SentPack[]> {
  return loadPromptGame(game, {
    dealFirstCard: false,
    unlockedPremium: await premiumPacksOf(visitor),
    language,
  }).packs;
}

/** Who a request's prompt game is for, handed over by its route. */
export interface PromptVisitor {
  db: Database;
  visitor: RequestUser;
  /** The request's language. */
  language: Language;
}

/** loadPromptGame in the request's language, with the premium packs its visitor may play. */
export async function loadPromptGameFor(
  { visitor, language }: PromptVisitor,
  game: string,
  options: Omit<PromptGameOptions, "unlockedPremium" | "language">,
): Promise<PromptGameData> {
  return loadPromptGame(game, {
    ...options,
    unlockedPremium: await premiumPacksOf(visitor),
    language,
  });
}

const noPacks: RoomDeal = { packs: [], switches: [] };

export interface RoomDeal {
  packs: readonly Pack[];
  switches: readonly PackSwitch[];
}

const roomDeals = new Map<string, RoomDeal>();

/**
 * What a room deals from (docs/decisions/027-rooms.md): the game's packs in the room's language,
 * the free ones and the premium ones the host may play (docs/decisions/038-premium-in-rooms.md),
 * explicit ones switched on only when every player allows them, occasion ones off, and only the
 * levels the host picked, wild only while every player allows 18+ and the room drinks. A game
 * without prompt packs deals nothing; Who Would Rather, played only in rooms, has packs of its
 * own, and Mix deals from every prompt game's but Squiffy's.
 */
export function roomDeal(
  game: string,
  language: Language,
  explicitAllowed: boolean,
  unlockedPremium: ReadonlySet<string> = noUnlocks,
  table: { levels: readonly PackLevel[]; alcoholFree: boolean } = {
    levels: defaultLevels,
    alcoholFree: false,
  },
): RoomDeal {
  const { packs } = gameDeck(game, language);
  if (packs.length === 0) return noPacks;
  // Remembered per set of premium packs this game deals, not per host: hosts with Premium
  // share one deal whatever else they own.
  const premium = packs.filter((pack) => pack.premium && unlockedPremium.has(pack.id));
  const rules = { explicitAllowed, unlockedPremium, ...table };
  const levels = [...dealtLevels(rules)].join(",");
  const key = `${game} ${language} ${explicitAllowed} ${table.alcoholFree} ${levels} ${premium.map((pack) => pack.id).join(" ")}`;
  const known = roomDeals.get(key);
  if (known) return known;
  const dealt = packs.filter((pack) => !pack.premium || unlockedPremium.has(pack.id));
  const wanted = Object.fromEntries(
    dealt.map((pack) => [pack.id, (!pack.explicit || explicitAllowed) && !pack.occasion]),
  );
  const deal = {
    packs: dealt,
    switches: initialSwitches(dealt, wanted, rules),
  };
  roomDeals.set(key, deal);
  return deal;
}
