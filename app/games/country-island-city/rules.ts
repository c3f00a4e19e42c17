import { z } from "zod/mini";
import {
  answerGroups,
  answerMarks,
  isStruck,
  joinAnswers,
  splitAnswers,
  startsWithLetter,
  type AnswerLink,
  type AnswerMark,
  type KeyedAnswer,
  withVote,
} from "#app/games/_engine/answer-match.ts";
import { answerJudgingMoveSchemas } from "#app/games/_engine/answer-judging-moves.ts";
import { newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { deckStateSchema } from "#app/games/_engine/deck-schema.ts";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers, minPlayers } from "#app/games/_engine/players.ts";
import { createRng, type Rng } from "#app/games/_engine/rng.ts";
import { dealAtTable } from "#app/games/_engine/prompt-deck.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { isSeated, seatsSeenWith } from "#app/games/_engine/room-seating.ts";

/**
 * Country, Island, City (docs/product-rules.md#country-island-city): a random letter, a clock, and
 * answers that score 10 when nobody else has them, 5 when someone else has them too, and 0 when
 * blank or made up. The round's lowest scorer drinks.
 *
 * One rule set (docs/decisions/034-one-rule-set.md): on one phone the table writes on paper and
 * the host marks the score sheet by hand; in a room everyone writes on their own phone, the
 * answers are revealed together, the room votes bad ones down, and the matcher
 * (app/games/_engine/answer-match.ts) marks what is shared, with the host's word over it. The
 * letter, the bonus column and the clock (a deadline) are in the state, so a reload keeps them.
 */

/** The Danish alphabet: the table is Danish, so Æ, Ø and Å are letters like any other. */
export const alphabet: readonly string[] = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ"];

/**
 * Letters that leave most tables with three blanks (hardly a country, island and city
 * start with them in English), so they are left out unless the table asks for them.
 */
export const hardLetters: readonly string[] = ["Q", "W", "X", "Y", "Z", "Æ", "Ø", "Å"];

export const columns = ["country", "island", "city", "bonus"] as const;
export type Column = (typeof columns)[number];
export type Mark = "unique" | "shared" | "none";

const baseColumns: readonly Column[] = ["country", "island", "city"];
export const marks: readonly Mark[] = ["unique", "shared", "none"];
export const markPoints: Readonly<Record<Mark, number>> = { unique: 10, shared: 5, none: 0 };

/** What the round's lowest scorer(s) drink (or take as penalty points). */
export const lowestScorerSips = 2;

const defaultRoundSeconds = 90;
export const minRoundSeconds = 30;
export const maxRoundSeconds = 180;
export const roundSecondsStep = 15;
export const maxAnswerLength = 40;

export interface CicSettings {
  excludeHardLetters: boolean;
  roundSeconds: number;
  /** Play the extra column dealt from the packs as well. */
  bonusColumn: boolean;
}

export const defaultSettings: CicSettings = {
  excludeHardLetters: true,
  roundSeconds: defaultRoundSeconds,
  bonusColumn: true,
};

/** The round's clock: a deadline while it runs; the time it has left while it doesn't. */
export interface RoundClock {
  durationMs: number;
  /** When it runs out (epoch ms); null before it starts, while paused and once stopped. */
  endsAt: number | null;
  /** What it had left when it last stopped (the whole round before it starts). */
  leftMs: number;
}

export type Phase = "ready" | "writing" | "scoring" | "scored";

/** Each player's mark per column, by seat id (on one phone, the name). */
export type ScoreSheet = Record<string, Partial<Record<Column, Mark>>>;

/** Each player's written answers per column, by seat id. */
export type Answers = Record<string, Partial<Record<Column, string>>>;

export interface RoundResult {
  letter: string;
  /** Points by seat id. */
  totals: Record<string, number>;
}

export interface Seat {
  id: string;
  name: string;
}

