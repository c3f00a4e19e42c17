import { describe, expect, test } from "vitest";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng, type Rng } from "#app/games/_engine/rng.ts";
import {
  beats,
  believe,
  call,
  legalCalls,
  lift,
  parseMeyerState,
  ranking,
  rematch,
  roll,
  setup,
  valueOf,
  type Dice,
  type MeyerState,
} from "./logic.ts";

function valid<T>(value: T | Invalid): T {
  if (isInvalid(value)) throw new Error(`unexpected invalid move: ${value.code}`);
  return value;
}

function table(names: readonly string[] = ["Ada", "Bo", "Cy"], cheers32 = false): MeyerState {
  return valid(setup(names, { cheers32 }));
}

/** Puts known dice under the cup, as if the player on turn had just rolled them. */
function rolled(state: MeyerState, dice: Dice): MeyerState {
  return { ...state, phase: "call", dice };
}

/** An rng whose next two dice are the given faces. */
function fixedDice(a: number, b: number): Rng {
  const faces = [a, b];
  let i = 0;
  return {
    next: () => ((faces[i++ % 2] ?? 1) - 1) / 6 + 0.01,
    int: (max) => Math.min(max - 1, (faces[i++ % 2] ?? 1) - 1),
    pick: (items) => {
      const item = items[0];
      if (item === undefined) throw new RangeError("empty");
      return item;
    },
    state: () => i,
  };
}

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
    for (const a of ranking) {
      expect(beats(a, a)).toBe(false);
      for (const b of ranking) {
        if (a !== b) expect(beats(a, b) !== beats(b, a)).toBe(true);
        for (const c of ranking) {
          if (beats(a, b) && beats(b, c)) expect(beats(a, c)).toBe(true);
        }
      }
    }
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

describe("calls", () => {
  test("offers every value at a round's start and only higher ones after a call", () => {
    expect(legalCalls(null)).toEqual(ranking);
    expect(legalCalls(54)).toEqual([21, 31, 66, 55, 44, 33, 22, 11, 65, 64, 63, 62, 61]);
    expect(legalCalls(31)).toEqual([21]);
    expect(legalCalls(21)).toEqual([]);
  });

  test("refuse a call that does not beat the last one, or is no value at all", () => {
    const called = valid(call(rolled(table(), [5, 4]), 54));
    const believed = valid(believe(called));
    const next = rolled(believed, [1, 1]);
    expect(call(next, 53)).toEqual({ invalid: true, code: "53 does not beat 54" });
    expect(call(next, 54)).toEqual({ invalid: true, code: "54 does not beat 54" });
    expect(call(next, 12)).toEqual({ invalid: true, code: "12 is not a Meyer value" });
    expect(valid(call(next, 55)).lastCall).toBe(55);
  });

  test("a call passes the phone to the next player, who may not call before rolling", () => {
    const called = valid(call(rolled(table(), [6, 2]), 62));
    expect(called.turn).toBe(1);
    expect(called.phase).toBe("respond");
    expect(call(called, 63)).toEqual({ invalid: true, code: "Roll before you call" });
  });

  test("believing hands over the cup: the believer rolls fresh dice and must call higher", () => {
    const called = valid(call(rolled(table(), [6, 2]), 62));
    const believed = valid(believe(called));
    expect(believed.phase).toBe("roll");
    expect(believed.dice).toBeNull();
    const again = valid(roll(believed, createRng(7)));
    expect(again.phase).toBe("call");
    expect(again.dice).not.toBeNull();
    expect(again.lastCall).toBe(62);
  });

  test("nothing beats a called Meyer, so it can only be lifted", () => {
    const called = valid(call(rolled(table(), [4, 3]), 21));
    expect(believe(called)).toEqual({ invalid: true, code: "Nothing beats Meyer: lift it" });
  });

  test("the log keeps every roll, call and belief in order", () => {
    let state = valid(roll(table(), createRng(1)));
    state = valid(call(state, 43));
    state = valid(believe(state));
    expect(state.log.map((entry) => entry.kind)).toEqual(["roll", "call", "believe"]);
    expect(state.log[1]).toEqual({ kind: "call", round: 1, player: "Ada", value: 43 });
  });
});

describe("lifting", () => {
  function liftAfter(dice: Dice, value: number): MeyerState {
    return valid(lift(valid(call(rolled(table(), dice), value))));
  }

  test("a truthful call costs the lifter a life", () => {
    const state = liftAfter([5, 3], 53);
    expect(state.lastLift).toMatchObject({ loser: "Bo", lifter: "Bo", caller: "Ada", actual: 53 });
    expect(state.players.map((player) => player.lives)).toEqual([6, 5, 6]);
  });

  test("dice better than the call (an under-call) also cost the lifter", () => {
    const state = liftAfter([6, 6], 42);
    expect(state.lastLift?.loser).toBe("Bo");
    expect(state.players.map((player) => player.lives)).toEqual([6, 5, 6]);
  });

  test("a bluff (dice lower than the call) costs the caller", () => {
    const state = liftAfter([4, 2], 65);
    expect(state.lastLift).toMatchObject({ loser: "Ada", actual: 42, call: 65, livesLost: 1 });
    expect(state.players.map((player) => player.lives)).toEqual([5, 6, 6]);
  });

  test("a called Meyer costs two lives: the caller's when bluffed", () => {
    const state = liftAfter([3, 1], 21);
    expect(state.lastLift).toMatchObject({ loser: "Ada", livesLost: 2 });
    expect(state.players.map((player) => player.lives)).toEqual([4, 6, 6]);
  });

  test("a called Meyer costs two lives: the lifter's when true", () => {
    const state = liftAfter([2, 1], 21);
    expect(state.lastLift).toMatchObject({ loser: "Bo", livesLost: 2 });
    expect(state.players.map((player) => player.lives)).toEqual([6, 4, 6]);
  });

  test("after a lift the loser starts a fresh round", () => {
    const state = liftAfter([4, 2], 65);
    expect(state.turn).toBe(0);
    expect(state.round).toBe(2);
    expect(state.phase).toBe("roll");
    expect(state.lastCall).toBeNull();
    expect(state.dice).toBeNull();
  });

  test("lifting is only possible on a call", () => {
    expect(lift(table())).toEqual({ invalid: true, code: "There is no call to lift" });
  });
});

