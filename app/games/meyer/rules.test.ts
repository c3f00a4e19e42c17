import { describe, expect, test } from "vitest";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import { ok, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import {
  beats,
  isOver,
  legalCalls,
  meyerMoveSchema,
  parseMeyerState,
  ranking,
  rules,
  valueOf,
  type Dice,
  type MeyerMove,
  type MeyerState,
} from "./rules.ts";

const ada = seat("Ada");
const bo = seat("Bo");
const cy = seat("Cy");
const di = seat("Di");

function tableOf(players: GamePlayer[] = [ada, bo, cy], changes: Partial<GameTable> = {}) {
  return roomTable(players, changes);
}

const table = tableOf();

function begin(at: GameTable = table, seed = 1): MeyerState {
  return ok(rules.setup(at, seed));
}

function play(state: MeyerState, by: GamePlayer, move: MeyerMove, at: GameTable = table) {
  return ok(rules.move(state, by.id, move, at));
}

function refusal(state: MeyerState, by: GamePlayer, move: MeyerMove, at: GameTable = table) {
  return reason(rules.move(state, by.id, move, at));
}

/** Puts known dice under the cup, as if the player on turn had just rolled them. */
function rolled(state: MeyerState, dice: Dice): MeyerState {
  return { ...state, phase: "call", dice };
}

/** An rng state whose next roll is `a` and `b`. */
function rollingState(a: number, b: number): number {
  for (let seed = 0; ; seed += 1) {
    const rng = createRng(seed);
    if (rng.int(6) + 1 === a && rng.int(6) + 1 === b) return seed;
  }
}

const lives = (state: MeyerState) => state.players.map((player) => player.lives);

describe("the ranking", () => {
  test("runs from Meyer down to 32", () => {
    expect(ranking).toEqual([
      21, 31, 66, 55, 44, 33, 22, 11, 65, 64, 63, 62, 61, 54, 53, 52, 51, 43, 42, 41, 32,
    ]);
  });

  test("covers every one of the 21 distinct rolls exactly once", () => {
    const values = new Set<number>();
    for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) values.add(valueOf([a, b]));
    expect(values.size).toBe(21);
    expect(new Set(ranking)).toEqual(values);
  });

  test("is a strict total order: irreflexive, antisymmetric, total and transitive", () => {
    expect(ranking.filter((a) => beats(a, a))).toEqual([]);
    const pairs = ranking.flatMap((a) => ranking.filter((b) => b !== a).map((b) => [a, b]));
    expect(pairs.filter(([a = 0, b = 0]) => beats(a, b) === beats(b, a))).toEqual([]);
    const intransitive = pairs.flatMap(([a = 0, b = 0]) =>
      ranking.filter((c) => beats(a, b) && beats(b, c) && !beats(a, c)).map((c) => [a, b, c]),
    );
    expect(intransitive).toEqual([]);
  });

  test("reads the higher die as the tens, whichever way the dice lie", () => {
    expect(valueOf([1, 2])).toBe(21);
    expect(valueOf([3, 1])).toBe(31);
    expect(valueOf([5, 3])).toBe(53);
    expect(valueOf([4, 4])).toBe(44);
  });

  test("puts Meyer over Lille Meyer over the pairs over 65, and 32 at the bottom", () => {
    expect(beats(21, 31)).toBe(true);
    expect(beats(31, 66)).toBe(true);
    expect(beats(11, 65)).toBe(true);
    expect(beats(66, 11)).toBe(true);
    expect(beats(41, 32)).toBe(true);
    expect(beats(32, 41)).toBe(false);
    expect(beats(12, 32)).toBe(false);
  });
});

describe("setting up", () => {
  test("seats the table on six lives each, the first player on turn, the rule off", () => {
    const state = begin();
    expect(state.players).toEqual([
      { id: ada.id, name: "Ada", lives: 6, left: false },
      { id: bo.id, name: "Bo", lives: 6, left: false },
      { id: cy.id, name: "Cy", lives: 6, left: false },
    ]);
    expect(state).toMatchObject({ turn: 0, phase: "roll", round: 1, dice: null, log: [] });
    expect(state.settings.cheers32).toBe(false);
    expect(isOver(state)).toBe(false);
  });

  test("needs two to ten players", () => {
    expect(rules.setup(tableOf([ada]), 1)).toEqual({
      invalid: true,
      code: "tooFewPlayers",
      params: { min: 2 },
    });
    const eleven = Array.from({ length: 11 }, (_, index) => seat(`P${index}`));
    expect(rules.setup(tableOf(eleven), 1)).toEqual({
      invalid: true,
      code: "tooManyPlayers",
      params: { max: 10 },
    });
  });

  test("moves are only the ones the game knows", () => {
    expect(meyerMoveSchema.safeParse({ type: "roll" }).success).toBe(true);
    expect(meyerMoveSchema.safeParse({ type: "call", value: 54 }).success).toBe(true);
    expect(meyerMoveSchema.safeParse({ type: "call", value: "54" }).success).toBe(false);
    expect(meyerMoveSchema.safeParse({ type: "peek" }).success).toBe(false);
  });
});