export interface CicState {
  settings: CicSettings;
  round: number;
  letter: string;
  /** Letters drawn since every allowed letter was last available (no repeats until all have come up). */
  usedLetters: string[];
  /** The bonus column is `deck.current`. */
  deck: DeckState;
  phase: Phase;
  clock: RoundClock;
  /** Marks the host set by hand; they count over what the answers say. */
  sheet: ScoreSheet;
  /** What each player wrote on their own phone. */
  answers: Answers;
  /** Seats that said they are done writing. */
  done: string[];
  /** Who voted each answer (by its key, `answerKey`) down. */
  votes: Record<string, string[]>;
  /** The host's word on which answers are the same. */
  links: AnswerLink[];
  /** Scored rounds, oldest first. */
  results: RoundResult[];
  /** Everyone who has played this game (leavers too), for their names. */
  people: Seat[];
  /** Seat ids that spent their one veto of the game. */
  vetoesUsed: string[];
  rngState: number;
}

const roundSchema = z.int().check(z.gte(1));
const columnSchema = z.enum(columns);
const answerSchema = z.optional(z.string().check(z.maxLength(maxAnswerLength)));
const keySchema = z.string().check(z.maxLength(64));

export const cicMoveSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("settings"),
    excludeHardLetters: z.optional(z.boolean()),
    roundSeconds: z.optional(z.number()),
    bonusColumn: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal("start"), round: roundSchema }),
  z.object({ type: z.literal("pause"), round: roundSchema }),
  z.object({ type: z.literal("stop"), round: roundSchema }),
  z.object({ type: z.literal("timeUp"), round: roundSchema }),
  z.object({
    type: z.literal("write"),
    round: roundSchema,
    answers: z.object({
      country: answerSchema,
      island: answerSchema,
      city: answerSchema,
      bonus: answerSchema,
    }),
    done: z.boolean(),
  }),
  ...answerJudgingMoveSchemas,
  z.object({
    type: z.literal("mark"),
    round: roundSchema,
    player: keySchema,
    column: columnSchema,
    mark: z.enum(["unique", "shared", "none"]),
  }),
  z.object({ type: z.literal("score"), round: roundSchema }),
  z.object({ type: z.literal("next"), round: roundSchema }),
  z.object({ type: z.literal("veto"), round: roundSchema }),
]);

export type CicMove = z.infer<typeof cicMoveSchema>;

/** One written answer as every phone sees it once revealed. */
export interface CicAnswerView {
  key: string;
  author: Seat;
  text: string;
  mark: AnswerMark;
  points: number;
  votes: number;
  votedDown: boolean;
  /** The keys of the other answers counted as the same. */
  group: string[];
  /** It doesn't start with the round's letter, as the matcher reads it. */
  offLetter: boolean;
}

/** What one phone of a room shows. */
export interface CicView {
  round: number;
  letter: string;
  /** The bonus column's words, when it is played this round. */
  bonus: string | null;
  columns: Column[];
  phase: Phase;
  /** The server's clock when this view was made: the phone's clock may differ from it. */
  now: number;
  clock: RoundClock;
  settings: CicSettings;
  players: Seat[];
  /** This phone's player is seated in the game. */
  seated: boolean;
  unit: DrinkUnit;
  /** This phone's own answers; nobody else's are sent before the reveal. */
  mine: Partial<Record<Column, string>>;
  iAmDone: boolean;
  /** Who has said they are done, while writing. */
  done: Seat[];
  /** Every answer, column by column, once revealed. */
  revealed: { column: Column; answers: CicAnswerView[] }[] | null;
  /** This round's points per seated player, once revealed. */
  scores: (Seat & { points: number })[] | null;
  /** Once scored: who drinks for the lowest score. */
  lowest: (Seat & { unit: DrinkUnit })[] | null;
  myDrink: { count: number; unit: DrinkUnit } | null;
  /** Points over the scored rounds, for seated players, most first. */
  totals: (Seat & { points: number })[];
  vetoUsed: boolean;
}

export function allowedLetters(excludeHardLetters: boolean): string[] {
  return excludeHardLetters
    ? alphabet.filter((letter) => !hardLetters.includes(letter))
    : [...alphabet];
}

/**
 * Draws a letter no one has seen since the bag was last full. When every allowed letter has
 * come up the bag starts over, but never with the letter just played.
 */
