import { z } from "zod/mini";
import { cappedDrink } from "#app/games/_engine/drink-caps.ts";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import { createRng, type Rng } from "#app/games/_engine/rng.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { isSeated } from "#app/games/_engine/room-seating.ts";
import { teamsOfSeated, teamsWithNewcomers } from "#app/games/_engine/room-teams.ts";

/**
 * More or Less (docs/product-rules.md#more-or-less), in teams, one rule set for one phone and a
 * room (docs/decisions/034-one-rule-set.md). The team on turn sees a known item with its value and
 * a new item from the same category, and says whether the new value is more or less. A right
 * guess adds one to the team's streak, and the new item becomes the known one. The team may bank
 * its streak as points and pass the turn; a wrong guess loses the streak unbanked, costs the team
 * as many sips as the streak was long (at least one, at most a drink's cap), and passes the turn. Every team plays once
 * a round; the game ends after the set number of rounds. No item is shown as a new item twice.
 *
 * On one phone the teams are names the table typed in (its table has no seats): the phone
 * answers for the team on turn. In a room the players are dealt round the table into teams, and
 * each player of the team on turn votes on their own phone; the team's answer is the majority of
 * its votes once all are in (or the host closes the vote), and a tie goes to the answer voted
 * first. Whoever drinks is told so on their own phone.
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

export const guesses = ["more", "less"] as const;
export type Guess = (typeof guesses)[number];

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

export interface Seat {
  id: string;
  name: string;
}

export interface Team {
  /** The name the table gave it; null for a room's team, which the board calls "Team 2". */
  name: string | null;
  /** The players who vote for it, in seating order; none on one phone. */
  members: Seat[];
  /** Banked points: right guesses the team stopped on in time. */
  points: number;
  sips: number;
  bestStreak: number;
  /** Free vetoes left: a veto swaps the new item for another, no penalty. */
  vetoes: number;
}

export interface Vote {
  seat: string;
  guess: Guess;
}

export interface Reveal {
  team: number;
  guess: Guess;
  right: boolean;
  known: string;
  challenger: string;
  /** Sips the team takes for a wrong guess; 0 for a right one. */
  sips: number;
  /** How the team voted: one vote for the phone passed round. */
  votes: { more: number; less: number };
  /** The votes were level: the answer voted first counted. */
  tie: boolean;
  /** Who drank for a wrong guess: the team's players at the time. */
  drinkers: Seat[];
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
  /** Counts the questions asked: votes name it, so one can't land on the next question. */
  question: number;
  /** Every item shown so far, in order. */
  used: string[];
  /** This question's votes, oldest first; a changed vote moves to the end. */
  votes: Vote[];
  /** Questions answered this game: teams and rounds are fixed from the first. */
  answered: number;
  rngState: number;
  phase: "guessing" | "revealed" | "over";
  reveal: Reveal | null;
  endedBy: "rounds" | "outOfItems" | "endGame" | null;
}

export type OptionsProblem = "teamCount" | "blankName" | "nameTooLong" | "duplicateName" | "rounds";

/** What is wrong with these team names and rounds, as a code; null when nothing. */
export function optionsProblemCode(options: {
  teamNames: readonly string[];
  rounds: number;
}): OptionsProblem | null {
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

const problemRefusals: Record<OptionsProblem, Invalid> = {
  teamCount: invalid("moreOrLess.teamCount", { min: minTeams, max: maxTeams }),
  blankName: invalid("moreOrLess.blankName"),
  nameTooLong: invalid("moreOrLess.nameTooLong", { max: maxTeamName }),
  duplicateName: invalid("moreOrLess.duplicateName"),
  rounds: invalid("moreOrLess.rounds", { min: minRounds, max: maxRounds }),
};

export const itemSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/, "Item ids are lower-case words joined by dashes")),
  category: z.enum(categories),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  value: z.number().check(z.positive()),
  unit: z.enum(units),
  year: z.int().check(z.gte(1800), z.lte(2100)),
  source: z.string().check(z.trim(), z.minLength(3)),
});

/** What the game is played with (`table.content`): the items, named in the table's language. */
export const moreOrLessContentSchema = z.object({ items: z.array(itemSchema) });

export type MoreOrLessContent = z.infer<typeof moreOrLessContentSchema>;

interface Items {
  list: readonly Item[];
  byId: ReadonlyMap<string, Item>;
}

