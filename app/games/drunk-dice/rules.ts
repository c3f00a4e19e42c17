import { z } from "zod/mini";
import { cappedDrink, cappedTurn, maxSipsPerDrink } from "#app/games/_engine/drink-caps.ts";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng } from "#app/games/_engine/rng.ts";
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
 * Drunk Dice, played as Three Man (docs/product-rules.md#drunk-dice), as one rule set
 * (docs/decisions/034-one-rule-set.md): the same rules play it on one phone passed round the
 * table and in a room, where the player with the dice rolls on their own phone. Who drinks
 * depends on the roll, the table's house rules and who holds the Three Man title; the rules
 * decide it and the boards only say it out loud.
 */

export const minDrunkDicePlayers = 3;
export const maxDrunkDicePlayers = 12;
const lowestTotal = 2;
const highestTotal = 12;
export const minSips = 1;
// A drink is at most what a card may ask (app/games/_engine/drink-caps.ts).
export const maxSips = maxSipsPerDrink;

/** What a total of two dice does under the house rules. */
export const totalOutcomes = [
  "nothing",
  "threeMan",
  "left",
  "right",
  "opposite",
  "everyone",
  "roller",
] as const;
export type TotalOutcome = (typeof totalOutcomes)[number];

export interface TotalRule {
  total: number;
  outcome: TotalOutcome;
}

export interface HouseRules {
  /** One rule for every total from 2 to 12, in order. */
  totals: TotalRule[];
  /** A die showing a 3 calls on Three Man, as a total of 3 does. */
  anyThree: boolean;
  /** A double lets the roller hand out as many sips as one die shows, at most a drink's cap. */
  doubles: boolean;
  /** Sips for each drink the table hands out (penalty points in alcohol-free mode). */
  sips: number;
}

const allTotals = Array.from(
  { length: highestTotal - lowestTotal + 1 },
  (_, index) => lowestTotal + index,
);

const classicOutcomes: Readonly<Record<number, TotalOutcome>> = {
  3: "threeMan",
  7: "left",
  9: "opposite",
  10: "everyone",
  11: "right",
};

/** The classic table: 3 Three Man, 7 left, 9 opposite, 10 everyone, 11 right. */
export const classicRules: HouseRules = {
  totals: allTotals.map((total) => ({ total, outcome: classicOutcomes[total] ?? "nothing" })),
  anyThree: true,
  doubles: true,
  sips: 1,
};

/** Why house rules are refused: codes of the `refusals` catalogue, with what fills them. */
const houseRulesRefusals = {
  sips: invalid("drunkDice.sips", { min: minSips, max: maxSips }),
  totals: invalid("drunkDice.totals", { min: lowestTotal, max: highestTotal }),
  endless: invalid("drunkDice.endless"),
} as const;

type HouseRulesProblem = keyof typeof houseRulesRefusals;

function isProblem(message: string | undefined): message is HouseRulesProblem {
  return message === "sips" || message === "totals" || message === "endless";
}

const houseRulesSchema = z.object({
  totals: z
    .array(z.object({ total: z.int(), outcome: z.enum(totalOutcomes) }), { error: "totals" })
    .check(
      z.refine(
        (rules) =>
          rules.length === allTotals.length &&
          allTotals.every((total, index) => rules[index]?.total === total),
        "totals",
      ),
    ),
  anyThree: z.boolean(),
  doubles: z.boolean(),
  // One refusal for every way the count can be wrong: not a number, not whole, out of range.
  sips: z.int({ error: "sips" }).check(z.gte(minSips, "sips"), z.lte(maxSips, "sips")),
});

export type Dice = readonly [number, number];

/** Everyone who must drink after a roll, and why. */
export type DrinkReason = "threeMan" | Exclude<TotalOutcome, "nothing">;

/** A player as a roll names them: their seat and the name they had then. */
export interface Seat {
  id: string;
  name: string;
}

export type RollEvent =
  | { kind: "newThreeMan"; player: Seat }
  | { kind: "drink"; reason: DrinkReason; players: Seat[]; sips: number }
  | { kind: "handOut"; player: Seat; sips: number }
  | { kind: "titlePassed"; from: Seat; to: Seat };

export interface RollResult {
  roller: Seat;
  dice: Dice;
  total: number;
  events: RollEvent[];
  /** Someone drank, so the roller goes again. */
  rollsAgain: boolean;
}

export interface DrunkDiceState {
  rules: HouseRules;
  /** The players round the table in seating order: newcomers sit down at the end. */
  circle: Seat[];
  /** Seat id of the player with the dice. */
  turn: string;
  /** Seat id of the Three Man, null until someone rolls the first 3. */
  threeMan: string | null;
  last: RollResult | null;
  /** Sips and points each player has been told to take, by seat; leavers' stay. */
  totals: RunningTotal[];
  /** Rolls made so far: a roll names the count it was made on. */
  rolls: number;
  rngState: number;
}

export const drunkDiceMoveSchema = z.discriminatedUnion("type", [
  /** `roll` is the view's `rolls`: a second tap on the same dice can't roll them twice. */
  z.object({ type: z.literal("roll"), roll: z.int().check(z.gte(0)) }),
  /** Checked whole by parseHouseRules, which says what is wrong. */
  z.object({ type: z.literal("houseRules"), rules: z.unknown() }),
]);

export type DrunkDiceMove = z.infer<typeof drunkDiceMoveSchema>;

/**
 * The house-rules form's schema: the table's own, read from fields named like
 * `totals[0].outcome`. A switch that is off sends nothing, so there it is off.
 */
export const houseRulesFormSchema = z.extend(houseRulesSchema, {
  anyThree: z._default(z.boolean(), false),
  doubles: z._default(z.boolean(), false),
});

/** The refusal for a problem the schema raised; any other one is about the totals. */
export function houseRulesRefusal(problem: string | undefined): Invalid {
  return houseRulesRefusals[isProblem(problem) ? problem : "totals"];
}

/** Checks house rules from the form, a move or storage; the refusal names what is wrong. */
export function parseHouseRules(input: unknown): HouseRules | Invalid {
  const parsed = houseRulesSchema.safeParse(input);
  if (!parsed.success) return houseRulesRefusal(parsed.error.issues[0]?.message);
  const rules = parsed.data;
  if (everyRollDrinks(rules)) return houseRulesRefusals.endless;
  return rules;
}

export function sameHouseRules(a: HouseRules, b: HouseRules): boolean {
  return (
    a.anyThree === b.anyThree &&
    a.doubles === b.doubles &&
    a.sips === b.sips &&
    a.totals.every((rule, index) => rule.outcome === b.totals[index]?.outcome)
  );
}

function outcomeFor(rules: HouseRules, total: number): TotalOutcome {
  return rules.totals.find((rule) => rule.total === total)?.outcome ?? "nothing";
}

/** True when no roll of the 36 lets the dice pass on: the turn would never end. */
function everyRollDrinks(rules: HouseRules): boolean {
  // Three Man held by someone else is the case where the most rolls make someone drink.
  const circle = ["a", "b", "c", "d"].map((id) => ({ id, name: id }));
  for (let a = 1; a <= 6; a += 1) {
    for (let b = 1; b <= 6; b += 1) {
      if (!resolveRoll(rules, circle, 0, 1, [a, b]).rollsAgain) return false;
    }
  }
  return true;
}

/** Seat index `offset` places round the table from `from` (positive is to the left). */
function around(count: number, from: number, offset: number): number {
  return (((from + offset) % count) + count) % count;
}

/**
 * What one roll does. `turn` (an index into `circle`) rolled `dice` while `threeMan` held the
 * title. The first 3 names the Three Man; after that each 3 (a die, if the house counts dice,
 * or the total) costs Three Man a drink, and a Three Man who rolls one passes the title left.
 */
export function resolveRoll(
  rules: HouseRules,
  circle: readonly Seat[],
  turn: number,
  threeMan: number | null,
  dice: Dice,
): RollResult & { threeMan: number | null } {
  const count = circle.length;
  const seat = (index: number): Seat => circle[index] ?? { id: "", name: "" };
  const total = dice[0] + dice[1];
  const outcome = outcomeFor(rules, total);
  const threes =
    (rules.anyThree ? dice.filter((face) => face === 3).length : 0) +
    (outcome === "threeMan" ? 1 : 0);
  const events: RollEvent[] = [];
  let holder = threeMan;

  if (threes > 0) {
    if (holder === null) {
      holder = turn;
      events.push({ kind: "newThreeMan", player: seat(turn) });
    } else {
      events.push({
        kind: "drink",
        reason: "threeMan",
        players: [seat(holder)],
        // Two 3s in one roll are two drinks, so the turn's cap holds, not the drink's.
        sips: cappedTurn(threes * rules.sips),
      });
      if (holder === turn) {
        const to = around(count, turn, 1);
        events.push({ kind: "titlePassed", from: seat(turn), to: seat(to) });
        holder = to;
      }
    }
  }

  const targets: Record<Exclude<TotalOutcome, "nothing" | "threeMan">, () => Seat[]> = {
    left: () => [seat(around(count, turn, 1))],
    right: () => [seat(around(count, turn, -1))],
    opposite: () => [seat(around(count, turn, Math.floor(count / 2)))],
    everyone: () => [...circle],
    roller: () => [seat(turn)],
  };
  if (outcome !== "nothing" && outcome !== "threeMan") {
    events.push({ kind: "drink", reason: outcome, players: targets[outcome](), sips: rules.sips });
  }

  if (rules.doubles && dice[0] === dice[1]) {
    events.push({ kind: "handOut", player: seat(turn), sips: cappedDrink(dice[0]) });
  }

  return {
    roller: seat(turn),
    dice,
    total,
    events,
    rollsAgain: events.some((event) => event.kind === "drink" || event.kind === "handOut"),
    threeMan: holder,
  };
}

/**
 * Sips per seat a roll's drinks add up to (a seat can drink twice in one roll, say as Three Man
 * and as everyone on a 10), never more than a turn's cap.
 */
function drinksBySeat(events: readonly RollEvent[]): Map<string, number> {
  const owed = new Map<string, number>();
  for (const event of events) {
    if (event.kind !== "drink") continue;
    for (const player of event.players) {
      owed.set(player.id, cappedTurn((owed.get(player.id) ?? 0) + event.sips));
    }
  }
  return owed;
}

function start(table: GameTable, seed: number): DrunkDiceState | Invalid {
  const refusal = tableSizeRefusal(table, minDrunkDicePlayers, maxDrunkDicePlayers);
  if (refusal) return refusal;
  const circle = table.players.map(({ id, name }) => ({ id, name }));
  return {
    rules: classicRules,
    circle,
    turn: circle[0]?.id ?? "",
    threeMan: null,
    last: null,
    totals: [],
    rolls: 0,
    rngState: seed >>> 0,
  };
}

/**
 * `state.turn` rolled `dice` at `table`: the drinks go on the tally in each drinker's unit, and
 * the dice stay or pass left. Moves roll from the state's rng; tests pass dice directly.
 */
export function applyRoll(state: DrunkDiceState, dice: Dice, table: GameTable): DrunkDiceState {
  const { circle } = state;
  const turn = Math.max(
    circle.findIndex((seat) => seat.id === state.turn),
    0,
  );
  const holder = circle.findIndex((seat) => seat.id === state.threeMan);
  const { threeMan, ...result } = resolveRoll(
    state.rules,
    circle,
    turn,
    holder === -1 ? null : holder,
    dice,
  );
  const owed = [...drinksBySeat(result.events)].map(([id, count]) => ({
    id,
    count,
    unit: unitOf(
      table.players.find((player) => player.id === id),
      table,
    ),
  }));
  const next = result.rollsAgain ? turn : around(circle.length, turn, 1);
  return {
    ...state,
    threeMan: threeMan === null ? null : (circle[threeMan]?.id ?? null),
    last: result,
    totals: withOwed(state.totals, owed),
    rolls: state.rolls + 1,
    turn: circle[next]?.id ?? state.turn,
  };
}

function move(
  state: DrunkDiceState,
  playerId: string,
  played: DrunkDiceMove,
  table: GameTable,
): DrunkDiceState | Invalid {
  if (!isSeated(table, playerId)) return invalid("notPlaying");
  switch (played.type) {
    case "roll": {
      const stale = outOfStep(
        state,
        { made: played.roll, current: state.rolls, isNext: false },
        "drunkDice.alreadyRolled",
      );
      if (stale) return stale;
      if (playerId !== state.turn) return invalid("notYourTurn");
      const rng = createRng(state.rngState);
      const dice: Dice = [rng.int(6) + 1, rng.int(6) + 1];
      return { ...applyRoll(state, dice, table), rngState: rng.state() };
    }
    case "houseRules": {
      // The house's rules are the host's to set: one phone passed round is its own host.
      if (playerId !== table.hostId) return invalid("drunkDice.hostSetsRules");
      const rules = parseHouseRules(played.rules);
      return isInvalid(rules) ? rules : { ...state, rules };
    }
  }
}

/**
 * Someone sat down, left or changed how they drink. Newcomers join the circle at the end; a
 * leaver's dice pass to the next player round, and a Three Man who left leaves the title free
 * for the next 3.
 */
function seatsChanged(state: DrunkDiceState, table: GameTable): DrunkDiceState {
  const circle = circleWith(state.circle, table);
  const next = turnWith(state.circle, state.turn, table) ?? state.turn;
  const threeMan =
    state.threeMan !== null && isSeated(table, state.threeMan) ? state.threeMan : null;
  return { ...state, circle, turn: next, threeMan };
}

/** A player in a view: who they are, their tally, and the unit they take it in now. */
export interface DrunkDicePlayerView extends Seat {
  sips: number;
  points: number;
  unit: DrinkUnit;
}

export type DrunkDiceEventView =
  | Exclude<RollEvent, { kind: "drink" }>
  | {
      kind: "drink";
      reason: DrinkReason;
      players: (Seat & { unit: DrinkUnit })[];
      sips: number;
    };

export interface DrunkDiceView {
  rules: HouseRules;
  /** What a roll sends back as `roll`. */
  rolls: number;
  onTurn: Seat | null;
  myTurn: boolean;
  threeMan: Seat | null;
  /** The circle in seating order, with what each has taken so far. */
  players: DrunkDicePlayerView[];
  last: {
    roller: Seat;
    dice: Dice;
    total: number;
    events: DrunkDiceEventView[];
    rollsAgain: boolean;
  } | null;
  /** What this phone's player takes for the last roll, in their unit; null when nothing. */
  mine: { count: number; unit: DrinkUnit } | null;
  /** Sips this phone's player hands out for a double, in `handOutUnit`. */
  myHandOut: number | null;
  handOutUnit: DrinkUnit;
}

function view(state: DrunkDiceState, playerId: string, table: GameTable): DrunkDiceView {
  const unitOfSeat = (id: string) =>
    unitOf(
      table.players.find((player) => player.id === id),
      table,
    );
  const seatOf = (id: string | null) => state.circle.find((seat) => seat.id === id) ?? null;
  const onTurn = seatOf(state.turn);
  const me = table.players.find((player) => player.id === playerId);
  const { last } = state;
  const mine = last && me ? (drinksBySeat(last.events).get(me.id) ?? 0) : 0;
  const handOut = last?.events.find((event) => event.kind === "handOut");
  return {
    rules: state.rules,
    rolls: state.rolls,
    onTurn,
    myTurn: onTurn !== null && onTurn.id === playerId,
    threeMan: seatOf(state.threeMan),
    players: tallied(state.circle, state.totals, table),
    last: last && {
      ...last,
      events: last.events.map((event) =>
        event.kind === "drink"
          ? {
              ...event,
              players: event.players.map((player) => ({ ...player, unit: unitOfSeat(player.id) })),
            }
          : event,
      ),
    },
    mine: me && mine > 0 ? { count: mine, unit: unitOfSeat(me.id) } : null,
    myHandOut: handOut && me && handOut.player.id === me.id ? handOut.sips : null,
    handOutUnit: table.alcoholFree ? "points" : "sips",
  };
}

export const rules: GameRules<DrunkDiceState, DrunkDiceMove, DrunkDiceView> = {
  moveSchema: drunkDiceMoveSchema,
  minPlayers: minDrunkDicePlayers,
  maxPlayers: maxDrunkDicePlayers,
  setup: start,
  move,
  seatsChanged,
  view,
  // Three Man has no end: the table stops when it has had enough.
  isOver: () => false,
};

const die = z.int().check(z.gte(1), z.lte(6));
const count = z.int().check(z.gte(0));
const seatSchema = z.object({ id: z.string(), name: z.string() });

const rollEventSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("newThreeMan"), player: seatSchema }),
  z.object({
    kind: z.literal("drink"),
    reason: z.enum(["threeMan", "left", "right", "opposite", "everyone", "roller"]),
    players: z.array(seatSchema).check(z.minLength(1)),
    sips: count,
  }),
  z.object({ kind: z.literal("handOut"), player: seatSchema, sips: count }),
  z.object({ kind: z.literal("titlePassed"), from: seatSchema, to: seatSchema }),
]);