describe("rolling", () => {
  test("the player on turn rolls two dice from the seed in the state", () => {
    const state = begin(table, 5);
    const once = play(state, ada, { type: "roll" });
    expect(once.phase).toBe("call");
    expect(once.dice).toHaveLength(2);
    expect(once.dice?.every((face) => face >= 1 && face <= 6)).toBe(true);
    expect(once.rngState).not.toBe(state.rngState);
    // The same state rolls the same dice: a reload or the server replays nothing new.
    expect(play(state, ada, { type: "roll" })).toEqual(once);
    expect(once.log).toEqual([{ kind: "roll", round: 1, player: "Ada" }]);
  });

  test("only the player on turn may roll, and only when it is time to", () => {
    const state = begin();
    expect(refusal(state, bo, { type: "roll" })).toBe("notYourTurn");
    const rolledOnce = play(state, ada, { type: "roll" });
    expect(refusal(rolledOnce, ada, { type: "roll" })).toBe("meyer.notRollTime");
  });
});

describe("calls", () => {
  test("offers every value at a round's start and only higher ones after a call", () => {
    expect(legalCalls(null)).toEqual(ranking);
    expect(legalCalls(54)).toEqual([21, 31, 66, 55, 44, 33, 22, 11, 65, 64, 63, 62, 61]);
    expect(legalCalls(31)).toEqual([21]);
    expect(legalCalls(21)).toEqual([]);
  });

  test("refuse a call that does not beat the last one, or is no value at all", () => {
    const called = play(rolled(begin(), [5, 4]), ada, { type: "call", value: 54 });
    const believed = play(called, bo, { type: "believe" });
    const next = rolled(believed, [1, 1]);
    expect(rules.move(next, bo.id, { type: "call", value: 53 }, table)).toEqual({
      invalid: true,
      code: "meyer.mustBeat",
      params: { value: 53, last: 54 },
    });
    expect(refusal(next, bo, { type: "call", value: 54 })).toBe("meyer.mustBeat");
    expect(rules.move(next, bo.id, { type: "call", value: 12 }, table)).toEqual({
      invalid: true,
      code: "meyer.notAValue",
      params: { value: 12 },
    });
    expect(play(next, bo, { type: "call", value: 55 }).lastCall).toBe(55);
  });

  test("a call passes the turn to the next player, who may not call before rolling", () => {
    const called = play(rolled(begin(), [6, 2]), ada, { type: "call", value: 62 });
    expect(called.turn).toBe(1);
    expect(called.phase).toBe("respond");
    expect(refusal(called, bo, { type: "call", value: 63 })).toBe("meyer.rollFirst");
    expect(refusal(called, ada, { type: "lift" })).toBe("notYourTurn");
  });

  test("believing hands over the cup: the believer rolls fresh dice and must call higher", () => {
    const called = play(rolled(begin(), [6, 2]), ada, { type: "call", value: 62 });
    const believed = play(called, bo, { type: "believe" });
    expect(believed.phase).toBe("roll");
    expect(believed.dice).toBeNull();
    const again = play(believed, bo, { type: "roll" });
    expect(again.phase).toBe("call");
    expect(again.dice).not.toBeNull();
    expect(again.lastCall).toBe(62);
  });

  test("there is nothing to believe or lift before a call", () => {
    expect(refusal(begin(), ada, { type: "believe" })).toBe("meyer.noCall");
    expect(refusal(begin(), ada, { type: "lift" })).toBe("meyer.noCall");
  });

  test("nothing beats a called Meyer, so it can only be lifted", () => {
    const called = play(rolled(begin(), [4, 3]), ada, { type: "call", value: 21 });
    expect(refusal(called, bo, { type: "believe" })).toBe("meyer.liftMeyer");
  });

  test("the log keeps every roll, call and belief in order", () => {
    let state = play(begin(), ada, { type: "roll" });
    state = play(state, ada, { type: "call", value: 43 });
    state = play(state, bo, { type: "believe" });
    expect(state.log.map((entry) => entry.kind)).toEqual(["roll", "call", "believe"]);
    expect(state.log[1]).toEqual({ kind: "call", round: 1, player: "Ada", value: 43 });
  });
});

