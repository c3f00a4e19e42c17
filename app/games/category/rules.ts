import { z } from "zod/mini";
import {
  answerGroups,
  answerMarks,
  isStruck,
  joinAnswers,
  splitAnswers,
  type AnswerLink,
  type AnswerMark,
  type KeyedAnswer,
  withVote,
} from "#app/games/_engine/answer-match.ts";
import { answerJudgingMoveSchemas } from "#app/games/_engine/answer-judging-moves.ts";
import { newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { deckStateSchema } from "#app/games/_engine/deck-schema.ts";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import { dealAtTable, isPackOn } from "#app/games/_engine/prompt-deck.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { isSeated, seatsSeenWith } from "#app/games/_engine/room-seating.ts";

/**
 * Category (docs/product-rules.md#category): a card names a category. One rule set
 * (docs/decisions/034-one-rule-set.md), with two ways to play a card:
 *
 * - **In turn, aloud** (one phone passed round): players name items in turn against a per-turn
 *   clock; whoever runs out of time, hesitates or repeats an answer drinks.
 * - **Written** (a room, a phone each): everyone writes as many items as they can on their own
 *   phone before the clock runs out. The lists stay secret until they are revealed together;
 *   the table votes bad answers down, the host can say two answers are (or aren't) the same,
 *   and an answer nobody else wrote scores more than one someone else wrote too. The round's
 *   lowest scorer drinks.
 *
 * Every clock is a deadline (`endsAt`, from `table.now`), so a reload resumes it where it was.
 */

export const defaultTurnSeconds = 5;
export const minTurnSeconds = 3;
export const maxTurnSeconds = 15;
export const defaultWriteSeconds = 60;
export const minWriteSeconds = 30;
export const maxWriteSeconds = 180;
export const writeSecondsStep = 15;
/** "Hesitating or repeating = drink": one sip (or penalty point) per lost round. */
export const penaltySips = 1;
/** What one written answer scores: nobody else wrote it, or someone else did too. */
export const markPoints: Readonly<Record<AnswerMark, number>> = {
  unique: 2,
  shared: 1,
  repeat: 0,
  struck: 0,
};
export const maxAnswers = 20;
export const maxAnswerLength = 40;

export interface Seat {
  id: string;
  name: string;
}

export type RoundEnd = "time" | "hesitated";

export interface CategoryOutcome {
  /** Who drinks; null when no names are set up ("whoever was on turn"). */
  player: Seat | null;
  reason: RoundEnd;
  /** Items the table named before the round ended. */
  answers: number;
  sips: number;
}

/** A written round's lists, and what the table made of them once revealed. */
export interface Written {
  /** Each seat's answers, in the order written. */
  sheets: Record<string, string[]>;
  /** Seats that said they are done writing. */
  done: string[];
  /** Who voted each answer (by its key, `answerKey`) down. */
  votes: Record<string, string[]>;
  /** The host's word on which answers are the same. */
  links: AnswerLink[];
}

export type Stage =
  | { kind: "ready" }
  | { kind: "turns"; endsAt: number; answers: number }
  | { kind: "over"; outcome: CategoryOutcome }
  | { kind: "writing"; endsAt: number; written: Written }
  | { kind: "reveal"; written: Written }
  | { kind: "scored"; written: Written; points: Record<string, number>; lowest: string[] };

export type StageKind = Stage["kind"];

export interface CategoryState {
  /** The category on the table is `deck.current`. */
  deck: DeckState;
  /** Counts the categories dealt: moves name the round they were made in. */
  round: number;
  /** Seat ids at the table now, in seating order; on one phone they are the names. */
  players: string[];
  /** Everyone who has played this game (leavers too), for their names. */
  people: Seat[];
  /** Index into `players` of the player on turn (0 when there are none). */
  turn: number;
  turnSeconds: number;
  writeSeconds: number;
  stage: Stage;
  /** Points from written rounds, by seat id. */
  totals: Record<string, number>;
  /** Seat ids that spent their one veto of the game. */
  vetoesUsed: string[];
}

const roundSchema = z.int().check(z.gte(1));

export const categoryMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("turnSeconds"), seconds: z.number() }),
  z.object({ type: z.literal("writeSeconds"), seconds: z.number() }),
  z.object({ type: z.literal("start"), round: roundSchema }),
  z.object({ type: z.literal("gotOne"), round: roundSchema }),
  z.object({ type: z.literal("hesitated"), round: roundSchema }),
  z.object({ type: z.literal("timeUp"), round: roundSchema }),
  z.object({ type: z.literal("startWriting"), round: roundSchema }),
  z.object({
    type: z.literal("write"),
    round: roundSchema,
    answers: z.array(z.string().check(z.maxLength(maxAnswerLength))).check(z.maxLength(maxAnswers)),
    done: z.boolean(),
  }),
  z.object({ type: z.literal("reveal"), round: roundSchema }),
  ...answerJudgingMoveSchemas,
  z.object({ type: z.literal("score"), round: roundSchema }),
  z.object({ type: z.literal("next"), round: roundSchema }),
  z.object({ type: z.literal("veto"), round: roundSchema }),
]);

