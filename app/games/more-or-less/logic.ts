import { z } from "zod/mini";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng, type Rng } from "#app/games/_engine/rng.ts";

/**
 * More or Less (docs/product-rules.md#more-or-less), in teams. The team on turn sees a known item
 * with its value and a new item from the same category, and says whether the new value is more or
 * less. A right guess adds one to the team's streak, and the new item becomes the known one. The
 * team may bank its streak as points and pass the phone; a wrong guess loses the streak unbanked,
 * costs the team as many sips as the streak was long (at least one), and passes the phone. Every
 * team plays once a round; the game ends after the set number of rounds. No item is shown as a new
 * item twice in one game.
 */
export const categories = [
  "population",
  "mountain",
  "building",
  "river",
  "island",
  "film",
  "album",
  "first",
] as const;
export type Category = (typeof categories)[number];

export const units = ["people", "m", "km", "km2", "year"] as const;
export type Unit = (typeof units)[number];

export interface Item {
  id: string;
  category: Category;
  name: string;
  value: number;
  unit: Unit;
  /** The year the value stands for (for a release year, the year itself). */
  year: number;
  source: string;
}

export type Guess = "more" | "less";

export const minTeams = 2;
export const maxTeams = 6;
export const maxTeamName = 20;
export const minRounds = 1;
export const maxRounds = 10;
export const defaultRounds = 3;
const vetoesPerTeam = 1;
/**
 * Values closer than this (relative) are never paired: the sources themselves disagree at
 * that precision, and a coin toss isn't a question. Years only need to differ.
 */
const minRelativeGap = 0.05;

export interface Team {
  name: string;
  /** Banked points: right guesses the team stopped on in time. */
  points: number;
  sips: number;
  bestStreak: number;
  /** Free vetoes left: a veto swaps the new item for another, no penalty. */
  vetoes: number;
}

export interface Reveal {
  team: number;
  guess: Guess;
  right: boolean;
  known: string;
  challenger: string;
  /** Sips the team takes for a wrong guess; 0 for a right one. */
  sips: number;
}

export interface MoreOrLessState {
  teams: Team[];
  turn: number;
  /** 1-based; a round is every team taking one turn. */
  round: number;
  rounds: number;
  streak: number;
  category: Category;
  known: string;
  challenger: string;
  /** Every item shown so far, in order. */
  used: string[];
  rngState: number;
  phase: "guessing" | "revealed" | "over";
  reveal: Reveal | null;
  endedBy: "rounds" | "outOfItems" | "endGame" | null;
}

export interface MoreOrLessOptions {
  teamNames: readonly string[];
  rounds: number;
}

export type OptionsProblem = "teamCount" | "blankName" | "nameTooLong" | "duplicateName" | "rounds";

/** What is wrong with these teams and rounds, as a code the board can put into words; null when nothing. */
export function optionsProblemCode(options: MoreOrLessOptions): OptionsProblem | null {
  const names = options.teamNames.map((name) => name.trim());
  if (names.length < minTeams || names.length > maxTeams) return "teamCount";
  if (names.some((name) => name === "")) return "blankName";
  if (names.some((name) => name.length > maxTeamName)) return "nameTooLong";
  if (new Set(names.map((name) => name.toLocaleLowerCase())).size !== names.length) {
    return "duplicateName";
  }
  if (
    !Number.isInteger(options.rounds) ||
    options.rounds < minRounds ||
    options.rounds > maxRounds
  ) {
    return "rounds";
  }
  return null;
}

const problemReasons: Record<OptionsProblem, string> = {
  teamCount: `Play with ${minTeams}–${maxTeams} teams`,
  blankName: "Give every team a name",
  nameTooLong: `Keep team names to ${maxTeamName} characters`,
  duplicateName: "Every team needs a different name",
  rounds: `Play ${minRounds}–${maxRounds} rounds`,
};

/** Why these teams and rounds can't make a game, or null when they can. */
export function optionsProblem(options: MoreOrLessOptions): string | null {
  const code = optionsProblemCode(options);
  return code ? problemReasons[code] : null;
}

/** True when the two values are far enough apart to ask about. */
export function askable(known: Item, challenger: Item): boolean {
  if (known.category !== challenger.category || known.value === challenger.value) return false;
  if (known.unit === "year") return true;
  const larger = Math.max(known.value, challenger.value);
  return Math.abs(known.value - challenger.value) / larger >= minRelativeGap;
}

function byId(items: readonly Item[]): Map<string, Item> {
  return new Map(items.map((item) => [item.id, item]));
}

function challengersFor(known: Item, items: readonly Item[], used: ReadonlySet<string>): Item[] {
  return items.filter((item) => !used.has(item.id) && item.id !== known.id && askable(known, item));
}

/** The next new item against `known`, or null when its category has none left to ask. */
function nextChallenger(
  known: Item,
  items: readonly Item[],
  used: ReadonlySet<string>,
  rng: Rng,
): Item | null {
  const candidates = challengersFor(known, items, used);
  return candidates.length > 0 ? rng.pick(candidates) : null;
}