describe("lifting", () => {
  function liftAfter(dice: Dice, value: number): MeyerState {
    const called = play(rolled(begin(), dice), ada, { type: "call", value });
    return play(called, bo, { type: "lift" });
  }

  test("a truthful call costs the lifter a life", () => {
    const state = liftAfter([5, 3], 53);
    expect(state.lastLift).toMatchObject({
      loser: "Bo",
      loserId: bo.id,
      lifter: "Bo",
      caller: "Ada",
      actual: 53,
      dice: [5, 3],
    });
    expect(lives(state)).toEqual([6, 5, 6]);
  });

  test("dice better than the call (an under-call) also cost the lifter", () => {
    const state = liftAfter([6, 6], 42);
    expect(state.lastLift?.loser).toBe("Bo");
    expect(lives(state)).toEqual([6, 5, 6]);
  });

  test("a bluff (dice lower than the call) costs the caller", () => {
    const state = liftAfter([4, 2], 65);
    expect(state.lastLift).toMatchObject({ loser: "Ada", actual: 42, call: 65, livesLost: 1 });
    expect(lives(state)).toEqual([5, 6, 6]);
  });

  test("a called Meyer costs two lives: the caller's when bluffed", () => {
    const state = liftAfter([3, 1], 21);
    expect(state.lastLift).toMatchObject({ loser: "Ada", livesLost: 2 });
    expect(lives(state)).toEqual([4, 6, 6]);
  });

  test("a called Meyer costs two lives: the lifter's when true", () => {
    const state = liftAfter([2, 1], 21);
    expect(state.lastLift).toMatchObject({ loser: "Bo", livesLost: 2 });
    expect(lives(state)).toEqual([6, 4, 6]);
  });

  test("after a lift the loser starts a fresh round", () => {
    const state = liftAfter([4, 2], 65);
    expect(state).toMatchObject({ turn: 0, round: 2, phase: "roll", lastCall: null, dice: null });
    expect(state.log.at(-1)).toEqual({
      kind: "lift",
      round: 1,
      lifter: "Bo",
      caller: "Ada",
      call: 65,
      actual: 42,
      loser: "Ada",
      lives: 1,
      eliminated: false,
    });
  });
});

describe("lives, elimination and the winner", () => {
  const onOneLife = (state: MeyerState): MeyerState => ({
    ...state,
    players: state.players.map((player) => ({ ...player, lives: 1 })),
  });

  test("a player on no lives is out and skipped, and the last one standing wins", () => {
    let state = onOneLife(begin());
    // Ada bluffs and is lifted by Bo: Ada is out, Bo starts.
    state = play(play(rolled(state, [3, 2]), ada, { type: "call", value: 44 }), bo, {
      type: "lift",
    });
    expect(state.lastLift).toMatchObject({ loser: "Ada", eliminated: true });
    expect(state.turn).toBe(1);
    expect(state.winner).toBeNull();
    expect(refusal(state, ada, { type: "roll" })).toBe("meyer.youAreOut");
    // Bo tells the truth, Cy lifts and loses: Bo wins.
    const called = play(rolled(state, [6, 6]), bo, { type: "call", value: 66 });
    expect(called.turn).toBe(2);
    state = play(called, cy, { type: "lift" });
    expect(state.winner).toBe(bo.id);
    expect(state.phase).toBe("over");
    expect(isOver(state)).toBe(true);
    expect(refusal(state, bo, { type: "roll" })).toBe("meyer.gameOver");
    expect(rules.view(state, cy.id, table).winner).toEqual({ id: bo.id, name: "Bo" });
  });

  test("a knocked-out loser hands the start to the next player still in", () => {
    const four = tableOf([ada, bo, cy, di]);
    let state = begin(four);
    state = { ...state, players: state.players.map((player) => ({ ...player, lives: 2 })) };
    state = { ...state, turn: 1 };
    // Bo bluffs a Meyer and Cy lifts it: two lives gone, Bo is out, Cy starts.
    state = play(play(rolled(state, [5, 1]), bo, { type: "call", value: 21 }, four), cy, {
      type: "lift",
    });
    expect(lives(state)).toEqual([2, 0, 2, 2]);
    expect(state.turn).toBe(2);
    // Going round, Bo is passed over.
    state = { ...state, turn: 0 };
    expect(play(rolled(state, [5, 1]), ada, { type: "call", value: 51 }, four).turn).toBe(2);
  });

  test("a whole game with a fixed seed always ends with exactly one player left", () => {
    const four = tableOf([ada, bo, cy, di]);
    const choices = createRng(2024);
    let state = begin(four, 2024);
    for (let step = 0; step < 2000 && !isOver(state); step += 1) {
      const onTurn = four.players.find((player) => player.id === state.players[state.turn]?.id);
      if (!onTurn) throw new Error("nobody on turn");
      const move: MeyerMove =
        state.phase === "roll"
          ? { type: "roll" }
          : state.phase === "call"
            ? { type: "call", value: choices.pick(legalCalls(state.lastCall)) }
            : state.lastCall === 21 || choices.next() < 0.5
              ? { type: "lift" }
              : { type: "believe" };
      state = play(state, onTurn, move, four);
    }
    expect(state.phase).toBe("over");
    const standing = state.players.filter((player) => player.lives > 0);
    expect(standing).toHaveLength(1);
    expect(state.winner).toBe(standing[0]?.id);
  });
});