export type CategoryMove = z.infer<typeof categoryMoveSchema>;

/** One written answer as every phone sees it after the reveal. */
export interface AnswerView {
  key: string;
  text: string;
  mark: AnswerMark;
  points: number;
  /** How many voted it down, and whether this phone's player did. */
  votes: number;
  votedDown: boolean;
  /** The other players who wrote the same answer. */
  sameAs: string[];
  /** The keys of the other answers counted as the same (the host splits one off from these). */
  group: string[];
}

/** What one phone of a room shows. */
export interface CategoryView {
  round: number;
  category: string | null;
  stage: StageKind;
  /** The server's clock when this view was made: the phone's clock may differ from it. */
  now: number;
  /** When the running clock runs out (epoch ms); null while none runs. */
  endsAt: number | null;
  turnSeconds: number;
  writeSeconds: number;
  players: Seat[];
  /** This phone's player is seated in the game. */
  seated: boolean;
  /** How this phone's player takes a drink. */
  unit: DrinkUnit;
  onTurn: Seat | null;
  named: number;
  outcome: (CategoryOutcome & { unit: DrinkUnit }) | null;
  /** This phone's own list while writing; nobody else's is sent before the reveal. */
  mine: string[];
  iAmDone: boolean;
  /** Who has said they are done, while writing. */
  done: Seat[];
  /** Every list, once revealed: the players in seating order, leavers who wrote at the end. */
  lists: { id: string; name: string; points: number; answers: AnswerView[] }[] | null;
  /** Once scored: who drinks for the lowest score. */
  lowest: (Seat & { unit: DrinkUnit })[] | null;
  /** What this phone's player takes for the round, once scored. */
  myDrink: { count: number; unit: DrinkUnit } | null;
  /** Points from written rounds so far, for seated players, most first. */
  totals: (Seat & { points: number })[];
  vetoUsed: boolean;
}

/** The key of `author`'s `index`th answer: what votes, joins and splits name. */
export function answerKey(author: string, index: number): string {
  return `${author}/${index}`;
}

function isAllowedTurnSeconds(seconds: number): boolean {
  return Number.isInteger(seconds) && seconds >= minTurnSeconds && seconds <= maxTurnSeconds;
}

function isAllowedWriteSeconds(seconds: number): boolean {
  return (
    Number.isInteger(seconds) &&
    seconds >= minWriteSeconds &&
    seconds <= maxWriteSeconds &&
    seconds % writeSecondsStep === 0
  );
}

function nameOf(state: CategoryState, id: string): string {
  return state.people.find((person) => person.id === id)?.name ?? id;
}

export function playerOnTurn(state: CategoryState): Seat | null {
  const id = state.players[state.turn];
  return id === undefined ? null : { id, name: nameOf(state, id) };
}

function nextSeat(state: CategoryState, from: number): number {
  return state.players.length === 0 ? 0 : (from + 1) % state.players.length;
}

const emptyWritten: Written = { sheets: {}, done: [], votes: {}, links: [] };

export interface FirstDeal {
  /** The deck to play: its card, when it has one, is the first category. */
  deck: DeckState;
  turnSeconds?: number;
  writeSeconds?: number;
}

/**
 * A new game for `table`, with the deck in hand: on one phone, the one the server dealt into the
 * page (its card stays) with the phone's prompt memory; null when its packs have nothing.
 */