export function drawLetter(
  used: readonly string[],
  allowed: readonly string[],
  rng: Rng,
): { letter: string; used: string[] } {
  const fresh = allowed.filter((letter) => !used.includes(letter));
  if (fresh.length > 0) {
    const letter = rng.pick(fresh);
    return { letter, used: [...used, letter] };
  }
  const previous = used.at(-1);
  const refill = allowed.length > 1 ? allowed.filter((letter) => letter !== previous) : allowed;
  const letter = rng.pick(refill);
  return { letter, used: [letter] };
}

export function clampRoundSeconds(seconds: number): number {
  if (!Number.isFinite(seconds)) return defaultRoundSeconds;
  return Math.min(maxRoundSeconds, Math.max(minRoundSeconds, Math.round(seconds)));
}

export function newClock(seconds: number): RoundClock {
  const durationMs = clampRoundSeconds(seconds) * 1000;
  return { durationMs, endsAt: null, leftMs: durationMs };
}

/** What the clock has left at `now`. */
export function timeLeft(clock: RoundClock, now: number): number {
  if (clock.endsAt === null) return clock.leftMs;
  return Math.min(clock.durationMs, Math.max(0, clock.endsAt - now));
}

function stopped(clock: RoundClock, now: number): RoundClock {
  return { ...clock, endsAt: null, leftMs: timeLeft(clock, now) };
}

export function columnsFor(bonusColumn: boolean): Column[] {
  return bonusColumn ? [...baseColumns, "bonus"] : [...baseColumns];
}

/** The columns of the round on the table: the bonus column when it is on and dealt. */
export function columnsOf(state: CicState): Column[] {
  return columnsFor(state.settings.bonusColumn && state.deck.current !== null);
}

/** The key of `author`'s answer in `column`: what votes, joins and splits name. */
export function answerKey(author: string, column: Column): string {
  return `${author}/${column}`;
}

function columnOfKey(key: string): string {
  return key.slice(key.lastIndexOf("/") + 1);
}

/** A player's points: a column with no mark counts as no answer. */
export function playerTotal(sheet: ScoreSheet, player: string, played: readonly Column[]): number {
  const row = sheet[player] ?? {};
  return played.reduce((sum, column) => sum + markPoints[row[column] ?? "none"], 0);
}

export function roundTotals(
  sheet: ScoreSheet,
  players: readonly string[],
  played: readonly Column[],
): Record<string, number> {
  return Object.fromEntries(players.map((player) => [player, playerTotal(sheet, player, played)]));
}

/** Everyone on the lowest total drinks: a tie for last means all of them. */
export function lowestScorers(totals: Readonly<Record<string, number>>): string[] {
  const entries = Object.entries(totals);
  if (entries.length === 0) return [];
  const lowest = Math.min(...entries.map(([, total]) => total));
  return entries.filter(([, total]) => total === lowest).map(([id]) => id);
}

/** Each player's sum over the scored rounds; someone who joined late counts from then. */
export function runningTotals(results: readonly RoundResult[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const result of results) {
    for (const [id, total] of Object.entries(result.totals)) {
      sums[id] = (sums[id] ?? 0) + total;
    }
  }
  return sums;
}

/** The last scored round's result, when the round on the table has been scored. */
export function currentResult(state: CicState): RoundResult | null {
  return state.phase === "scored" ? (state.results.at(-1) ?? null) : null;
}

function nameOf(state: CicState, id: string): string {
  return state.people.find((person) => person.id === id)?.name ?? id;
}

/** A fresh round's parts: no answers, votes, marks or clock run yet. */
function freshRound(settings: CicSettings) {
  return {
    phase: "ready" as const,
    clock: newClock(settings.roundSeconds),
    sheet: {},
    answers: {},
    done: [],
    votes: {},
    links: [],
  };
}

export interface FirstDeal {
  /** The deck to play: its card, when it has one, is the first bonus column. */
  deck: DeckState;
  /** Draws the letters. */
  seed: number;
  settings?: CicSettings;
}