/** A fresh pair of unused items, from a category other than `avoid` when one has any left. */
function freshPair(
  items: readonly Item[],
  used: ReadonlySet<string>,
  rng: Rng,
  avoid: Category | null,
): { known: Item; challenger: Item } | null {
  const pairable = (category: Category) =>
    items.some(
      (item) =>
        item.category === category &&
        !used.has(item.id) &&
        challengersFor(item, items, used).length > 0,
    );
  const open = categories.filter(pairable);
  const preferred = open.filter((category) => category !== avoid);
  const pool = preferred.length > 0 ? preferred : open;
  if (pool.length === 0) return null;
  const category = rng.pick(pool);
  const knowns = items.filter(
    (item) =>
      item.category === category &&
      !used.has(item.id) &&
      challengersFor(item, items, used).length > 0,
  );
  const known = rng.pick(knowns);
  const challenger = rng.pick(challengersFor(known, items, used));
  return { known, challenger };
}

function newTeam(name: string): Team {
  return { name: name.trim(), points: 0, sips: 0, bestStreak: 0, vetoes: vetoesPerTeam };
}

export function setup(
  options: MoreOrLessOptions,
  items: readonly Item[],
  seed: number,
): MoreOrLessState | Invalid {
  const problem = optionsProblem(options);
  if (problem) return invalid(problem);
  const rng = createRng(seed);
  const pair = freshPair(items, new Set(), rng, null);
  if (!pair) return invalid("There are not enough items to play with");
  return {
    teams: options.teamNames.map(newTeam),
    turn: 0,
    round: 1,
    rounds: options.rounds,
    streak: 0,
    category: pair.known.category,
    known: pair.known.id,
    challenger: pair.challenger.id,
    used: [pair.known.id, pair.challenger.id],
    rngState: rng.state(),
    phase: "guessing",
    reveal: null,
    endedBy: null,
  };
}

/** The team on turn says whether the new item's value is more or less than the known one. */
export function guess(
  state: MoreOrLessState,
  choice: Guess,
  items: readonly Item[],
): MoreOrLessState | Invalid {
  if (state.phase !== "guessing") return invalid("There is no question to answer");
  const lookup = byId(items);
  const known = lookup.get(state.known);
  const challenger = lookup.get(state.challenger);
  if (!known || !challenger) return invalid("This question's items are missing");
  const right = choice === "more" ? challenger.value > known.value : challenger.value < known.value;
  const sips = right ? 0 : Math.max(1, state.streak);
  const streak = right ? state.streak + 1 : 0;
  const teams = state.teams.map((team, index) =>
    index !== state.turn
      ? team
      : {
          ...team,
          sips: team.sips + sips,
          bestStreak: Math.max(team.bestStreak, streak),
        },
  );
  return {
    ...state,
    teams,
    streak,
    phase: "revealed",
    reveal: {
      team: state.turn,
      guess: choice,
      right,
      known: known.id,
      challenger: challenger.id,
      sips,
    },
  };
}

/** A right guess: the shown value becomes the known one, against a new item (same category while it lasts). */
function carryOn(state: MoreOrLessState, items: readonly Item[]): MoreOrLessState {
  const rng = createRng(state.rngState);
  const used = new Set(state.used);
  const known = byId(items).get(state.challenger);
  const challenger = known ? nextChallenger(known, items, used, rng) : null;
  if (known && challenger) {
    return {
      ...state,
      known: known.id,
      challenger: challenger.id,
      used: [...state.used, challenger.id],
      rngState: rng.state(),
      phase: "guessing",
      reveal: null,
    };
  }
  const pair = freshPair(items, used, rng, state.category);
  if (!pair) return { ...state, phase: "over", endedBy: "outOfItems", reveal: null };
  return {
    ...state,
    category: pair.known.category,
    known: pair.known.id,
    challenger: pair.challenger.id,
    used: [...state.used, pair.known.id, pair.challenger.id],
    rngState: rng.state(),
    phase: "guessing",
    reveal: null,
  };
}

/** The phone goes to the next team with a fresh pair from another category. */
function passTurn(state: MoreOrLessState, items: readonly Item[]): MoreOrLessState {
  const turn = (state.turn + 1) % state.teams.length;
  const round = turn === 0 ? state.round + 1 : state.round;
  if (round > state.rounds) {
    return { ...state, streak: 0, phase: "over", endedBy: "rounds", reveal: null };
  }
  const rng = createRng(state.rngState);
  const pair = freshPair(items, new Set(state.used), rng, state.category);
  if (!pair) return { ...state, streak: 0, phase: "over", endedBy: "outOfItems", reveal: null };
  return {
    ...state,
    turn,
    round,
    streak: 0,
    category: pair.known.category,
    known: pair.known.id,
    challenger: pair.challenger.id,
    used: [...state.used, pair.known.id, pair.challenger.id],
    rngState: rng.state(),
    phase: "guessing",
    reveal: null,
  };
}

/** After the answer has been seen: the same team goes on after a right guess, the next team after a wrong one. */
export function next(state: MoreOrLessState, items: readonly Item[]): MoreOrLessState | Invalid {
  if (state.phase !== "revealed" || !state.reveal) return invalid("Answer the question first");
  return state.reveal.right ? carryOn(state, items) : passTurn(state, items);
}