export function setupFrom(table: GameTable, first: FirstDeal): CategoryState {
  const dealt = first.deck.current ? first.deck : dealAtTable(first.deck, table);
  const turnSeconds = first.turnSeconds ?? defaultTurnSeconds;
  const writeSeconds = first.writeSeconds ?? defaultWriteSeconds;
  return {
    deck: dealt ?? first.deck,
    round: 1,
    players: table.players.map((player) => player.id),
    people: seatsSeenWith([], table),
    turn: 0,
    turnSeconds: isAllowedTurnSeconds(turnSeconds) ? turnSeconds : defaultTurnSeconds,
    writeSeconds: isAllowedWriteSeconds(writeSeconds) ? writeSeconds : defaultWriteSeconds,
    stage: { kind: "ready" },
    totals: {},
    vetoesUsed: [],
  };
}

function setup(table: GameTable, seed: number): CategoryState | Invalid {
  const state = setupFrom(table, { deck: newDeck(seed) });
  return state.deck.current ? state : invalid("noCards");
}

/** The next category on the table, the stage back to ready; the old one is simply left. */
function dealNext(state: CategoryState, table: GameTable, turn: number): CategoryState | Invalid {
  const deck = dealAtTable(state.deck, table);
  if (!deck) return invalid("noCards");
  return { ...state, deck, round: state.round + 1, turn, stage: { kind: "ready" } };
}

function endTurns(state: CategoryState, answers: number, reason: RoundEnd): CategoryState {
  return {
    ...state,
    stage: {
      kind: "over",
      outcome: { player: playerOnTurn(state), reason, answers, sips: penaltySips },
    },
  };
}

/** The answers of a written round, in seating order (leavers who wrote last), keyed. */
function keyedAnswers(state: CategoryState, written: Written): KeyedAnswer[] {
  const authors = [
    ...state.players.filter((id) => id in written.sheets),
    ...Object.keys(written.sheets).filter((id) => !state.players.includes(id)),
  ];
  return authors.flatMap((author) =>
    (written.sheets[author] ?? []).map((text, index) => ({
      key: answerKey(author, index),
      author,
      text,
    })),
  );
}

interface Judged {
  answers: KeyedAnswer[];
  marks: Record<string, AnswerMark>;
  groups: string[][];
}

function judge(state: CategoryState, written: Written, table: GameTable): Judged {
  const answers = keyedAnswers(state, written);
  const seated = table.players.map((player) => player.id);
  const struck = new Set(
    answers
      .filter((answer) => isStruck(written.votes[answer.key] ?? [], answer.author, seated))
      .map((answer) => answer.key),
  );
  return {
    answers,
    marks: answerMarks(answers, written.links, struck),
    groups: answerGroups(answers, written.links),
  };
}

function pointsOf(judged: Judged, author: string): number {
  return judged.answers
    .filter((answer) => answer.author === author)
    .reduce((sum, answer) => sum + markPoints[judged.marks[answer.key] ?? "struck"], 0);
}

/** The written round is revealed once everyone seated has said they are done. */
function revealWhenAllDone(state: CategoryState, table: GameTable): CategoryState {
  if (state.stage.kind !== "writing" || table.players.length === 0) return state;
  const { written } = state.stage;
  const allDone = table.players.every((player) => written.done.includes(player.id));
  return allDone ? { ...state, stage: { kind: "reveal", written } } : state;
}

function cleanAnswers(answers: readonly string[]): string[] {
  return answers
    .map((answer) => answer.trim().replace(/\s+/g, " "))
    .filter((answer) => answer !== "");
}

function score(state: CategoryState, written: Written, table: GameTable): CategoryState {
  const judged = judge(state, written, table);
  const points = Object.fromEntries(
    table.players.map((player) => [player.id, pointsOf(judged, player.id)]),
  );
  const least = Math.min(...Object.values(points));
  const lowest = table.players
    .filter((player) => points[player.id] === least)
    .map((player) => player.id);
  const totals = { ...state.totals };
  for (const [id, gained] of Object.entries(points)) totals[id] = (totals[id] ?? 0) + gained;
  return { ...state, totals, stage: { kind: "scored", written, points, lowest } };
}

function hasAnswer(judged: Judged, key: string): KeyedAnswer | undefined {
  return judged.answers.find((answer) => answer.key === key);
}