/**
 * A new game for `table`, with the deck in hand: on one phone, the one the server dealt into the
 * page (its card stays), and the seed the server drew the page's letter from, so the letter in
 * the HTML is the game's.
 */
export function setupFrom(table: GameTable, first: FirstDeal): CicState {
  const settings = first.settings ?? defaultSettings;
  const clean = { ...settings, roundSeconds: clampRoundSeconds(settings.roundSeconds) };
  const rng = createRng(first.seed);
  const { letter, used } = drawLetter([], allowedLetters(clean.excludeHardLetters), rng);
  const deck = first.deck.current ? first.deck : dealAtTable(first.deck, table);
  return {
    settings: clean,
    round: 1,
    letter,
    usedLetters: used,
    deck: deck ?? first.deck,
    ...freshRound(clean),
    results: [],
    people: seatsSeenWith([], table),
    vetoesUsed: [],
    rngState: rng.state(),
  };
}

function setup(table: GameTable, seed: number): CicState {
  return setupFrom(table, { deck: newDeck(seed + 1), seed });
}

/** A new letter, bonus column, clock and sheet; an unscored round is simply left behind. */
function nextRound(state: CicState, table: GameTable): CicState {
  const rng = createRng(state.rngState);
  const { letter, used } = drawLetter(
    state.usedLetters,
    allowedLetters(state.settings.excludeHardLetters),
    rng,
  );
  return {
    ...state,
    round: state.round + 1,
    letter,
    usedLetters: used,
    // Without a column to deal the round goes on with the three.
    deck: dealAtTable(state.deck, table) ?? { ...state.deck, current: null },
    ...freshRound(state.settings),
    rngState: rng.state(),
  };
}

/** The written answers of the round, column by column, in seating order (leavers last). */
function keyedAnswers(state: CicState, column: Column, table: GameTable): KeyedAnswer[] {
  const authors = [
    ...table.players.map((player) => player.id),
    ...Object.keys(state.answers).filter((id) => !isSeated(table, id)),
  ];
  return authors.flatMap((author) => {
    const text = state.answers[author]?.[column]?.trim() ?? "";
    return text === "" ? [] : [{ key: answerKey(author, column), author, text }];
  });
}

interface JudgedColumn {
  column: Column;
  answers: KeyedAnswer[];
  marks: Record<string, AnswerMark>;
  groups: string[][];
}

function judge(state: CicState, table: GameTable): JudgedColumn[] {
  const seated = table.players.map((player) => player.id);
  return columnsOf(state).map((column) => {
    const answers = keyedAnswers(state, column, table);
    const struck = new Set(
      answers
        .filter((answer) => isStruck(state.votes[answer.key] ?? [], answer.author, seated))
        .map((answer) => answer.key),
    );
    return {
      column,
      answers,
      marks: answerMarks(answers, state.links, struck),
      groups: answerGroups(answers, state.links),
    };
  });
}

const writtenMark: Readonly<Record<AnswerMark, Mark>> = {
  unique: "unique",
  shared: "shared",
  repeat: "none",
  struck: "none",
};

/**
 * The score sheet as it counts: what the answers say (written on the players' phones, judged
 * by the table), with the marks the host set by hand over them.
 */
export function scoreSheetOf(state: CicState, table: GameTable): ScoreSheet {
  const sheet: ScoreSheet = {};
  for (const judged of judge(state, table)) {
    for (const answer of judged.answers) {
      const mark = judged.marks[answer.key];
      sheet[answer.author] = {
        ...sheet[answer.author],
        [judged.column]: writtenMark[mark ?? "struck"],
      };
    }
  }
  for (const [player, row] of Object.entries(state.sheet)) {
    sheet[player] = { ...sheet[player], ...row };
  }
  return sheet;
}

/** Settings apply from the next letter; a clock that has not started takes the new length at once. */
function changeSettings(state: CicState, change: Partial<CicSettings>): CicState {
  const settings: CicSettings = {
    excludeHardLetters: change.excludeHardLetters ?? state.settings.excludeHardLetters,
    bonusColumn: change.bonusColumn ?? state.settings.bonusColumn,
    roundSeconds: clampRoundSeconds(change.roundSeconds ?? state.settings.roundSeconds),
  };
  return {
    ...state,
    settings,
    clock: state.phase === "ready" ? newClock(settings.roundSeconds) : state.clock,
  };
}