describe("a rematch", () => {
  const over = (state: MeyerState): MeyerState => ({ ...state, phase: "over", winner: ada.id });

  test("waits for the game to end", () => {
    expect(refusal(begin(), ada, { type: "rematch" })).toBe("meyer.notOver");
  });

  test("puts everyone seated back on six lives, newcomers too, and keeps the house rule", () => {
    const ruled = play(begin(), ada, { type: "houseRule", cheers32: true });
    const four = tableOf([ada, bo, cy, di]);
    const state = play(over({ ...ruled, log: [{ kind: "roll", round: 1, player: "Ada" }] }), bo, {
      type: "rematch",
    });
    const again = play(over(rules.seatsChanged(state, four)), cy, { type: "rematch" }, four);
    expect(again.players.map((player) => [player.name, player.lives])).toEqual([
      ["Ada", 6],
      ["Bo", 6],
      ["Cy", 6],
      ["Di", 6],
    ]);
    expect(again).toMatchObject({ phase: "roll", turn: 0, round: 1, log: [], winner: null });
    expect(again.settings.cheers32).toBe(true);
  });

  test("needs a table the game can be played at", () => {
    const eleven = [ada, ...Array.from({ length: 10 }, (_, index) => seat(`P${index}`))];
    expect(refusal(over(begin()), ada, { type: "rematch" }, tableOf(eleven))).toBe(
      "tooManyPlayers",
    );
    expect(refusal(over(begin()), ada, { type: "rematch" }, tableOf([ada]))).toBe("tooFewPlayers");
    expect(refusal(over(begin()), di, { type: "rematch" })).toBe("notPlaying");
  });
});

describe("the 32 house rule", () => {
  test("only the host switches it, and only between rounds", () => {
    const state = begin();
    expect(refusal(state, bo, { type: "houseRule", cheers32: true })).toBe(
      "meyer.hostSetsHouseRule",
    );
    const on = play(state, ada, { type: "houseRule", cheers32: true });
    expect(on.settings.cheers32).toBe(true);
    const midRound = play(on, ada, { type: "roll" });
    expect(refusal(midRound, ada, { type: "houseRule", cheers32: false })).toBe(
      "meyer.houseRuleBetweenRounds",
    );
    expect(rules.view(midRound, bo.id, table).houseRuleOpen).toBe(false);
    // After a lift the next round hasn't started: the host may change it again.
    const called = play(rolled(on, [5, 1]), ada, { type: "call", value: 51 });
    const lifted = play(called, bo, { type: "lift" });
    expect(rules.view(lifted, bo.id, table).houseRuleOpen).toBe(true);
    expect(play(lifted, ada, { type: "houseRule", cheers32: false }).settings.cheers32).toBe(false);
  });

  test("with it on, a rolled 32 is shown, everyone drinks and the roller rolls again", () => {
    const on = play(begin(tableOf([ada, bo])), ada, { type: "houseRule", cheers32: true }, table);
    const state = play({ ...on, rngState: rollingState(3, 2) }, ada, { type: "roll" });
    expect(state.cheered).toBe(true);
    expect(state.phase).toBe("roll");
    expect(state.log.at(-1)).toEqual({ kind: "cheers", round: 1, player: "Ada" });
    // Shown to the whole table, on every phone.
    for (const each of [ada, bo]) {
      expect(rules.view(state, each.id, table).cheers).toEqual([3, 2]);
    }
    const next = play({ ...state, rngState: rollingState(6, 5) }, ada, { type: "roll" });
    expect(next.cheered).toBe(false);
    expect(next.phase).toBe("call");
    expect(rules.view(next, bo.id, table).cheers).toBeNull();
  });

  test("with it off, a 32 is an ordinary (lowest) roll", () => {
    const state = play({ ...begin(), rngState: rollingState(2, 3) }, ada, { type: "roll" });
    expect(state.dice).toEqual([2, 3]);
    expect(state.phase).toBe("call");
    expect(state.cheered).toBe(false);
  });
});