function move(
  state: CategoryState,
  playerId: string,
  played: CategoryMove,
  table: GameTable,
): CategoryState | Invalid {
  const host = playerId === table.hostId;
  const { stage } = state;

  if (played.type === "turnSeconds") {
    if (!host) return invalid("hostOnly");
    if (!isAllowedTurnSeconds(played.seconds)) {
      return invalid("category.turnSeconds", { min: minTurnSeconds, max: maxTurnSeconds });
    }
    if (stage.kind === "turns") return invalid("category.timerDuringRound");
    return { ...state, turnSeconds: played.seconds };
  }
  if (played.type === "writeSeconds") {
    if (!host) return invalid("hostOnly");
    if (!isAllowedWriteSeconds(played.seconds)) {
      return invalid("category.writeSeconds", { min: minWriteSeconds, max: maxWriteSeconds });
    }
    if (stage.kind === "writing") return invalid("category.timerDuringRound");
    return { ...state, writeSeconds: played.seconds };
  }

  const stale = outOfStep(
    state,
    { made: played.round, current: state.round, isNext: played.type === "next" },
    "category.roundOver",
  );
  if (stale) return stale;

  switch (played.type) {
    case "timeUp": {
      if (!host && !isSeated(table, playerId)) return invalid("notPlaying");
      // A phone that saw the clock run out after another phone said so: nothing to do.
      if (stage.kind !== "turns" && stage.kind !== "writing") return state;
      if (table.now < stage.endsAt) return invalid("category.clockRunning");
      return stage.kind === "turns"
        ? endTurns(state, stage.answers, "time")
        : { ...state, stage: { kind: "reveal", written: stage.written } };
    }
    case "write": {
      if (!isSeated(table, playerId)) return invalid("notPlaying");
      if (stage.kind !== "writing") return invalid("category.notWriting");
      const { written } = stage;
      const done = written.done.filter((id) => id !== playerId);
      const next: CategoryState = {
        ...state,
        stage: {
          ...stage,
          written: {
            ...written,
            sheets: { ...written.sheets, [playerId]: cleanAnswers(played.answers) },
            done: played.done ? [...done, playerId] : done,
          },
        },
      };
      return revealWhenAllDone(next, table);
    }
    case "vote": {
      if (!isSeated(table, playerId)) return invalid("notPlaying");
      if (stage.kind !== "reveal") return invalid("category.notRevealed");
      const answer = hasAnswer(judge(state, stage.written, table), played.answer);
      if (!answer) return invalid("category.noSuchAnswer");
      if (answer.author === playerId) return invalid("category.ownAnswer");
      const votes = withVote(stage.written.votes, answer.key, playerId, played.down);
      return { ...state, stage: { ...stage, written: { ...stage.written, votes } } };
    }
    case "veto": {
      if (!isSeated(table, playerId)) return invalid("notPlaying");
      if (state.vetoesUsed.includes(playerId)) return invalid("vetoUsed");
      if (stage.kind !== "ready" && stage.kind !== "turns" && stage.kind !== "writing") {
        return invalid("category.tooLateToVeto");
      }
      const dealt = dealNext(state, table, state.turn);
      if (isInvalid(dealt)) return dealt;
      return { ...dealt, vetoesUsed: [...state.vetoesUsed, playerId] };
    }
    default:
      break;
  }

  if (!host) return invalid("hostOnly");
  switch (played.type) {
    case "start":
      if (stage.kind !== "ready") return invalid("category.notReady");
      if (!state.deck.current) return invalid("noCards");
      return {
        ...state,
        stage: { kind: "turns", endsAt: table.now + state.turnSeconds * 1000, answers: 0 },
      };
    case "gotOne":
      if (stage.kind !== "turns") return invalid("category.noRound");
      // An answer after the deadline is too late: the round has already ended on time.
      if (table.now >= stage.endsAt) return endTurns(state, stage.answers, "time");
      return {
        ...state,
        turn: nextSeat(state, state.turn),
        stage: {
          kind: "turns",
          endsAt: table.now + state.turnSeconds * 1000,
          answers: stage.answers + 1,
        },
      };
    case "hesitated":
      if (stage.kind !== "turns") return invalid("category.noRound");
      return endTurns(state, stage.answers, table.now >= stage.endsAt ? "time" : "hesitated");
    case "startWriting":
      if (stage.kind !== "ready") return invalid("category.notReady");
      if (!state.deck.current) return invalid("noCards");
      return {
        ...state,
        stage: {
          kind: "writing",
          endsAt: table.now + state.writeSeconds * 1000,
          written: emptyWritten,
        },
      };
    case "reveal":
      if (stage.kind !== "writing") return invalid("category.notWriting");
      return { ...state, stage: { kind: "reveal", written: stage.written } };
    case "join":
    case "split": {
      if (stage.kind !== "reveal") return invalid("category.notRevealed");
      const judged = judge(state, stage.written, table);
      if (!hasAnswer(judged, played.a) || !hasAnswer(judged, played.b)) {
        return invalid("category.noSuchAnswer");
      }
      if (played.a === played.b) return invalid("category.twoAnswers");
      const links =
        played.type === "join"
          ? joinAnswers(stage.written.links, played.a, played.b)
          : splitAnswers(judged.answers, stage.written.links, played.a, played.b);
      return { ...state, stage: { ...stage, written: { ...stage.written, links } } };
    }
    case "score":
      if (stage.kind !== "reveal") return invalid("category.notRevealed");
      return score(state, stage.written, table);
    case "next":
      // After a lost round the player after the one who drank starts, so the first word goes
      // round the table; a card skipped before or during a round ends it without a penalty.
      return dealNext(
        state,
        table,
        stage.kind === "over" ? nextSeat(state, state.turn) : state.turn,
      );
  }
}

