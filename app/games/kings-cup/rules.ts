import { z } from "zod/mini";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng, shuffle } from "#app/games/_engine/rng.ts";
import { cappedDrink } from "#app/games/_engine/drink-caps.ts";
import {
  tallied,
  unitOf,
  withOwed,
  type DrinkUnit,
  type RunningTotal,
} from "#app/games/_engine/room-drinks.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { circleWith, isSeated, turnWith } from "#app/games/_engine/room-seating.ts";
import { tableSizeRefusal } from "#app/games/_engine/table-seats.ts";

/**
 * King's Cup, also played as Ring of Fire (docs/product-rules.md#kings-cup), as one rule set
 * (docs/decisions/034-one-rule-set.md): the same rules play it on one phone passed round the
 * table and in a room, where the player on turn draws on their own phone. The whole shuffled
 * deck, the card turned, the house rules and the rules the table made are in the state, so a
 * reload turns the very next card of the same deck.
 */

export const minKingsCupPlayers = 2;
export const maxKingsCupPlayers = 12;
export const deckSize = 52;
export const minSips = 1;
/** No card costs more (docs/content-rules.md): the King's Cup included. */
export const maxSips = 3;
/** The fourth king ends the game. */
export const kingsInDeck = 4;
export const minRuleLength = 3;
export const maxRuleLength = 80;

export const suits = ["spades", "hearts", "diamonds", "clubs"] as const;
export type Suit = (typeof suits)[number];

/** A playing card: rank 1 is the ace, 11 the jack, 12 the queen, 13 the king. */
export interface Card {
  rank: number;
  suit: Suit;
}

export const king = 13;
/** The ranks the house rules set: every rank but the king, whose cup ends the game. */
export const houseRanks = Array.from({ length: king - 1 }, (_, index) => index + 1);

/** What a card below the king asks of the table. */
export const cardRules = [
  "waterfall",
  "you",
  "me",
  "floor",
  "thumbMaster",
  "social",
  "heaven",
  "mate",
  "rhyme",
  "categories",
  "makeRule",
  "questionMaster",
  "neverHaveIEver",
  "snakeEyes",
  "bustRhyme",
] as const;
export type CardRule = (typeof cardRules)[number];

/** Rules with a holder: the drawer keeps the power until someone draws the same rule. */
export const heldRules = ["thumbMaster", "questionMaster", "snakeEyes"] as const;
export type HeldRule = (typeof heldRules)[number];

function isHeld(rule: CardRule): rule is HeldRule {
  return heldRules.some((held) => held === rule);
}

export interface RankRule {
  rank: number;
  rule: CardRule;
  /** What the card costs whoever it makes drink: a sip count, or points in alcohol-free mode. */
  sips: number;
}

export interface HouseRules {
  /** One rule for every rank from the ace to the queen, in order. */
  ranks: RankRule[];
}

function rulesOf(entries: readonly [CardRule, number][]): HouseRules {
  return {
    ranks: entries.map(([rule, sips], index) => ({ rank: index + 1, rule, sips })),
  };
}

/** The King's Cup table (content/articles/en/kings-cup.mdx). */
export const classicRules: HouseRules = rulesOf([
  ["waterfall", 3],
  ["you", 1],
  ["me", 1],
  ["floor", 1],
  ["thumbMaster", 1],
  ["social", 1],
  ["heaven", 1],
  ["mate", 1],
  ["rhyme", 1],
  ["categories", 1],
  ["makeRule", 1],
  ["questionMaster", 1],
]);

/** The Ring of Fire table (content/articles/en/ring-of-fire.mdx): same ring, other jobs. */
export const ringOfFireRules: HouseRules = rulesOf([
  ["waterfall", 3],
  ["you", 2],
  ["me", 3],
  ["floor", 1],
  ["neverHaveIEver", 1],
  ["snakeEyes", 1],
  ["heaven", 1],
  ["mate", 1],
  ["bustRhyme", 1],
  ["categories", 1],
  ["makeRule", 1],
  ["questionMaster", 1],
]);

export const presets = { classic: classicRules, ringOfFire: ringOfFireRules } as const;

const houseRulesRefusals = {
  sips: invalid("kingsCup.sips", { min: minSips, max: maxSips }),
  ranks: invalid("kingsCup.ranks"),
} as const;

const houseRulesSchema = z.object({
  ranks: z
    .array(
      z.object({
        rank: z.int(),
        rule: z.enum(cardRules),
        // One refusal for every way a count can be wrong: not a number, not whole, out of range.
        sips: z.int({ error: "sips" }).check(z.gte(minSips, "sips"), z.lte(maxSips, "sips")),
      }),
      { error: "ranks" },
    )
    .check(
      z.refine(
        (ranks) =>
          ranks.length === houseRanks.length &&
          houseRanks.every((rank, index) => ranks[index]?.rank === rank),
        "ranks",
      ),
    ),
});