/** The writing ends once everyone seated has said they are done. */
function revealWhenAllDone(state: CicState, table: GameTable): CicState {
  if (state.phase !== "writing" || table.players.length === 0) return state;
  const allDone = table.players.every((player) => state.done.includes(player.id));
  return allDone ? { ...state, phase: "scoring", clock: stopped(state.clock, table.now) } : state;
}

function cleanAnswers(answers: Partial<Record<Column, string>>): Partial<Record<Column, string>> {
  const clean: Partial<Record<Column, string>> = {};
  for (const column of columns) {
    const text = answers[column]?.trim().replace(/\s+/g, " ") ?? "";
    if (text !== "") clean[column] = text;
  }
  return clean;
}

function findAnswer(state: CicState, table: GameTable, key: string): KeyedAnswer | undefined {
  return judge(state, table)
    .flatMap((judged) => judged.answers)
    .find((answer) => answer.key === key);
}

function move(
  state: CicState,
  playerId: string,
  played: CicMove,
  table: GameTable,
): CicState | Invalid {
  const host = playerId === table.hostId;
  if (played.type === "settings") {
    if (!host) return invalid("hostOnly");
    return changeSettings(state, {
      ...(played.excludeHardLetters === undefined
        ? {}
        : { excludeHardLetters: played.excludeHardLetters }),
      ...(played.roundSeconds === undefined ? {} : { roundSeconds: played.roundSeconds }),
      ...(played.bonusColumn === undefined ? {} : { bonusColumn: played.bonusColumn }),
    });
  }

  const stale = outOfStep(
    state,
    { made: played.round, current: state.round, isNext: played.type === "next" },
    "countryIslandCity.roundOver",
  );
  if (stale) return stale;
  const { clock } = state;

  switch (played.type) {
    case "timeUp":
      if (!host && !isSeated(table, playerId)) return invalid("notPlaying");
      // A phone that saw the clock run out after another phone said so: nothing to do.
      if (state.phase !== "writing") return state;
      if (clock.endsAt === null || table.now < clock.endsAt) {
        return invalid("countryIslandCity.notTimeYet");
      }
      return { ...state, phase: "scoring", clock: stopped(clock, table.now) };
    case "write": {
      if (!isSeated(table, playerId)) return invalid("notPlaying");
      if (state.phase !== "writing") return invalid("countryIslandCity.notWriting");
      const done = state.done.filter((id) => id !== playerId);
      return revealWhenAllDone(
        {
          ...state,
          answers: { ...state.answers, [playerId]: cleanAnswers(played.answers) },
          done: played.done ? [...done, playerId] : done,
        },
        table,
      );
    }
    case "vote": {
      if (!isSeated(table, playerId)) return invalid("notPlaying");
      if (state.phase !== "scoring") return invalid("countryIslandCity.notScoring");
      const answer = findAnswer(state, table, played.answer);
      if (!answer) return invalid("countryIslandCity.noSuchAnswer");
      if (answer.author === playerId) return invalid("countryIslandCity.ownAnswer");
      return { ...state, votes: withVote(state.votes, answer.key, playerId, played.down) };
    }
    case "veto": {
      if (!isSeated(table, playerId)) return invalid("notPlaying");
      if (state.vetoesUsed.includes(playerId)) return invalid("vetoUsed");
      if (state.phase !== "ready" && state.phase !== "writing") {
        return invalid("countryIslandCity.tooLateToVeto");
      }
      return { ...nextRound(state, table), vetoesUsed: [...state.vetoesUsed, playerId] };
    }
    default:
      break;
  }

  if (!host) return invalid("hostOnly");
  switch (played.type) {
    case "start":
      if (state.phase !== "ready" && state.phase !== "writing") {
        return invalid("countryIslandCity.writingOver");
      }
      if (clock.endsAt !== null) return invalid("countryIslandCity.clockRunning");
      return { ...state, phase: "writing", clock: { ...clock, endsAt: table.now + clock.leftMs } };
    case "pause":
      if (state.phase !== "writing" || clock.endsAt === null) {
        return invalid("countryIslandCity.clockNotRunning");
      }
      return { ...state, clock: stopped(clock, table.now) };
    case "stop":
      // Pens down before the clock runs out: everyone is done, or the host reveals early.
      if (state.phase !== "ready" && state.phase !== "writing") {
        return invalid("countryIslandCity.writingOver");
      }
      return { ...state, phase: "scoring", clock: stopped(clock, table.now) };
    case "join":
    case "split": {
      if (state.phase !== "scoring") return invalid("countryIslandCity.notScoring");
      const a = findAnswer(state, table, played.a);
      const b = findAnswer(state, table, played.b);
      if (!a || !b) return invalid("countryIslandCity.noSuchAnswer");
      if (a.key === b.key) return invalid("countryIslandCity.twoAnswers");
      if (columnOfKey(a.key) !== columnOfKey(b.key)) {
        return invalid("countryIslandCity.sameColumn");
      }
      const column = judge(state, table).find((judged) => judged.column === columnOfKey(a.key));
      const links =
        played.type === "join"
          ? joinAnswers(state.links, a.key, b.key)
          : splitAnswers(column?.answers ?? [], state.links, a.key, b.key);
      return { ...state, links };
    }
    case "mark":
      if (state.phase !== "scoring") return invalid("countryIslandCity.notScoring");
      return {
        ...state,
        sheet: {
          ...state.sheet,
          [played.player]: { ...state.sheet[played.player], [played.column]: played.mark },
        },
      };
    case "score": {
      if (state.phase !== "scoring") return invalid("countryIslandCity.notScoring");
      if (table.players.length < minPlayers) return invalid("tooFewPlayers", { min: minPlayers });
      const totals = roundTotals(
        scoreSheetOf(state, table),
        table.players.map((player) => player.id),
        columnsOf(state),
      );
      return {
        ...state,
        phase: "scored",
        results: [...state.results, { letter: state.letter, totals }],
      };
    }
    case "next":
      return nextRound(state, table);
  }
}