/**
 * The table changed (names set up in settings, someone joined or left a room). The player on
 * turn keeps the turn if still playing; otherwise the turn stays at the same seat. A written
 * round waiting only for players who left is revealed.
 */
function seatsChanged(state: CategoryState, table: GameTable): CategoryState {
  const players = table.players.map((player) => player.id);
  const current = playerOnTurn(state);
  const kept = current === null ? -1 : players.indexOf(current.id);
  const turn = kept >= 0 ? kept : players.length === 0 ? 0 : state.turn % players.length;
  const seated = revealWhenAllDone(
    { ...state, players, people: seatsSeenWith(state.people, table), turn },
    table,
  );
  const card = seated.deck.current;
  // Its pack went off (someone who doesn't allow 18+ sat down): another card before it is played.
  if (seated.stage.kind !== "ready" || card === null || isPackOn(table, card.packId)) {
    return seated;
  }
  const deck = dealAtTable(seated.deck, table);
  return deck ? { ...seated, deck } : seated;
}

/** Every list once revealed, judged: seated players in seating order, then leavers who wrote. */
function listsOf(
  state: CategoryState,
  written: Written,
  judged: Judged,
  playerId: string,
  table: GameTable,
): NonNullable<CategoryView["lists"]> {
  const authors = [
    ...table.players.map((player) => player.id),
    ...judged.answers.map((answer) => answer.author),
  ].filter((id, index, ids) => ids.indexOf(id) === index);
  const groupOf = (key: string) => judged.groups.find((keys) => keys.includes(key)) ?? [];
  return authors.map((id) => ({
    id,
    name: nameOf(state, id),
    points: pointsOf(judged, id),
    answers: judged.answers
      .filter((answer) => answer.author === id)
      .map((answer) => {
        const mark = judged.marks[answer.key] ?? "struck";
        const group = groupOf(answer.key);
        const voters = written.votes[answer.key] ?? [];
        const others = judged.answers.filter(
          (other) => group.includes(other.key) && other.author !== id,
        );
        return {
          key: answer.key,
          text: answer.text,
          mark,
          points: markPoints[mark],
          votes: voters.length,
          votedDown: voters.includes(playerId),
          sameAs: [...new Set(others.map((other) => nameOf(state, other.author)))],
          group: group.filter((key) => key !== answer.key),
        };
      }),
  }));
}