describe("each phone's view", () => {
  test("only the roller's phone holds the dice, until a lift shows them to everyone", () => {
    const state = play({ ...begin(), rngState: rollingState(5, 3) }, ada, { type: "roll" });
    expect(rules.view(state, ada.id, table).myDice).toEqual([5, 3]);
    for (const other of [bo.id, cy.id, "seat-nobody"]) {
      const view = rules.view(state, other, table);
      expect(view.myDice).toBeNull();
      expect(JSON.stringify(view)).not.toContain("[5,3]");
    }
    // The call is on every phone; the dice stay on the caller's.
    const called = play(state, ada, { type: "call", value: 61 });
    expect(rules.view(called, ada.id, table).myDice).toEqual([5, 3]);
    for (const other of [bo.id, cy.id]) {
      const view = rules.view(called, other, table);
      expect(view).toMatchObject({
        myDice: null,
        lastCall: 61,
        caller: { id: ada.id, name: "Ada" },
        onTurn: { id: bo.id, name: "Bo" },
      });
      expect(JSON.stringify(view)).not.toContain("[5,3]");
    }
    // Bo believes and rolls: Ada's dice are gone, Bo's are Bo's alone.
    const believed = play(play(called, bo, { type: "believe" }), bo, { type: "roll" });
    expect(rules.view(believed, ada.id, table).myDice).toBeNull();
    expect(rules.view(believed, bo.id, table).myDice).toEqual(believed.dice);
    // A lift shows the dice and who lost on every phone.
    const lifted = play(play(believed, bo, { type: "call", value: 21 }), cy, { type: "lift" });
    for (const each of [ada.id, bo.id, cy.id]) {
      const view = rules.view(lifted, each, table);
      expect(view.lastLift?.dice).toEqual(believed.dice);
      expect(view.myDice).toBeNull();
      expect(view.lastLift?.livesLost).toBe(2);
      expect(view.players.map((player) => player.lives).sort()).toEqual([4, 6, 6]);
    }
  });

  test("says who is in, who plays next game and how each drinks", () => {
    const state = play(begin(), ada, { type: "roll" });
    const sober = { ...di, notDrinking: true };
    const later = tableOf([ada, bo, cy, sober]);
    const view = rules.view(rules.seatsChanged(state, later), sober.id, later);
    expect(view.inGame).toBe(false);
    expect(view.waiting).toEqual([{ id: di.id, name: "Di", unit: "points" }]);
    expect(view.myUnit).toBe("points");
    expect(view.players.map((player) => player.unit)).toEqual(["sips", "sips", "sips"]);
    expect(
      rules.view(state, ada.id, tableOf(table.players.slice(), { alcoholFree: true })),
    ).toMatchObject({ inGame: true, players: [{ unit: "points" }, {}, {}] });
    expect(refusal(rules.seatsChanged(state, later), sober, { type: "roll" }, later)).toBe(
      "meyer.nextGame",
    );
  });

  test("carry the newest calls, beliefs and lifts, not the rolls", () => {
    let state = begin();
    for (let round = 0; round < 30; round += 1) {
      const onTurn = state.players[state.turn];
      const caller = table.players.find((player) => player.id === onTurn?.id) ?? ada;
      const called = play(rolled(state, [6, 5]), caller, { type: "call", value: 65 });
      const answerer = table.players.find((p) => p.id === called.players[called.turn]?.id) ?? bo;
      state = play(called, answerer, { type: "lift" });
      state = { ...state, players: state.players.map((player) => ({ ...player, lives: 6 })) };
    }
    state = play(state, table.players[state.turn] ?? ada, { type: "roll" });
    const { log } = rules.view(state, ada.id, table);
    expect(log).toHaveLength(40);
    expect(log.some((entry) => entry.kind === "roll")).toBe(false);
    expect(log.at(-1)).toEqual(state.log.at(-2));
  });
});