// A room's content is one object per language for the life of the process, and a phone's one for
// the page: each is checked once, not on every move and view.
const checked = new WeakMap<object, Items | null>();

function itemsOf(table: GameTable): Items | null {
  const { content } = table;
  if (typeof content !== "object" || content === null) return null;
  const known = checked.get(content);
  if (known !== undefined) return known;
  const parsed = moreOrLessContentSchema.safeParse(content);
  const items = parsed.success
    ? { list: parsed.data.items, byId: new Map(parsed.data.items.map((item) => [item.id, item])) }
    : null;
  checked.set(content, items);
  return items;
}

/** True when the two values are far enough apart to ask about. */
export function askable(known: Item, challenger: Item): boolean {
  if (known.category !== challenger.category || known.value === challenger.value) return false;
  if (known.unit === "year") return true;
  const larger = Math.max(known.value, challenger.value);
  return Math.abs(known.value - challenger.value) / larger >= minRelativeGap;
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
  const knownsOf = (category: Category) =>
    items.filter(
      (item) =>
        item.category === category &&
        !used.has(item.id) &&
        challengersFor(item, items, used).length > 0,
    );
  const open = categories.filter((category) => knownsOf(category).length > 0);
  const preferred = open.filter((category) => category !== avoid);
  const pool = preferred.length > 0 ? preferred : open;
  if (pool.length === 0) return null;
  const known = rng.pick(knownsOf(rng.pick(pool)));
  const challenger = rng.pick(challengersFor(known, items, used));
  return { known, challenger };
}

function newTeam(name: string | null, members: Seat[] = []): Team {
  return { name, members, points: 0, sips: 0, bestStreak: 0, vetoes: vetoesPerTeam };
}

function seatsOf(table: GameTable): Seat[] {
  return table.players.map(({ id, name }) => ({ id, name }));
}

/** The table's players dealt round it into `count` teams: first to team 1, second to team 2… */
function dealt(table: GameTable, count: number): Seat[][] {
  const teams = Array.from({ length: count }, (): Seat[] => []);
  seatsOf(table).forEach((seat, index) => teams[index % count]?.push(seat));
  return teams;
}

function setup(table: GameTable, seed: number): MoreOrLessState | Invalid {
  const items = itemsOf(table);
  if (!items) return invalid("moreOrLess.noItems");
  const rng = createRng(seed);
  const pair = freshPair(items.list, new Set(), rng, null);
  if (!pair) return invalid("moreOrLess.noItems");
  return {
    teams: dealt(table, minTeams).map((members) => newTeam(null, members)),
    turn: 0,
    round: 1,
    rounds: defaultRounds,
    streak: 0,
    category: pair.known.category,
    known: pair.known.id,
    challenger: pair.challenger.id,
    question: 1,
    used: [pair.known.id, pair.challenger.id],
    votes: [],
    answered: 0,
    rngState: rng.state(),
    phase: "guessing",
    reveal: null,
    endedBy: null,
  };
}

/** A new pair (or the same known one against a new item) is on the table: fresh votes. */
function asking(
  state: MoreOrLessState,
  pair: { known: Item; challenger: Item },
  rng: Rng,
  fresh: boolean,
): MoreOrLessState {
  return {
    ...state,
    category: pair.known.category,
    known: pair.known.id,
    challenger: pair.challenger.id,
    question: state.question + 1,
    used: [...state.used, ...(fresh ? [pair.known.id] : []), pair.challenger.id],
    votes: [],
    rngState: rng.state(),
    phase: "guessing",
    reveal: null,
  };
}

/** The team's answer from its votes: the majority, and on a tie the answer voted first. */
function teamAnswer(votes: readonly Vote[]): { guess: Guess; more: number; less: number } | null {
  const first = votes[0];
  if (!first) return null;
  const more = votes.filter((vote) => vote.guess === "more").length;
  const less = votes.length - more;
  const guess = more > less ? "more" : less > more ? "less" : first.guess;
  return { guess, more, less };
}