function view(state: CategoryState, playerId: string, table: GameTable): CategoryView {
  const { stage } = state;
  const me = table.players.find((player) => player.id === playerId);
  const unit = unitOf(me, table);
  const unitOfSeat = (id: string) =>
    unitOf(
      table.players.find((player) => player.id === id),
      table,
    );
  const written =
    stage.kind === "writing" || stage.kind === "reveal" || stage.kind === "scored"
      ? stage.written
      : null;
  const revealed = stage.kind === "reveal" || stage.kind === "scored" ? stage.written : null;
  const judged = revealed ? judge(state, revealed, table) : null;
  const outcome = stage.kind === "over" ? stage.outcome : null;
  const lowest = stage.kind === "scored" ? stage.lowest : null;

  return {
    round: state.round,
    category: state.deck.current?.text ?? null,
    stage: stage.kind,
    now: table.now,
    endsAt: stage.kind === "turns" || stage.kind === "writing" ? stage.endsAt : null,
    turnSeconds: state.turnSeconds,
    writeSeconds: state.writeSeconds,
    players: table.players.map(({ id, name }) => ({ id, name })),
    seated: me !== undefined,
    unit,
    onTurn: playerOnTurn(state),
    named: stage.kind === "turns" ? stage.answers : 0,
    outcome: outcome
      ? { ...outcome, unit: outcome.player ? unitOfSeat(outcome.player.id) : unit }
      : null,
    mine: written?.sheets[playerId] ?? [],
    iAmDone: written?.done.includes(playerId) ?? false,
    done:
      stage.kind === "writing"
        ? stage.written.done.map((id) => ({ id, name: nameOf(state, id) }))
        : [],
    lists: revealed && judged ? listsOf(state, revealed, judged, playerId, table) : null,
    lowest: lowest
      ? lowest.map((id) => ({ id, name: nameOf(state, id), unit: unitOfSeat(id) }))
      : null,
    myDrink: lowest?.includes(playerId) ? { count: penaltySips, unit } : null,
    totals: table.players
      .map(({ id, name }) => ({ id, name, points: state.totals[id] ?? 0 }))
      .filter((entry) => entry.id in state.totals)
      .sort((a, b) => b.points - a.points),
    vetoUsed: state.vetoesUsed.includes(playerId),
  };
}

export const rules: GameRules<CategoryState, CategoryMove, CategoryView> = {
  moveSchema: categoryMoveSchema,
  minPlayers: 2,
  maxPlayers,
  setup,
  move,
  seatsChanged,
  view,
  isOver: () => false,
};

const count = z.int().check(z.gte(0));
const moment = z.number().check(z.gte(0));
const seatSchema = z.object({ id: z.string(), name: z.string() });
const deckSchema = deckStateSchema(64);
const writtenSchema = z.object({
  sheets: z.record(z.string(), z.array(z.string()).check(z.maxLength(maxAnswers))),
  done: z.array(z.string()),
  votes: z.record(z.string(), z.array(z.string())),
  links: z.array(z.object({ a: z.string(), b: z.string(), same: z.boolean() })),
});
const stageSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("ready") }),
  z.object({ kind: z.literal("turns"), endsAt: moment, answers: count }),
  z.object({
    kind: z.literal("over"),
    outcome: z.object({
      player: z.nullable(seatSchema),
      reason: z.enum(["time", "hesitated"]),
      answers: count,
      sips: count,
    }),
  }),
  z.object({ kind: z.literal("writing"), endsAt: moment, written: writtenSchema }),
  z.object({ kind: z.literal("reveal"), written: writtenSchema }),
  z.object({
    kind: z.literal("scored"),
    written: writtenSchema,
    points: z.record(z.string(), count),
    lowest: z.array(z.string()),
  }),
]);
const categoryStateSchema = z
  .object({
    deck: deckSchema,
    round: z.int().check(z.gte(1)),
    players: z.array(z.string()).check(z.maxLength(64)),
    people: z.array(seatSchema).check(z.maxLength(256)),
    turn: count,
    turnSeconds: z.int().check(z.gte(minTurnSeconds), z.lte(maxTurnSeconds)),
    writeSeconds: z.int().check(z.gte(minWriteSeconds), z.lte(maxWriteSeconds)),
    stage: stageSchema,
    totals: z.record(z.string(), count),
    vetoesUsed: z.array(z.string()),
  })
  .check(z.refine((state) => state.turn < Math.max(state.players.length, 1)));

/** A game kept on the device, checked before it is played on; anything else is null. */
export function parseCategoryState(value: unknown): CategoryState | null {
  const parsed = categoryStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