describe("lives, elimination and the winner", () => {
  test("a player on no lives is out and skipped, and the last one standing wins", () => {
    let state = table();
    state = { ...state, players: state.players.map((player) => ({ ...player, lives: 1 })) };
    // Ada bluffs and is lifted by Bo: Ada is out, Bo starts.
    state = valid(lift(valid(call(rolled(state, [3, 2]), 44))));
    expect(state.lastLift).toMatchObject({ loser: "Ada", eliminated: true });
    expect(state.turn).toBe(1);
    expect(state.winner).toBeNull();
    // Bo tells the truth, Cy lifts and loses: Bo wins.
    const called = valid(call(rolled(state, [6, 6]), 66));
    expect(called.turn).toBe(2);
    state = valid(lift(called));
    expect(state.winner).toBe("Bo");
    expect(state.phase).toBe("over");
    expect(roll(state, createRng(1))).toEqual({ invalid: true, code: "It is not time to roll" });
  });

  test("a knocked-out loser hands the start to the next player still in", () => {
    let state = table(["Ada", "Bo", "Cy", "Di"]);
    state = { ...state, players: state.players.map((player) => ({ ...player, lives: 2 })) };
    state = { ...state, turn: 1 };
    // Bo bluffs a Meyer and Cy lifts it: two lives gone, Bo is out, Cy starts.
    state = valid(lift(valid(call(rolled(state, [5, 1]), 21))));
    expect(state.players.map((player) => player.lives)).toEqual([2, 0, 2, 2]);
    expect(state.turn).toBe(2);
    // Going round, Bo is passed over.
    state = { ...state, turn: 0 };
    expect(valid(call(rolled(state, [5, 1]), 51)).turn).toBe(2);
  });

  test("a whole game with a fixed seed always ends with exactly one player left", () => {
    const rng = createRng(2024);
    let state = table(["Ada", "Bo", "Cy", "Di"]);
    for (let move = 0; move < 2000 && state.phase !== "over"; move += 1) {
      if (state.phase === "roll") state = valid(roll(state, rng));
      else if (state.phase === "call") {
        const options = legalCalls(state.lastCall);
        state = valid(call(state, rng.pick(options)));
      } else if (state.phase === "respond") {
        state =
          state.lastCall === 21 || rng.next() < 0.5 ? valid(lift(state)) : valid(believe(state));
      }
    }
    expect(state.phase).toBe("over");
    expect(state.players.filter((player) => player.lives > 0)).toHaveLength(1);
    expect(state.winner).toBe(state.players.find((player) => player.lives > 0)?.name);
  });

  test("a rematch puts everyone back on six lives", () => {
    const state = rematch({ ...table(), winner: "Ada", phase: "over" });
    expect(state.players.every((player) => player.lives === 6)).toBe(true);
    expect(state.phase).toBe("roll");
    expect(state.log).toEqual([]);
  });

  test("the table needs two to ten different names", () => {
    expect(setup(["Ada"])).toEqual({ invalid: true, code: "Meyer needs at least 2 players" });
    expect(setup(["Ada", "Ada"])).toEqual({
      invalid: true,
      code: "Every player needs their own name",
    });
  });
});

describe("the 32 house rule", () => {
  test("with it on, a rolled 32 is shown, everyone drinks and the roller rolls again", () => {
    const state = valid(roll(table(["Ada", "Bo"], true), fixedDice(3, 2)));
    expect(state.cheered).toBe(true);
    expect(state.phase).toBe("roll");
    expect(state.log.at(-1)).toEqual({ kind: "cheers", round: 1, player: "Ada" });
    const next = valid(roll(state, fixedDice(6, 5)));
    expect(next.cheered).toBe(false);
    expect(next.phase).toBe("call");
  });

  test("with it off, a 32 is an ordinary (lowest) roll", () => {
    const state = valid(roll(table(["Ada", "Bo"], false), fixedDice(2, 3)));
    expect(state.dice).toEqual([2, 3]);
    expect(state.phase).toBe("call");
    expect(state.cheered).toBe(false);
  });
});

describe("a game kept across a reload", () => {
  test("a stored game in the middle of a round reads back as it was", () => {
    const state = valid(call(valid(roll(table(), createRng(3))), 43));
    expect(parseMeyerState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  test("anything broken or tampered with is refused", () => {
    const state = table();
    expect(parseMeyerState(null)).toBeNull();
    expect(parseMeyerState({ ...state, turn: 7 })).toBeNull();
    expect(parseMeyerState({ ...state, lastCall: 12 })).toBeNull();
    expect(parseMeyerState({ ...state, dice: [0, 7] })).toBeNull();
    expect(parseMeyerState({ ...state, players: [{ name: "Ada", lives: 9 }] })).toBeNull();
  });
});
