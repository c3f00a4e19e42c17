import { z } from "zod/mini";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import type { Rng } from "#app/games/_engine/rng.ts";

/**
 * Drunk Dice, played as Three Man (docs/product-rules.md#drunk-dice). Who drinks depends on the
 * roll, the table's house rules and who holds the Three Man title; the rules below decide it and
 * the board only says it out loud.
 */

export const minDrunkDicePlayers = 3;
export const maxDrunkDicePlayers = 12;
const lowestTotal = 2;
const highestTotal = 12;
export const minSips = 1;
export const maxSips = 5;

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
  /** A double lets the roller hand out as many sips as one die shows. */
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

export const houseRulesErrors = {
  sips: `Sips per drink must be a whole number from ${minSips} to ${maxSips}`,
  totals: `Every total from ${lowestTotal} to ${highestTotal} needs exactly one rule`,
  endless: "With these rules every roll makes someone drink, so the dice would never pass on",
} as const;

const houseRulesSchema = z.object({
  totals: z
    .array(z.object({ total: z.int(), outcome: z.enum(totalOutcomes) }), {
      error: houseRulesErrors.totals,
    })
    .check(
      z.refine(
        (rules) =>
          rules.length === allTotals.length &&
          allTotals.every((total, index) => rules[index]?.total === total),
        houseRulesErrors.totals,
      ),
    ),
  anyThree: z.boolean(),
  doubles: z.boolean(),
  // One message for every way the count can be wrong: not a number, not whole, out of range.
  sips: z
    .int({ error: houseRulesErrors.sips })
    .check(z.gte(minSips, houseRulesErrors.sips), z.lte(maxSips, houseRulesErrors.sips)),
});

export type Dice = readonly [number, number];

/** Everyone who must drink after a roll, and why. */
export type DrinkReason = "threeMan" | Exclude<TotalOutcome, "nothing">;

export type RollEvent =
  | { kind: "newThreeMan"; player: string }
  | { kind: "drink"; reason: DrinkReason; players: string[]; sips: number }
  | { kind: "handOut"; player: string; sips: number }
  | { kind: "titlePassed"; from: string; to: string };

export interface RollResult {
  roller: string;
  dice: Dice;
  total: number;
  events: RollEvent[];
  /** Someone drank, so the roller goes again. */
  rollsAgain: boolean;
}

export interface DrunkDiceState {
  rules: HouseRules;
  players: string[];
  /** Index of the player with the dice. */
  turn: number;
  /** Index of the Three Man, null until someone rolls the first 3. */
  threeMan: number | null;
  last: RollResult | null;
  /** Sips (or points) each player has been told to drink, by index. */
  tally: number[];
  rolls: number;
}

/** Checks house rules from the form or from storage; the reason names what is wrong. */
export function parseHouseRules(input: unknown): HouseRules | Invalid {
  const parsed = houseRulesSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? houseRulesErrors.totals);
  const rules = parsed.data;
  if (everyRollDrinks(rules)) return invalid(houseRulesErrors.endless);
  return rules;
}

function outcomeFor(rules: HouseRules, total: number): TotalOutcome {
  return rules.totals.find((rule) => rule.total === total)?.outcome ?? "nothing";
}

/** True when no roll of the 36 lets the dice pass on: the turn would never end. */
function everyRollDrinks(rules: HouseRules): boolean {
  // Three Man held by someone else is the case where the most rolls make someone drink.
  const players = ["a", "b", "c", "d"];
  for (let a = 1; a <= 6; a += 1) {
    for (let b = 1; b <= 6; b += 1) {
      if (!resolveRoll(rules, players, 0, 1, [a, b]).rollsAgain) return false;
    }
  }
  return true;
}

/** Seat index `offset` places round the table from `from` (positive is to the left). */
function seat(count: number, from: number, offset: number): number {
  return (((from + offset) % count) + count) % count;
}

/**
 * What one roll does. `turn` rolled `dice` while `threeMan` held the title. The first
 * 3 names the Three Man; after that each 3 (a die, if the house counts dice, or the
 * total) costs Three Man a drink, and a Three Man who rolls one passes the title left.
 */