/** The team on turn answers with its votes so far. */
function settle(state: MoreOrLessState, items: Items): MoreOrLessState | Invalid {
  const answer = teamAnswer(state.votes);
  if (!answer) return invalid("moreOrLess.noVotes");
  const known = items.byId.get(state.known);
  const challenger = items.byId.get(state.challenger);
  if (!known || !challenger) return invalid("moreOrLess.noItems");
  const { guess } = answer;
  const right = guess === "more" ? challenger.value > known.value : challenger.value < known.value;
  // A long streak lost is punished by the points it would have banked; the sips stay a drink.
  const sips = right ? 0 : cappedDrink(Math.max(1, state.streak));
  const streak = right ? state.streak + 1 : 0;
  const team = state.teams[state.turn];
  const teams = state.teams.map((each, index) =>
    index !== state.turn
      ? each
      : { ...each, sips: each.sips + sips, bestStreak: Math.max(each.bestStreak, streak) },
  );
  return {
    ...state,
    teams,
    streak,
    answered: state.answered + 1,
    phase: "revealed",
    reveal: {
      team: state.turn,
      guess,
      right,
      known: known.id,
      challenger: challenger.id,
      sips,
      votes: { more: answer.more, less: answer.less },
      tie: answer.more === answer.less,
      drinkers: right ? [] : (team?.members ?? []),
    },
  };
}

/** The players who still vote for the team on turn: its members at the table. */
function votersOf(state: MoreOrLessState, table: GameTable): Seat[] {
  return (state.teams[state.turn]?.members ?? []).filter((member) => isSeated(table, member.id));
}

function everyoneVoted(state: MoreOrLessState, table: GameTable): boolean {
  return votersOf(state, table).every((voter) =>
    state.votes.some((vote) => vote.seat === voter.id),
  );
}

/** A right guess: the shown value becomes the known one, against a new item (same category while it lasts). */
function carryOn(state: MoreOrLessState, items: Items): MoreOrLessState {
  const rng = createRng(state.rngState);
  const used = new Set(state.used);
  const known = items.byId.get(state.challenger);
  const challenger = known ? nextChallenger(known, items.list, used, rng) : null;
  if (known && challenger) return asking(state, { known, challenger }, rng, false);
  const pair = freshPair(items.list, used, rng, state.category);
  if (!pair) return { ...state, phase: "over", endedBy: "outOfItems", reveal: null, votes: [] };
  return asking(state, pair, rng, true);
}

/** The turn goes to the next team with a fresh pair from another category. */
function passTurn(state: MoreOrLessState, items: Items): MoreOrLessState {
  const turn = (state.turn + 1) % state.teams.length;
  const round = turn === 0 ? state.round + 1 : state.round;
  const ended = { ...state, streak: 0, reveal: null, votes: [] };
  if (round > state.rounds) return { ...ended, phase: "over", endedBy: "rounds" };
  const rng = createRng(state.rngState);
  const pair = freshPair(items.list, new Set(state.used), rng, state.category);
  if (!pair) return { ...ended, phase: "over", endedBy: "outOfItems" };
  return asking({ ...ended, turn, round }, pair, rng, true);
}

const questionSchema = z.int().check(z.gte(1));

export const moreOrLessMoveSchema = z.discriminatedUnion("type", [
  /**
   * Teams and rounds, before the first answer: named teams on one phone, or a room's players
   * dealt into `count` teams.
   */
  z.object({
    type: z.literal("teams"),
    count: z.int().check(z.gte(minTeams), z.lte(maxTeams)),
    rounds: z.int().check(z.gte(minRounds), z.lte(maxRounds)),
    names: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(maxTeams))),
  }),
  /** A player's answer for their team (the whole team's, on one phone). */
  z.object({ type: z.literal("vote"), question: questionSchema, guess: z.enum(guesses) }),
  /** The host closes the vote with the votes in so far. */
  z.object({ type: z.literal("close"), question: questionSchema }),
  /** After a right answer: the next question; after a wrong one: the next team. */
  z.object({ type: z.literal("next"), question: questionSchema }),
  z.object({ type: z.literal("bank"), question: questionSchema }),
  z.object({ type: z.literal("veto"), question: questionSchema }),
  z.object({ type: z.literal("end") }),
  /** The same teams and rounds again, scores and items fresh. */
  z.object({ type: z.literal("rematch") }),
]);

export type MoreOrLessMove = z.infer<typeof moreOrLessMoveSchema>;

function isHost(table: GameTable, playerId: string): boolean {
  return playerId === table.hostId;
}

/** Whether `playerId` speaks for the team on turn: one of its players, the host, or anyone for a team without players. */
function speaksForTeam(state: MoreOrLessState, playerId: string, table: GameTable): boolean {
  const team = state.teams[state.turn];
  return (
    isHost(table, playerId) ||
    !team ||
    team.members.length === 0 ||
    team.members.some((member) => member.id === playerId)
  );
}