/** Players came or went: the game goes on; writing waiting only for someone who left ends. */
function seatsChanged(state: CicState, table: GameTable): CicState {
  return revealWhenAllDone({ ...state, people: seatsSeenWith(state.people, table) }, table);
}

function view(state: CicState, playerId: string, table: GameTable): CicView {
  const me = table.players.find((player) => player.id === playerId);
  const unit = unitOf(me, table);
  const seat = (id: string): Seat => ({ id, name: nameOf(state, id) });
  const open = state.phase === "scoring" || state.phase === "scored";
  const judged = open ? judge(state, table) : [];
  const sheet = open ? scoreSheetOf(state, table) : {};
  const played = columnsOf(state);
  const result = currentResult(state);
  const lowest = result ? lowestScorers(result.totals) : null;
  const running = runningTotals(state.results);
  return {
    round: state.round,
    letter: state.letter,
    bonus: played.includes("bonus") ? (state.deck.current?.text ?? null) : null,
    columns: played,
    phase: state.phase,
    now: table.now,
    clock: state.clock,
    settings: state.settings,
    players: table.players.map(({ id, name }) => ({ id, name })),
    seated: me !== undefined,
    unit,
    mine: state.answers[playerId] ?? {},
    iAmDone: state.done.includes(playerId),
    done: state.phase === "writing" ? state.done.map(seat) : [],
    revealed: open
      ? judged.map(({ column, answers, marks: marked, groups }) => ({
          column,
          answers: answers.map((answer) => {
            const voters = state.votes[answer.key] ?? [];
            const mark = marked[answer.key] ?? "struck";
            const counted = sheet[answer.author]?.[column] ?? "none";
            return {
              key: answer.key,
              author: seat(answer.author),
              text: answer.text,
              mark,
              points: markPoints[counted],
              votes: voters.length,
              votedDown: voters.includes(playerId),
              group: (groups.find((keys) => keys.includes(answer.key)) ?? []).filter(
                (key) => key !== answer.key,
              ),
              offLetter: !startsWithLetter(answer.text, state.letter),
            };
          }),
        }))
      : null,
    scores: open
      ? table.players.map(({ id, name }) => ({
          id,
          name,
          points: result ? (result.totals[id] ?? 0) : playerTotal(sheet, id, played),
        }))
      : null,
    lowest: lowest
      ? lowest.map((id) => ({
          ...seat(id),
          unit: unitOf(
            table.players.find((player) => player.id === id),
            table,
          ),
        }))
      : null,
    myDrink: lowest?.includes(playerId) ? { count: lowestScorerSips, unit } : null,
    totals: table.players
      .filter((player) => player.id in running)
      .map(({ id, name }) => ({ id, name, points: running[id] ?? 0 }))
      .sort((a, b) => b.points - a.points),
    vetoUsed: state.vetoesUsed.includes(playerId),
  };
}