export function resolveRoll(
  rules: HouseRules,
  players: readonly string[],
  turn: number,
  threeMan: number | null,
  dice: Dice,
): RollResult & { threeMan: number | null } {
  const count = players.length;
  const name = (index: number) => players[index] ?? "";
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
      events.push({ kind: "newThreeMan", player: name(turn) });
    } else {
      events.push({
        kind: "drink",
        reason: "threeMan",
        players: [name(holder)],
        sips: threes * rules.sips,
      });
      if (holder === turn) {
        const to = seat(count, turn, 1);
        events.push({ kind: "titlePassed", from: name(turn), to: name(to) });
        holder = to;
      }
    }
  }

  const targets: Record<Exclude<TotalOutcome, "nothing" | "threeMan">, () => string[]> = {
    left: () => [name(seat(count, turn, 1))],
    right: () => [name(seat(count, turn, -1))],
    opposite: () => [name(seat(count, turn, Math.floor(count / 2)))],
    everyone: () => [...players],
    roller: () => [name(turn)],
  };
  if (outcome !== "nothing" && outcome !== "threeMan") {
    events.push({ kind: "drink", reason: outcome, players: targets[outcome](), sips: rules.sips });
  }

  if (rules.doubles && dice[0] === dice[1]) {
    events.push({ kind: "handOut", player: name(turn), sips: dice[0] });
  }

  return {
    roller: name(turn),
    dice,
    total,
    events,
    rollsAgain: events.some((event) => event.kind === "drink" || event.kind === "handOut"),
    threeMan: holder,
  };
}

export function setup(
  names: readonly string[],
  rules: HouseRules = classicRules,
): DrunkDiceState | Invalid {
  if (names.length < minDrunkDicePlayers) {
    return invalid(`Three Man needs at least ${minDrunkDicePlayers} players`);
  }
  if (names.length > maxDrunkDicePlayers) {
    return invalid(`Three Man takes at most ${maxDrunkDicePlayers} players`);
  }
  const checked = parseHouseRules(rules);
  if (isInvalid(checked)) return checked;
  return {
    rules: checked,
    players: [...names],
    turn: 0,
    threeMan: null,
    last: null,
    tally: names.map(() => 0),
    rolls: 0,
  };
}

/** Applies a roll of known dice: the roll itself comes from `roll`, tests pass dice directly. */
export function applyRoll(state: DrunkDiceState, dice: Dice): DrunkDiceState {
  const { threeMan, ...result } = resolveRoll(
    state.rules,
    state.players,
    state.turn,
    state.threeMan,
    dice,
  );
  const tally = [...state.tally];
  for (const event of result.events) {
    if (event.kind !== "drink") continue;
    for (const player of event.players) {
      const index = state.players.indexOf(player);
      tally[index] = (tally[index] ?? 0) + event.sips;
    }
  }
  return {
    ...state,
    threeMan,
    last: result,
    tally,
    rolls: state.rolls + 1,
    turn: result.rollsAgain ? state.turn : seat(state.players.length, state.turn, 1),
  };
}

export function roll(state: DrunkDiceState, rng: Rng): DrunkDiceState {
  return applyRoll(state, [rng.int(6) + 1, rng.int(6) + 1]);
}

/** New house rules take effect from the next roll; the table and the title stay. */
export function changeRules(state: DrunkDiceState, rules: unknown): DrunkDiceState | Invalid {
  const checked = parseHouseRules(rules);
  if (isInvalid(checked)) return checked;
  return { ...state, rules: checked };
}

const die = z.int().check(z.gte(1), z.lte(6));
const sipCount = z.int().check(z.gte(0));
const playerName = z.string().check(z.minLength(1));

const rollEventSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("newThreeMan"), player: playerName }),
  z.object({
    kind: z.literal("drink"),
    reason: z.enum(["threeMan", "left", "right", "opposite", "everyone", "roller"]),
    players: z.array(playerName).check(z.minLength(1)),
    sips: sipCount,
  }),
  z.object({ kind: z.literal("handOut"), player: playerName, sips: sipCount }),
  z.object({ kind: z.literal("titlePassed"), from: playerName, to: playerName }),
]);

const drunkDiceStateSchema = z
  .object({
    rules: z.unknown(),
    players: z
      .array(playerName)
      .check(z.minLength(minDrunkDicePlayers), z.maxLength(maxDrunkDicePlayers)),
    turn: z.int().check(z.gte(0)),
    threeMan: z.nullable(z.int().check(z.gte(0))),
    last: z.nullable(
      z
        .object({
          roller: playerName,
          dice: z.tuple([die, die]),
          total: z.int().check(z.gte(lowestTotal), z.lte(highestTotal)),
          events: z.array(rollEventSchema),
          rollsAgain: z.boolean(),
        })
        .check(z.refine((last) => last.total === last.dice[0] + last.dice[1])),
    ),
    tally: z.array(sipCount),
    rolls: z.int().check(z.gte(0)),
  })
  .check(
    z.refine(
      (state) =>
        state.turn < state.players.length &&
        (state.threeMan === null || state.threeMan < state.players.length) &&
        state.tally.length === state.players.length,
    ),
  );

/** A game kept on the device, checked whole before it is played on; anything else is null. */
export function parseDrunkDiceState(input: unknown): DrunkDiceState | null {
  const parsed = drunkDiceStateSchema.safeParse(input);
  if (!parsed.success) return null;
  const rules = parseHouseRules(parsed.data.rules);
  return isInvalid(rules) ? null : { ...parsed.data, rules };
}