describe("when the table changes", () => {
  test("before the first roll the game is dealt again to whoever sits there", () => {
    const ruled = play(begin(), ada, { type: "houseRule", cheers32: true });
    const state = rules.seatsChanged(ruled, tableOf([bo, cy, di]));
    expect(state.players.map((player) => player.name)).toEqual(["Bo", "Cy", "Di"]);
    expect(state.settings.cheers32).toBe(true);
    expect(state.turn).toBe(0);
  });

  test("a player who leaves on their turn to roll is out, and the next one rolls", () => {
    const called = play(rolled(begin(), [5, 4]), ada, { type: "call", value: 54 });
    const believed = play(called, bo, { type: "believe" });
    const state = rules.seatsChanged(believed, tableOf([ada, cy]));
    expect(state.players[1]).toMatchObject({ name: "Bo", left: true, lives: 6 });
    expect(state).toMatchObject({ turn: 2, phase: "roll", lastCall: 54 });
    expect(refusal(state, bo, { type: "roll" })).toBe("meyer.youAreOut");
  });

  test("a roller who leaves takes the dice along: the next player rolls to beat the same call", () => {
    const called = play(rolled(begin(), [5, 4]), ada, { type: "call", value: 54 });
    const rolling = rolled(play(called, bo, { type: "believe" }), [6, 6]);
    const state = rules.seatsChanged(rolling, tableOf([ada, cy]));
    expect(state).toMatchObject({ turn: 2, phase: "roll", dice: null, lastCall: 54 });
  });

  test("a player who leaves before answering a call hands it to the next", () => {
    const called = play(rolled(begin(tableOf([ada, bo, cy, di])), [5, 4]), ada, {
      type: "call",
      value: 54,
    });
    const state = rules.seatsChanged(called, tableOf([ada, cy, di]));
    expect(state).toMatchObject({ turn: 2, phase: "respond", lastCall: 54, dice: [5, 4] });
  });

  test("a caller who leaves before the answer drops the call: the answerer starts afresh", () => {
    const called = play(rolled(begin(), [5, 4]), ada, { type: "call", value: 54 });
    const state = rules.seatsChanged(called, tableOf([bo, cy]));
    expect(state).toMatchObject({ turn: 1, phase: "roll", lastCall: null, dice: null });
    expect(rules.view(state, bo.id, tableOf([bo, cy])).myDice).toBeNull();
  });

  test("with one player left, they win", () => {
    const state = rules.seatsChanged(play(begin(), ada, { type: "roll" }), tableOf([cy]));
    expect(state.phase).toBe("over");
    expect(state.winner).toBe(cy.id);
    expect(isOver(state)).toBe(true);
  });

  test("a change of drinking or of nobody leaves the game as it is", () => {
    const state = play(begin(), ada, { type: "roll" });
    expect(rules.seatsChanged(state, tableOf([ada, { ...bo, notDrinking: true }, cy]))).toEqual(
      state,
    );
  });
});

describe("a game kept on the phone", () => {
  test("a stored game in the middle of a round reads back as it was", () => {
    const state = play(play(begin(), ada, { type: "roll" }), ada, { type: "call", value: 43 });
    expect(parseMeyerState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  test("anything broken or tampered with is refused", () => {
    const state = begin();
    expect(parseMeyerState(null)).toBeNull();
    expect(parseMeyerState({ ...state, turn: 7 })).toBeNull();
    expect(parseMeyerState({ ...state, lastCall: 12 })).toBeNull();
    expect(parseMeyerState({ ...state, dice: [0, 7] })).toBeNull();
    expect(
      parseMeyerState({ ...state, players: [{ id: "a", name: "Ada", lives: 9, left: false }] }),
    ).toBeNull();
    const { rngState: _dropped, ...withoutRng } = state;
    expect(parseMeyerState(withoutRng)).toBeNull();
  });
});