const drunkDiceStateSchema = z
  .object({
    rules: z.unknown(),
    circle: z.array(seatSchema).check(z.maxLength(maxDrunkDicePlayers * 4)),
    turn: z.string(),
    threeMan: z.nullable(z.string()),
    last: z.nullable(
      z
        .object({
          roller: seatSchema,
          dice: z.tuple([die, die]),
          total: z.int().check(z.gte(lowestTotal), z.lte(highestTotal)),
          events: z.array(rollEventSchema),
          rollsAgain: z.boolean(),
        })
        .check(z.refine((last) => last.total === last.dice[0] + last.dice[1])),
    ),
    totals: z.array(z.object({ id: z.string(), sips: count, points: count })),
    rolls: count,
    rngState: count.check(z.lte(0xffffffff)),
  })
  .check(
    z.refine(
      (state) =>
        (state.circle.length === 0 || state.circle.some((seat) => seat.id === state.turn)) &&
        (state.threeMan === null || state.circle.some((seat) => seat.id === state.threeMan)),
    ),
  );

/** A game kept on the device, checked whole before it is played on; anything else is null. */
export function parseDrunkDiceState(input: unknown): DrunkDiceState | null {
  const parsed = drunkDiceStateSchema.safeParse(input);
  if (!parsed.success) return null;
  const rules = parseHouseRules(parsed.data.rules);
  return isInvalid(rules) ? null : { ...parsed.data, rules };
}