/** The house-rules form's schema: the table's own, read from fields named like `ranks[0].sips`. */
export const houseRulesFormSchema = houseRulesSchema;

/** The refusal for a problem the schema raised; any other one is about the ranks. */
export function houseRulesRefusal(problem: string): Invalid {
  return problem === "sips" ? houseRulesRefusals.sips : houseRulesRefusals.ranks;
}

/** Checks house rules from the form, a move or storage; the refusal names what is wrong. */
export function parseHouseRules(input: unknown): HouseRules | Invalid {
  const parsed = houseRulesSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const sipsWrong = parsed.error.issues.some((issue) => issue.message === "sips");
  return houseRulesRefusal(sipsWrong ? "sips" : "ranks");
}

export function sameHouseRules(a: HouseRules, b: HouseRules): boolean {
  return a.ranks.every(
    (entry, index) => entry.rule === b.ranks[index]?.rule && entry.sips === b.ranks[index]?.sips,
  );
}

/** A player as the game names them: their seat and the name they had then. */
export interface Seat {
  id: string;
  name: string;
}

/** What the turned card does: a house rule, or a king's part in the cup. */
export type PlayedRule = CardRule | "kingsCup" | "lastKing";

export interface Turned {
  card: Card;
  by: Seat;
  rule: PlayedRule;
  /**
   * Sips (or points) the card names: the house rule's count; for a king, what is in the cup
   * now; for the last king, what its drawer takes from the cup.
   */
  sips: number;
}

/**
 * Who the turned card's drink goes to, as far as the app can count it: the drawer, everyone at
 * the table, the one player the table names once the round is played ("who was last down?"),
 * or nobody yet (a king feeds the cup; a power, a mate or a made rule costs someone later).
 */
export type DrinkTaker = "drawer" | "everyone" | "named" | "none";

export function takerOf(rule: PlayedRule, alcoholFree: boolean): DrinkTaker {
  switch (rule) {
    case "me":
    case "lastKing":
      return "drawer";
    case "social":
      return "everyone";
    // Alcohol-free, the Waterfall is a counting round: whoever stumbles takes the points.
    case "waterfall":
      return alcoholFree ? "named" : "everyone";
    case "you":
    case "floor":
    case "heaven":
    case "rhyme":
    case "categories":
    case "neverHaveIEver":
    case "bustRhyme":
      return "named";
    case "thumbMaster":
    case "questionMaster":
    case "snakeEyes":
    case "mate":
    case "makeRule":
    case "kingsCup":
      return "none";
  }
}

/** A rule typed in by a player who drew a "make a rule" card; it holds for the rest of the game. */
export interface MadeRule {
  text: string;
  by: Seat;
}

export interface KingsCupState {
  rules: HouseRules;
  /** The cards still face down, in the order they will be drawn. */
  deck: Card[];
  /** Cards turned so far: a draw names the count it was made on. */
  drawn: number;
  kings: number;
  turned: Turned | null;
  /** The turned card asks its drawer to make a rule, and they haven't yet. */
  ruleToMake: boolean;
  madeRules: MadeRule[];
  holders: { rule: HeldRule; by: Seat }[];
  /** The players round the table in seating order: newcomers sit down at the end. */
  circle: Seat[];
  /** What each seat has been handed this game, in sips and in points, by seat id. */
  totals: RunningTotal[];
  /** The turned card's drink waits for the table to name who took it. */
  takerToName: boolean;
  /** Who the table named for the turned card's drink. */
  taker: Seat | null;
  /** Seat id of the player who draws next. */
  turn: string;
  /** Where the rng stands after the last shuffle: the next game's deck comes from here. */
  rngState: number;
}

/** Sips in the King's Cup after `kings` kings: one a king, never more than `maxSips`. */
export function cupSips(kings: number): number {
  return Math.min(kings, maxSips);
}

export function isOver(state: Pick<KingsCupState, "kings">): boolean {
  return state.kings >= kingsInDeck;
}

export function freshDeck(): Card[] {
  return suits.flatMap((suit) =>
    Array.from({ length: king }, (_, index) => ({ rank: index + 1, suit })),
  );
}