function configure(
  state: MoreOrLessState,
  played: Extract<MoreOrLessMove, { type: "teams" }>,
  table: GameTable,
): MoreOrLessState | Invalid {
  const { count, rounds, names } = played;
  if (names) {
    const problem = optionsProblemCode({ teamNames: names, rounds });
    if (problem) return problemRefusals[problem];
    if (names.length !== count) return problemRefusals.teamCount;
  }
  if (table.players.length > 0 && table.players.length < count) {
    return invalid("moreOrLess.tooFewForTeams", { count });
  }
  const members = dealt(table, count);
  return {
    ...state,
    rounds,
    teams: members.map((seats, index) => newTeam(names?.[index]?.trim() ?? null, seats)),
    votes: [],
  };
}

function move(
  state: MoreOrLessState,
  playerId: string,
  played: MoreOrLessMove,
  table: GameTable,
): MoreOrLessState | Invalid {
  // A phone's table has no seats: the phone plays as nobody in particular.
  if (table.players.length > 0 && !isSeated(table, playerId)) return invalid("notPlaying");
  const items = itemsOf(table);
  if (!items) return invalid("moreOrLess.noItems");

  switch (played.type) {
    case "teams":
      if (!isHost(table, playerId)) return invalid("moreOrLess.hostOnly");
      if (state.answered > 0 || state.phase !== "guessing") {
        return invalid("moreOrLess.settingsFixed");
      }
      return configure(state, played, table);
    case "end":
      if (!isHost(table, playerId)) return invalid("moreOrLess.hostOnly");
      if (state.phase === "over") return invalid("moreOrLess.over");
      // An unbanked streak is lost; sips already taken stay taken.
      return { ...state, phase: "over", endedBy: "endGame", reveal: null, streak: 0, votes: [] };
    case "rematch": {
      if (!isHost(table, playerId)) return invalid("moreOrLess.hostOnly");
      if (state.phase !== "over") return invalid("moreOrLess.notOver");
      const rng = createRng(state.rngState);
      const pair = freshPair(items.list, new Set(), rng, null);
      if (!pair) return invalid("moreOrLess.noItems");
      return {
        ...asking({ ...state, used: [] }, pair, rng, true),
        teams: state.teams.map((team) => newTeam(team.name, team.members)),
        turn: 0,
        round: 1,
        streak: 0,
        answered: 0,
        endedBy: null,
      };
    }
    default:
      break;
  }

  const stale = outOfStep(
    state,
    { made: played.question, current: state.question, isNext: played.type === "next" },
    "moreOrLess.questionChanged",
  );
  if (stale) return stale;
  if (state.phase === "over") return invalid("moreOrLess.over");

  switch (played.type) {
    case "vote": {
      if (state.phase !== "guessing") return invalid("moreOrLess.answered");
      const team = state.teams[state.turn];
      const members = team?.members ?? [];
      if (members.length > 0 && !members.some((member) => member.id === playerId)) {
        return invalid("moreOrLess.notYourTeam");
      }
      const votes = [
        ...state.votes.filter((vote) => vote.seat !== playerId),
        { seat: playerId, guess: played.guess },
      ];
      const voted = { ...state, votes };
      return everyoneVoted(voted, table) ? settle(voted, items) : voted;
    }
    case "close":
      if (!isHost(table, playerId)) return invalid("moreOrLess.hostOnly");
      if (state.phase !== "guessing") return invalid("moreOrLess.answered");
      return settle(state, items);
    case "next":
      if (state.phase !== "revealed" || !state.reveal) return invalid("moreOrLess.answerFirst");
      if (!state.reveal.right) return passTurn(state, items);
      if (!speaksForTeam(state, playerId, table)) return invalid("moreOrLess.notYourTeam");
      return carryOn(state, items);
    case "bank": {
      if (!speaksForTeam(state, playerId, table)) return invalid("moreOrLess.notYourTeam");
      if (state.reveal && !state.reveal.right) return invalid("moreOrLess.nothingToBank");
      if (state.streak < 1) return invalid("moreOrLess.rightFirst");
      const teams = state.teams.map((team, index) =>
        index === state.turn ? { ...team, points: team.points + state.streak } : team,
      );
      return passTurn({ ...state, teams }, items);
    }
    case "veto": {
      if (state.phase !== "guessing") return invalid("moreOrLess.answered");
      if (!speaksForTeam(state, playerId, table)) return invalid("moreOrLess.notYourTeam");
      const team = state.teams[state.turn];
      if (!team || team.vetoes <= 0) return invalid("vetoUsed");
      const rng = createRng(state.rngState);
      const known = items.byId.get(state.known);
      const challenger = known ? nextChallenger(known, items.list, new Set(state.used), rng) : null;
      if (!known || !challenger) return invalid("moreOrLess.noSwap");
      const teams = state.teams.map((each, index) =>
        index === state.turn ? { ...each, vetoes: each.vetoes - 1 } : each,
      );
      return asking({ ...state, teams }, { known, challenger }, rng, false);
    }
  }
}