export const rules: GameRules<CicState, CicMove, CicView> = {
  moveSchema: cicMoveSchema,
  minPlayers,
  maxPlayers,
  setup,
  move,
  seatsChanged,
  view,
  isOver: () => false,
};

const count = z.int().check(z.gte(0));
const markSchema = z.enum(["unique", "shared", "none"]);
const seatSchema = z.object({ id: z.string(), name: z.string() });
const rowOf = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    country: z.optional(value),
    island: z.optional(value),
    city: z.optional(value),
    bonus: z.optional(value),
  });
const deckSchema = deckStateSchema(64);
const cicStateSchema = z
  .object({
    settings: z.object({
      excludeHardLetters: z.boolean(),
      roundSeconds: z.int().check(z.gte(minRoundSeconds), z.lte(maxRoundSeconds)),
      bonusColumn: z.boolean(),
    }),
    round: z.int().check(z.gte(1)),
    letter: z.enum(alphabet),
    usedLetters: z.array(z.enum(alphabet)).check(z.maxLength(alphabet.length)),
    deck: deckSchema,
    phase: z.enum(["ready", "writing", "scoring", "scored"]),
    clock: z
      .object({
        durationMs: z.int().check(z.gte(minRoundSeconds * 1000), z.lte(maxRoundSeconds * 1000)),
        endsAt: z.nullable(z.number().check(z.gte(0))),
        leftMs: z.number().check(z.gte(0)),
      })
      .check(z.refine((clock) => clock.leftMs <= clock.durationMs)),
    sheet: z.record(z.string(), rowOf(markSchema)),
    answers: z.record(z.string(), rowOf(z.string().check(z.maxLength(maxAnswerLength)))),
    done: z.array(z.string()),
    votes: z.record(z.string(), z.array(z.string())),
    links: z.array(z.object({ a: z.string(), b: z.string(), same: z.boolean() })),
    results: z.array(z.object({ letter: z.enum(alphabet), totals: z.record(z.string(), count) })),
    people: z.array(seatSchema).check(z.maxLength(256)),
    vetoesUsed: z.array(z.string()),
    rngState: count,
  })
  .check(z.refine((state) => state.phase === "writing" || state.clock.endsAt === null));

/** Optional fields come back from zod as present-but-undefined keys: these leave them out. */
function rowWithout<T>(row: Partial<Record<Column, T | undefined>>): Partial<Record<Column, T>> {
  const kept: Partial<Record<Column, T>> = {};
  for (const column of columns) {
    const value = row[column];
    if (value !== undefined) kept[column] = value;
  }
  return kept;
}

/** A saved game, checked before it is played on; anything else (an older shape) is null. */
export function parseCicState(value: unknown): CicState | null {
  const parsed = cicStateSchema.safeParse(value);
  if (!parsed.success) return null;
  const { sheet, answers, ...rest } = parsed.data;
  return {
    ...rest,
    sheet: Object.fromEntries(Object.entries(sheet).map(([id, row]) => [id, rowWithout(row)])),
    answers: Object.fromEntries(Object.entries(answers).map(([id, row]) => [id, rowWithout(row)])),
  };
}