/** The team stops while it's ahead: the streak is banked as points and the phone moves on. */
export function bank(state: MoreOrLessState, items: readonly Item[]): MoreOrLessState | Invalid {
  if (state.phase === "over") return invalid("The game is over");
  if (state.phase === "revealed" && state.reveal && !state.reveal.right) {
    return invalid("A wrong guess has nothing to bank");
  }
  if (state.streak < 1) return invalid("Get one right before you bank");
  const teams = state.teams.map((team, index) =>
    index === state.turn ? { ...team, points: team.points + state.streak } : team,
  );
  return passTurn({ ...state, teams }, items);
}

/** The team on turn uses its free veto: a different new item, same known one, no penalty. */
export function veto(state: MoreOrLessState, items: readonly Item[]): MoreOrLessState | Invalid {
  if (state.phase !== "guessing") return invalid("There is no question to veto");
  const team = state.teams[state.turn];
  if (!team || team.vetoes <= 0) return invalid("This team has used its veto");
  const rng = createRng(state.rngState);
  const used = new Set(state.used);
  const known = byId(items).get(state.known);
  const challenger = known ? nextChallenger(known, items, used, rng) : null;
  if (!challenger) return invalid("There is no other question to swap in");
  const teams = state.teams.map((candidate, index) =>
    index === state.turn ? { ...candidate, vetoes: candidate.vetoes - 1 } : candidate,
  );
  return {
    ...state,
    teams,
    challenger: challenger.id,
    used: [...state.used, challenger.id],
    rngState: rng.state(),
  };
}

/** The table stops early: an unbanked streak is lost, sips already taken stay taken. */
export function endGame(state: MoreOrLessState): MoreOrLessState | Invalid {
  if (state.phase === "over") return invalid("The game is over");
  return { ...state, phase: "over", endedBy: "endGame", reveal: null, streak: 0 };
}

export function isOver(state: MoreOrLessState): boolean {
  return state.phase === "over";
}

/** Teams best first: most points, then fewest sips. */
export function standings(state: MoreOrLessState): Team[] {
  return [...state.teams].sort((a, b) => b.points - a.points || a.sips - b.sips);
}

/** The team(s) on top; more than one is a tie. Empty until the game is over. */
export function winners(state: MoreOrLessState): Team[] {
  if (!isOver(state)) return [];
  const [best] = standings(state);
  if (!best) return [];
  return state.teams.filter((team) => team.points === best.points && team.sips === best.sips);
}

/** Same teams and rounds, fresh scores and items. */
export function rematch(
  state: MoreOrLessState,
  items: readonly Item[],
  seed: number,
): MoreOrLessState | Invalid {
  return setup(
    { teamNames: state.teams.map((team) => team.name), rounds: state.rounds },
    items,
    seed,
  );
}

const teamSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(maxTeamName)),
  points: z.int().check(z.gte(0)),
  sips: z.int().check(z.gte(0)),
  bestStreak: z.int().check(z.gte(0)),
  vetoes: z.int().check(z.gte(0), z.lte(vetoesPerTeam)),
});

const stateSchema = z.object({
  teams: z.array(teamSchema).check(z.minLength(minTeams), z.maxLength(maxTeams)),
  turn: z.int().check(z.gte(0)),
  round: z.int().check(z.gte(1)),
  rounds: z.int().check(z.gte(minRounds), z.lte(maxRounds)),
  streak: z.int().check(z.gte(0)),
  category: z.enum(categories),
  known: z.string(),
  challenger: z.string(),
  used: z.array(z.string()),
  rngState: z.int().check(z.gte(0)),
  phase: z.enum(["guessing", "revealed", "over"]),
  reveal: z.nullable(
    z.object({
      team: z.int().check(z.gte(0)),
      guess: z.enum(["more", "less"]),
      right: z.boolean(),
      known: z.string(),
      challenger: z.string(),
      sips: z.int().check(z.gte(0)),
    }),
  ),
  endedBy: z.nullable(z.enum(["rounds", "outOfItems", "endGame"])),
});

/**
 * A saved game read back (storage can hold anything, including an older or edited copy):
 * null unless it is a whole game these items can go on with.
 */
export function parseState(value: unknown, items: readonly Item[]): MoreOrLessState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  const ids = byId(items);
  if (state.turn >= state.teams.length || state.round > state.rounds) return null;
  if (
    new Set(state.teams.map((team) => team.name.toLocaleLowerCase())).size !== state.teams.length
  ) {
    return null;
  }
  // The phase says what else is there: an answer only while it is shown, a reason once over.
  if ((state.phase === "revealed") !== (state.reveal !== null)) return null;
  if ((state.phase === "over") !== (state.endedBy !== null)) return null;
  if (state.reveal && state.reveal.team !== state.turn) return null;
  if (!state.used.includes(state.known) || !state.used.includes(state.challenger)) return null;
  if (![state.known, state.challenger, ...state.used].every((id) => ids.has(id))) return null;
  return state;
}