function seatsChanged(state: MoreOrLessState, table: GameTable): MoreOrLessState {
  // Until the first vote the teams follow the table.
  if (state.answered === 0 && state.phase === "guessing" && state.votes.length === 0) {
    const members = dealt(table, state.teams.length);
    return {
      ...state,
      teams: state.teams.map((team, index) => ({ ...team, members: members[index] ?? [] })),
      votes: [],
    };
  }
  const teams = teamsWithNewcomers(teamsOfSeated(state.teams, table), table);
  const votes = state.votes.filter((vote) => isSeated(table, vote.seat));
  const next = { ...state, teams, votes };
  // A vote waiting only for players who left is counted.
  const items = itemsOf(table);
  if (state.phase === "guessing" && votes.length > 0 && items && everyoneVoted(next, table)) {
    const settled = settle(next, items);
    if (!isInvalid(settled)) return settled;
  }
  return next;
}

/** Teams best first: most points, then fewest sips; their indexes. */
export function standings(state: MoreOrLessState): number[] {
  return state.teams
    .map((team, index) => ({ team, index }))
    .sort((a, b) => b.team.points - a.team.points || a.team.sips - b.team.sips)
    .map(({ index }) => index);
}

/** The teams on top, by index; more than one is a tie. Empty until the game is over. */
export function winners(state: MoreOrLessState): number[] {
  if (state.phase !== "over") return [];
  const best = state.teams[standings(state)[0] ?? 0];
  if (!best) return [];
  return state.teams.flatMap((team, index) =>
    team.points === best.points && team.sips === best.sips ? [index] : [],
  );
}

export interface ShownItem {
  id: string;
  name: string;
  /** Null until the answer is revealed, for the new item. */
  value: number | null;
  unit: Unit;
  year: number;
  source: string;
}

export interface MoreOrLessView {
  /** What moves send back as `question`. */
  question: number;
  phase: MoreOrLessState["phase"];
  round: number;
  rounds: number;
  streak: number;
  category: Category;
  known: ShownItem | null;
  challenger: ShownItem | null;
  teams: {
    name: string | null;
    members: string[];
    points: number;
    sips: number;
    bestStreak: number;
    vetoes: number;
  }[];
  /** Index of the team on turn. */
  onTurn: number;
  /** Index of this phone's team; null for a phone without one. */
  myTeam: number | null;
  /** This phone votes for the team on turn. */
  voting: boolean;
  /** This phone may bank, keep going or veto for the team on turn (its players and the host). */
  speaks: boolean;
  /** This question's votes: how many are in, of how many, and this phone's. */
  votes: {
    cast: number;
    needed: number;
    mine: Guess | null;
    /** The team's tally so far, on its own players' phones only. */
    tally: { more: number; less: number } | null;
  };
  reveal: Omit<Reveal, "drinkers"> | null;
  /** What this phone's player takes for the team's wrong answer. */
  myDrink: { count: number; unit: DrinkUnit } | null;
  /** The team's drink in the table's unit, for every phone's line. */
  unit: DrinkUnit;
  answered: number;
  endedBy: MoreOrLessState["endedBy"];
  /** Team indexes, best first. */
  standings: number[];
  winners: number[];
}

function shown(item: Item | undefined, hidden: boolean): ShownItem | null {
  if (!item) return null;
  const { id, name, value, unit, year, source } = item;
  return { id, name, value: hidden ? null : value, unit, year, source };
}