export const kingsCupMoveSchema = z.discriminatedUnion("type", [
  /** `drawn` is the view's `drawn`: a second tap on the same card can't draw two. */
  z.object({ type: z.literal("draw"), drawn: z.int().check(z.gte(0)) }),
  z.object({ type: z.literal("makeRule"), text: z.string().check(z.maxLength(500)) }),
  z.object({ type: z.literal("skipRule") }),
  /** The table names who took the turned card's drink; `drawn` is the view's, as for a draw. */
  z.object({
    type: z.literal("tookIt"),
    drawn: z.int().check(z.gte(0)),
    player: z.string().check(z.maxLength(200)),
  }),
  /** A new deck once the fourth king is out; the house rules stay. */
  z.object({ type: z.literal("rematch") }),
  /** Checked whole by parseHouseRules, which says what is wrong. */
  z.object({ type: z.literal("houseRules"), rules: z.unknown() }),
]);

export type KingsCupMove = z.infer<typeof kingsCupMoveSchema>;

/** A typed rule as it is kept: control characters gone, runs of spaces made one. */
export function tidyRule(text: string): string {
  return text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Checks a rule a player typed; the refusal says what is wrong. */
export function checkMadeRule(text: string, made: readonly MadeRule[]): string | Invalid {
  const tidy = tidyRule(text);
  if ([...tidy].length < minRuleLength || [...tidy].length > maxRuleLength) {
    return invalid("kingsCup.ruleLength", { min: minRuleLength, max: maxRuleLength });
  }
  const same = (other: string) => other.localeCompare(tidy, undefined, { sensitivity: "base" });
  if (made.some((rule) => same(rule.text) === 0)) return invalid("kingsCup.ruleRepeated");
  return tidy;
}

function start(table: GameTable, seed: number): KingsCupState | Invalid {
  const refusal = tableSizeRefusal(table, minKingsCupPlayers, maxKingsCupPlayers);
  if (refusal) return refusal;
  const circle = table.players.map(({ id, name }) => ({ id, name }));
  return freshGame(classicRules, circle, circle[0]?.id ?? "", seed);
}

/** A newly shuffled deck for `circle` under `rules`, `turn` drawing first. */
function freshGame(rules: HouseRules, circle: Seat[], turn: string, seed: number): KingsCupState {
  const rng = createRng(seed);
  const deck = shuffle(freshDeck(), rng);
  return {
    rules,
    deck,
    drawn: 0,
    kings: 0,
    turned: null,
    ruleToMake: false,
    madeRules: [],
    holders: [],
    circle,
    totals: [],
    takerToName: false,
    taker: null,
    turn,
    rngState: rng.state(),
  };
}

/**
 * The game's totals with `sips` of the turned card handed to `seats`, each in their own unit
 * (points in alcohol-free mode or for a player not drinking). One card is one drink, so it is
 * capped as a drink is (app/games/_engine/drink-caps.ts).
 */
function handed(
  totals: readonly RunningTotal[],
  seats: readonly Seat[],
  sips: number,
  table: GameTable,
): RunningTotal[] {
  const count = cappedDrink(sips);
  if (count === 0) return [...totals];
  return withOwed(
    totals,
    seats.map((seat) => ({
      id: seat.id,
      count,
      unit: unitOf(
        table.players.find((player) => player.id === seat.id),
        table,
      ),
    })),
  );
}

function ruleFor(rules: HouseRules, rank: number): RankRule {
  return rules.ranks.find((entry) => entry.rank === rank) ?? { rank, rule: "social", sips: 1 };
}

/**
 * The next card off the deck, played by `state.turn`; the turn passes left. A drink the card
 * gives the drawer or everyone goes on the tally now; one the table must name waits for it.
 */
function draw(state: KingsCupState, table: GameTable): KingsCupState {
  const [card, ...deck] = state.deck;
  if (!card) return state;
  const by = state.circle.find((seat) => seat.id === state.turn) ?? { id: "", name: "" };
  const at = state.circle.findIndex((seat) => seat.id === state.turn);
  const next = state.circle[(at + 1) % state.circle.length]?.id ?? state.turn;
  const kings = state.kings + (card.rank === king ? 1 : 0);
  let turned: Turned;
  if (card.rank === king) {
    turned = { card, by, rule: isOver({ kings }) ? "lastKing" : "kingsCup", sips: cupSips(kings) };
  } else {
    const { rule, sips } = ruleFor(state.rules, card.rank);
    turned = { card, by, rule, sips };
  }
  const rule = turned.rule;
  const holders =
    rule !== "kingsCup" && rule !== "lastKing" && isHeld(rule)
      ? [...state.holders.filter((holder) => holder.rule !== rule), { rule, by }]
      : state.holders;
  const taker = takerOf(rule, table.alcoholFree);
  const seated = state.circle.filter((seat) => isSeated(table, seat.id));
  const drinkers = taker === "drawer" ? [by] : taker === "everyone" ? seated : [];
  return {
    ...state,
    totals: handed(state.totals, drinkers, turned.sips, table),
    takerToName: taker === "named",
    taker: null,
    deck,
    drawn: state.drawn + 1,
    kings,
    turned,
    ruleToMake: rule === "makeRule",
    holders,
    turn: next,
  };
}

/** A move made on another card than the one on the table now: a tap that crossed a draw. */
function offCard(state: KingsCupState, drawn: number, reason: string): Invalid | null {
  return outOfStep(null, { made: drawn, current: state.drawn, isNext: false }, reason);
}

function move(
  state: KingsCupState,
  playerId: string,
  played: KingsCupMove,
  table: GameTable,
): KingsCupState | Invalid {
  if (!isSeated(table, playerId)) return invalid("notPlaying");
  switch (played.type) {
    case "draw": {
      const stale = offCard(state, played.drawn, "kingsCup.alreadyDrawn");
      if (stale) return stale;
      if (isOver(state)) return invalid("kingsCup.over");
      if (state.ruleToMake) {
        return invalid("kingsCup.ruleFirst", { name: state.turned?.by.name ?? "" });
      }
      if (playerId !== state.turn) return invalid("notYourTurn");
      return draw(state, table);
    }
    case "tookIt": {
      const stale = offCard(state, played.drawn, "cardChanged");
      if (stale) return stale;
      if (!state.takerToName || !state.turned) return invalid("kingsCup.nothingToCount");
      const taker = state.circle.find((seat) => seat.id === played.player);
      if (!taker || !isSeated(table, taker.id)) return invalid("playerGone");
      return {
        ...state,
        totals: handed(state.totals, [taker], state.turned.sips, table),
        takerToName: false,
        taker,
      };
    }
    case "makeRule":
    case "skipRule": {
      if (!state.ruleToMake || !state.turned) return invalid("kingsCup.noRuleToMake");
      if (playerId !== state.turned.by.id) {
        return invalid("kingsCup.notYourRule", { name: state.turned.by.name });
      }
      if (played.type === "skipRule") return { ...state, ruleToMake: false };
      const text = checkMadeRule(played.text, state.madeRules);
      if (isInvalid(text)) return text;
      return {
        ...state,
        ruleToMake: false,
        madeRules: [...state.madeRules, { text, by: state.turned.by }],
      };
    }
    case "rematch": {
      if (!isOver(state)) return invalid("kingsCup.notOver");
      // Whoever would have drawn next opens the new game.
      return freshGame(state.rules, state.circle, state.turn, state.rngState);
    }
    case "houseRules": {
      // The house's rules are the host's to set: one phone passed round is its own host.
      if (playerId !== table.hostId) return invalid("kingsCup.hostSetsRules");
      const rules = parseHouseRules(played.rules);
      return isInvalid(rules) ? rules : { ...state, rules };
    }
  }
}

/**
 * Someone sat down, left or changed how they drink. Newcomers join the circle at the end; a
 * leaver's turn passes to the next player round, a power they held is free again, and a rule
 * they were about to make is let go. The rules they made stay: the table still plays by them.
 */
function seatsChanged(state: KingsCupState, table: GameTable): KingsCupState {
  const circle = circleWith(state.circle, table);
  const turn = turnWith(state.circle, state.turn, table) ?? circle[0]?.id ?? state.turn;
  const drawerLeft = state.turned !== null && !isSeated(table, state.turned.by.id);
  return {
    ...state,
    circle,
    turn,
    holders: state.holders.filter((holder) => isSeated(table, holder.by.id)),
    ruleToMake: state.ruleToMake && !drawerLeft,
  };
}

/** A player in a view: their seat, what they have been handed this game and their unit now. */
export interface KingsCupPlayerView extends Seat {
  sips: number;
  points: number;
  unit: DrinkUnit;
}

export interface KingsCupView {
  rules: HouseRules;
  /** What a draw sends back as `drawn`. */
  drawn: number;
  cardsLeft: number;
  deckSize: number;
  kings: number;
  /** Sips (or points) in the King's Cup now. */
  cup: number;
  turned: Turned | null;
  /** The unit the turned card's drawer takes their share in. */
  drawerUnit: DrinkUnit;
  /** The unit the table's cards are read in: points for the whole room in alcohol-free mode. */
  unit: DrinkUnit;
  /** Someone at a drinking table plays for points: the card's sips are points for them. */
  someNotDrinking: boolean;
  /** Whoever must type a rule before the next card, when someone must. */
  ruleMaker: Seat | null;
  myRule: boolean;
  madeRules: MadeRule[];
  holders: { rule: HeldRule; by: Seat }[];
  onTurn: Seat | null;
  myTurn: boolean;
  isHost: boolean;
  over: boolean;
  /** The circle in seating order, with the tally of what each has been handed. */
  players: KingsCupPlayerView[];
  /** The turned card's drink waits for the table to name who took it. */
  takerToName: boolean;
  /** Who the table named for the turned card's drink. */
  taker: Seat | null;
}

/** What a phone shows: everything but the order of the cards still face down. */
function view(state: KingsCupState, playerId: string, table: GameTable): KingsCupView {
  const onTurn = state.circle.find((seat) => seat.id === state.turn) ?? null;
  const ruleMaker = state.ruleToMake ? (state.turned?.by ?? null) : null;
  const drawer = table.players.find((player) => player.id === state.turned?.by.id);
  return {
    rules: state.rules,
    drawn: state.drawn,
    cardsLeft: state.deck.length,
    deckSize,
    kings: state.kings,
    cup: cupSips(state.kings),
    turned: state.turned,
    drawerUnit: unitOf(drawer, table),
    unit: table.alcoholFree ? "points" : "sips",
    someNotDrinking: !table.alcoholFree && table.players.some((player) => player.notDrinking),
    ruleMaker,
    myRule: ruleMaker !== null && ruleMaker.id === playerId,
    madeRules: state.madeRules,
    holders: state.holders,
    onTurn,
    myTurn: onTurn !== null && onTurn.id === playerId && !isOver(state) && !state.ruleToMake,
    isHost: playerId === table.hostId,
    over: isOver(state),
    players: tallied(state.circle, state.totals, table),
    takerToName: state.takerToName,
    taker: state.taker,
  };
}

export const rules: GameRules<KingsCupState, KingsCupMove, KingsCupView> = {
  moveSchema: kingsCupMoveSchema,
  minPlayers: minKingsCupPlayers,
  maxPlayers: maxKingsCupPlayers,
  setup: start,
  move,
  seatsChanged,
  view,
  isOver,
};

const count = z.int().check(z.gte(0));
const seatSchema = z.object({ id: z.string(), name: z.string() });
const cardSchema = z.object({
  rank: z.int().check(z.gte(1), z.lte(king)),
  suit: z.enum(suits),
});

const kingsCupStateSchema = z
  .object({
    rules: z.unknown(),
    deck: z.array(cardSchema).check(z.maxLength(deckSize)),
    drawn: count.check(z.lte(deckSize)),
    kings: count.check(z.lte(kingsInDeck)),
    turned: z.nullable(
      z.object({
        card: cardSchema,
        by: seatSchema,
        rule: z.enum([...cardRules, "kingsCup", "lastKing"]),
        sips: z.int().check(z.gte(minSips), z.lte(maxSips)),
      }),
    ),
    ruleToMake: z.boolean(),
    madeRules: z
      .array(z.object({ text: z.string().check(z.maxLength(maxRuleLength)), by: seatSchema }))
      .check(z.maxLength(deckSize)),
    holders: z.array(z.object({ rule: z.enum(heldRules), by: seatSchema })),
    circle: z.array(seatSchema).check(z.maxLength(maxKingsCupPlayers * 4)),
    // Saved before the tally: they resume with an empty one.
    totals: z.optional(
      z
        .array(z.object({ id: z.string(), sips: count, points: count }))
        .check(z.maxLength(maxKingsCupPlayers * 4)),
    ),
    takerToName: z.optional(z.boolean()),
    taker: z.optional(z.nullable(seatSchema)),
    turn: z.string(),
    rngState: count.check(z.lte(0xffffffff)),
  })
  .check(
    z.refine(
      (state) =>
        state.deck.length + state.drawn === deckSize &&
        new Set(state.deck.map((card) => `${card.rank}${card.suit}`)).size === state.deck.length &&
        state.deck.filter((card) => card.rank === king).length + state.kings === kingsInDeck &&
        (state.turned === null) === (state.drawn === 0) &&
        (state.circle.length === 0 || state.circle.some((seat) => seat.id === state.turn)),
    ),
  );

/** A game kept on the device, checked whole before it is played on; anything else is null. */
export function parseKingsCupState(input: unknown): KingsCupState | null {
  const parsed = kingsCupStateSchema.safeParse(input);
  if (!parsed.success) return null;
  const rules = parseHouseRules(parsed.data.rules);
  if (isInvalid(rules)) return null;
  const { totals = [], takerToName = false, taker = null } = parsed.data;
  return { ...parsed.data, rules, totals, takerToName, taker };
}