function view(state: MoreOrLessState, playerId: string, table: GameTable): MoreOrLessView {
  const items = itemsOf(table);
  const myTeam = state.teams.findIndex((team) =>
    team.members.some((member) => member.id === playerId),
  );
  const seated = isSeated(table, playerId);
  const onTurn = state.teams[state.turn];
  const guessing = state.phase === "guessing";
  const mine = state.votes.find((vote) => vote.seat === playerId)?.guess ?? null;
  const onMyTeam = myTeam === state.turn;
  const drinker = state.reveal?.drinkers.some((seat) => seat.id === playerId) ?? false;
  const player = table.players.find((each) => each.id === playerId);
  return {
    question: state.question,
    phase: state.phase,
    round: state.round,
    rounds: state.rounds,
    streak: state.streak,
    category: state.category,
    known: shown(items?.byId.get(state.known), false),
    challenger: shown(items?.byId.get(state.challenger), guessing),
    teams: state.teams.map(({ name, members, points, sips, bestStreak, vetoes }) => ({
      name,
      members: members.map((member) => member.name),
      points,
      sips,
      bestStreak,
      vetoes,
    })),
    onTurn: state.turn,
    myTeam: myTeam >= 0 ? myTeam : null,
    voting: guessing && seated && (onMyTeam || (onTurn?.members.length ?? 0) === 0),
    speaks: seated && state.phase !== "over" && speaksForTeam(state, playerId, table),
    votes: {
      cast: state.votes.length,
      needed: Math.max(votersOf(state, table).length, 1),
      mine,
      tally: onMyTeam
        ? {
            more: state.votes.filter((vote) => vote.guess === "more").length,
            less: state.votes.filter((vote) => vote.guess === "less").length,
          }
        : null,
    },
    reveal: state.reveal
      ? {
          team: state.reveal.team,
          guess: state.reveal.guess,
          right: state.reveal.right,
          known: state.reveal.known,
          challenger: state.reveal.challenger,
          sips: state.reveal.sips,
          votes: state.reveal.votes,
          tie: state.reveal.tie,
        }
      : null,
    myDrink:
      drinker && state.reveal ? { count: state.reveal.sips, unit: unitOf(player, table) } : null,
    unit: table.alcoholFree ? "points" : "sips",
    answered: state.answered,
    endedBy: state.endedBy,
    standings: standings(state),
    winners: winners(state),
  };
}

export const rules: GameRules<MoreOrLessState, MoreOrLessMove, MoreOrLessView> = {
  moveSchema: moreOrLessMoveSchema,
  minPlayers: 2,
  maxPlayers,
  setup,
  move,
  seatsChanged,
  view,
  isOver: (state) => state.phase === "over",
};

const count = z.int().check(z.gte(0));
const seatSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
});

const teamSchema = z.object({
  name: z.nullable(z.string().check(z.minLength(1), z.maxLength(maxTeamName))),
  members: z.array(seatSchema).check(z.maxLength(maxPlayers)),
  points: count,
  sips: count,
  bestStreak: count,
  vetoes: z.int().check(z.gte(0), z.lte(vetoesPerTeam)),
});

const stateSchema = z.object({
  teams: z.array(teamSchema).check(z.minLength(minTeams), z.maxLength(maxTeams)),
  turn: count,
  round: z.int().check(z.gte(1)),
  rounds: z.int().check(z.gte(minRounds), z.lte(maxRounds)),
  streak: count,
  category: z.enum(categories),
  known: z.string(),
  challenger: z.string(),
  question: questionSchema,
  used: z.array(z.string()),
  votes: z.array(z.object({ seat: z.string(), guess: z.enum(guesses) })),
  answered: count,
  rngState: count,
  phase: z.enum(["guessing", "revealed", "over"]),
  reveal: z.nullable(
    z.object({
      team: count,
      guess: z.enum(guesses),
      right: z.boolean(),
      known: z.string(),
      challenger: z.string(),
      sips: count,
      votes: z.object({ more: count, less: count }),
      tie: z.boolean(),
      drinkers: z.array(seatSchema),
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
  const ids = new Set(items.map((item) => item.id));
  if (state.turn >= state.teams.length || state.round > state.rounds) return null;
  const names = state.teams.flatMap((team) => (team.name ? [team.name.toLocaleLowerCase()] : []));
  if (new Set(names).size !== names.length) return null;
  // The phase says what else is there: an answer only while it is shown, a reason once over.
  if ((state.phase === "revealed") !== (state.reveal !== null)) return null;
  if ((state.phase === "over") !== (state.endedBy !== null)) return null;
  if (state.reveal && state.reveal.team !== state.turn) return null;
  if (!state.used.includes(state.known) || !state.used.includes(state.challenger)) return null;
  if (![state.known, state.challenger, ...state.used].every((id) => ids.has(id))) return null;
  return state;
}
