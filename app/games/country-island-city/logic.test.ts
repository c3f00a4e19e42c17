import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import {
  checkpointTimer,
  parseCicState,
  pausedWhereSaved,
  alphabet,
  allowedLetters,
  changeSettings,
  clampRoundSeconds,
  columnsFor,
  currentResult,
  defaultSettings,
  drawLetter,
  hardLetters,
  isTimeUp,
  lowestScorers,
  newTimer,
  nextRound,
  pauseClock,
  pauseTimer,
  playerTotal,
  remainingMs,
  roundTotals,
  runningTotals,
  scoreRound,
  setMark,
  setup,
  startClock,
  startTimer,
  stopClock,
  tick,
  type CicState,
  type Column,
  type Mark,
} from "./logic.ts";

function ok(next: CicState | Invalid): CicState {
  if (isInvalid(next)) throw new Error(next.code);
  return next;
}

function scoring(seed = 1): CicState {
  return ok(stopClock(setup(defaultSettings, createRng(seed)), null, { now: 0 }));
}

function mark(state: CicState, player: string, marksByColumn: Partial<Record<Column, Mark>>) {
  return Object.entries(marksByColumn).reduce(
    (current, [column, value]) =>
      ok(setMark(current, { player, column: column as Column, mark: value })),
    state,
  );
}

describe("letters", () => {
  test("the hard letters are left out by default, and only they", () => {
    const easy = allowedLetters(true);
    expect(defaultSettings.excludeHardLetters).toBe(true);
    expect(easy).not.toEqual(expect.arrayContaining(["Q"]));
    for (const letter of hardLetters) expect(easy).not.toContain(letter);
    expect(easy).toHaveLength(alphabet.length - hardLetters.length);
    expect(allowedLetters(false)).toEqual(alphabet);
    expect(allowedLetters(false)).toEqual(expect.arrayContaining(["Q", "X", "Æ", "Ø", "Å"]));
  });

  test("the same seed draws the same letters", () => {
    const draw = (seed: number) => {
      const rng = createRng(seed);
      let used: string[] = [];
      return Array.from({ length: 10 }, () => {
        const drawn = drawLetter(used, allowedLetters(true), rng);
        used = drawn.used;
        return drawn.letter;
      });
    };
    expect(draw(2024)).toEqual(draw(2024));
    expect(draw(2024)).not.toEqual(draw(2025));
  });

  test("no letter repeats until every allowed letter has come up", () => {
    const allowed = allowedLetters(true);
    const rng = createRng(7);
    let used: string[] = [];
    const firstCycle = Array.from({ length: allowed.length }, () => {
      const drawn = drawLetter(used, allowed, rng);
      used = drawn.used;
      return drawn.letter;
    });
    expect([...firstCycle].sort()).toEqual([...allowed].sort());
    const refill = drawLetter(used, allowed, rng);
    expect(refill.used).toEqual([refill.letter]);
    expect(refill.letter).not.toBe(firstCycle.at(-1));
  });

  test("property: any window of one cycle holds no repeat, for any seed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.boolean(), (seed, exclude) => {
        const allowed = allowedLetters(exclude);
        const rng = createRng(seed);
        let used: string[] = [];
        const letters = Array.from({ length: allowed.length * 3 }, () => {
          const drawn = drawLetter(used, allowed, rng);
          used = drawn.used;
          return drawn.letter;
        });
        for (let cycle = 0; cycle < 3; cycle += 1) {
          const slice = letters.slice(cycle * allowed.length, (cycle + 1) * allowed.length);
          expect(new Set(slice).size).toBe(allowed.length);
        }
        for (let i = 1; i < letters.length; i += 1) expect(letters[i]).not.toBe(letters[i - 1]);
      }),
      { numRuns: 200 },
    );
  });

  test("a hard letter drawn before the switch is flipped doesn't block the new cycle", () => {
    const rng = createRng(3);
    const drawn = drawLetter(["Q", "X"], allowedLetters(true), rng);
    expect(hardLetters).not.toContain(drawn.letter);
  });

  test("a one-letter alphabet still deals", () => {
    expect(drawLetter(["A"], ["A"], createRng(1))).toEqual({ letter: "A", used: ["A"] });
  });
});

describe("timer", () => {
  test("the round lasts 90 s by default and the setting stays within 30–180 s", () => {
    expect(newTimer(defaultSettings.roundSeconds).durationMs).toBe(90_000);
    expect(clampRoundSeconds(10)).toBe(30);
    expect(clampRoundSeconds(500)).toBe(180);
    expect(clampRoundSeconds(60.4)).toBe(60);
    expect(clampRoundSeconds(Number.NaN)).toBe(90);
  });

  test("counts down from when it starts, with the time passed in", () => {
    const timer = startTimer(newTimer(90), 1_000);
    expect(remainingMs(newTimer(90), 50_000)).toBe(90_000);
    expect(remainingMs(timer, 1_000)).toBe(90_000);
    expect(remainingMs(timer, 31_000)).toBe(60_000);
    expect(isTimeUp(timer, 90_999)).toBe(false);
    expect(isTimeUp(timer, 91_000)).toBe(true);
    expect(remainingMs(timer, 200_000)).toBe(0);
  });

  test("a paused clock keeps its time and resumes from it", () => {
    const paused = pauseTimer(startTimer(newTimer(60), 0), 20_000);
    expect(remainingMs(paused, 500_000)).toBe(40_000);
    const resumed = startTimer(paused, 600_000);
    expect(remainingMs(resumed, 610_000)).toBe(30_000);
    expect(startTimer(resumed, 700_000)).toBe(resumed);
  });
});

describe("scoring", () => {
  test("unique scores 10, shared 5, none (or no mark) 0", () => {
    const state = mark(scoring(), "Ana", { country: "unique", island: "shared", city: "none" });
    expect(playerTotal(state.sheet, "Ana", columnsFor(false))).toBe(15);
    expect(playerTotal(state.sheet, "Ana", columnsFor(true))).toBe(15);
    expect(playerTotal(state.sheet, "Bo", columnsFor(true))).toBe(0);
  });

  test("the bonus column counts only when it is played", () => {
    const state = mark(scoring(), "Ana", { bonus: "unique", city: "shared" });
    expect(playerTotal(state.sheet, "Ana", columnsFor(true))).toBe(15);
    expect(playerTotal(state.sheet, "Ana", columnsFor(false))).toBe(5);
  });

  test("a round's totals and its lowest scorer", () => {
    let state = scoring();
    state = mark(state, "Ana", { country: "unique", island: "unique", city: "unique" });
    state = mark(state, "Bo", { country: "shared", island: "none", city: "unique" });
    state = mark(state, "Cy", { country: "shared", island: "shared", city: "shared" });
    const totals = roundTotals(state.sheet, ["Ana", "Bo", "Cy"], columnsFor(false));
    expect(totals).toEqual({ Ana: 30, Bo: 15, Cy: 15 });
    expect(lowestScorers(totals)).toEqual(["Bo", "Cy"]);
    expect(lowestScorers({ Ana: 30, Bo: 20 })).toEqual(["Bo"]);
    expect(lowestScorers({ Ana: 0, Bo: 0 })).toEqual(["Ana", "Bo"]);
    expect(lowestScorers({})).toEqual([]);
  });

  test("running totals add up rounds, counting a late joiner from their first round", () => {
    expect(
      runningTotals([
        { letter: "B", totals: { Ana: 30, Bo: 10 } },
        { letter: "K", totals: { Ana: 5, Bo: 20, Cy: 25 } },
      ]),
    ).toEqual({ Ana: 35, Bo: 30, Cy: 25 });
    expect(runningTotals([])).toEqual({});
  });
});

describe("a round", () => {
  test("setup draws an allowed letter and waits with a full clock", () => {
    const state = setup({ ...defaultSettings, roundSeconds: 400 }, createRng(11));
    expect(allowedLetters(true)).toContain(state.letter);
    expect(state.usedLetters).toEqual([state.letter]);
    expect(state.phase).toBe("ready");
    expect(state.round).toBe(1);
    expect(state.settings.roundSeconds).toBe(180);
    expect(remainingMs(state.timer, 1e9)).toBe(180_000);
  });

  test("writing runs until the clock runs out, then the sheet opens", () => {
    let state = ok(startClock(setup(defaultSettings, createRng(5)), null, { now: 10_000 }));
    expect(state.phase).toBe("writing");
    expect(isInvalid(startClock(state, null, { now: 11_000 }))).toBe(true);
    expect(tick(state, null, { now: 10_500 })).toBe(state);
    expect(tick(state, null, { now: 99_999 }).phase).toBe("writing");
    state = tick(state, null, { now: 100_000 });
    expect(state.phase).toBe("scoring");
    expect(remainingMs(state.timer, 200_000)).toBe(0);
    expect(isInvalid(startClock(state, null, { now: 200_000 }))).toBe(true);
  });

  test("the clock pauses and resumes", () => {
    let state = ok(startClock(setup(defaultSettings, createRng(5)), null, { now: 0 }));
    state = ok(pauseClock(state, null, { now: 30_000 }));
    expect(isInvalid(pauseClock(state, null, { now: 31_000 }))).toBe(true);
    expect(tick(state, null, { now: 500_000 }).phase).toBe("writing");
    state = ok(startClock(state, null, { now: 500_000 }));
    expect(remainingMs(state.timer, 500_000)).toBe(60_000);
    expect(tick(state, null, { now: 560_000 }).phase).toBe("scoring");
  });

  test("pens down early opens the sheet; marks are refused before that", () => {
    const ready = setup(defaultSettings, createRng(5));
    expect(isInvalid(setMark(ready, { player: "Ana", column: "city", mark: "unique" }))).toBe(true);
    const state = ok(stopClock(ready, null, { now: 0 }));
    expect(state.phase).toBe("scoring");
    expect(isInvalid(stopClock(state, null, { now: 1 }))).toBe(true);
  });

  test("scoring a round records totals and names who drinks; it needs two players", () => {
    let state = mark(scoring(9), "Ana", { country: "unique", bonus: "shared" });
    state = mark(state, "Bo", { country: "unique", island: "shared" });
    expect(isInvalid(scoreRound(state, { players: ["Ana"], columns: columnsFor(true) }))).toBe(
      true,
    );
    state = ok(scoreRound(state, { players: ["Ana", "Bo"], columns: columnsFor(true) }));
    expect(state.phase).toBe("scored");
    const result = currentResult(state);
    expect(result).toEqual({ letter: state.letter, totals: { Ana: 15, Bo: 15 } });
    expect(lowestScorers(result?.totals ?? {})).toEqual(["Ana", "Bo"]);
    expect(isInvalid(scoreRound(state, { players: ["Ana", "Bo"], columns: [] }))).toBe(true);
    expect(isInvalid(setMark(state, { player: "Bo", column: "city", mark: "unique" }))).toBe(true);
  });

  test("the next round brings a new letter, a fresh sheet and clock, and keeps the score", () => {
    const rng = createRng(21);
    let state = setup(defaultSettings, rng);
    state = ok(stopClock(state, null, { now: 0 }));
    state = mark(state, "Ana", { country: "unique" });
    state = ok(scoreRound(state, { players: ["Ana", "Bo"], columns: columnsFor(false) }));
    const next = nextRound(state, null, { rng });
    expect(next.round).toBe(2);
    expect(next.letter).not.toBe(state.letter);
    expect(next.usedLetters).toEqual([state.letter, next.letter]);
    expect(next.phase).toBe("ready");
    expect(next.sheet).toEqual({});
    expect(remainingMs(next.timer, 0)).toBe(90_000);
    expect(currentResult(next)).toBeNull();
    expect(runningTotals(next.results)).toEqual({ Ana: 10, Bo: 0 });
  });

  test("settings: the length applies to a clock not yet started, hard letters to the next draw", () => {
    const rng = createRng(4);
    let state = changeSettings(setup(defaultSettings, rng), { roundSeconds: 45 });
    expect(remainingMs(state.timer, 0)).toBe(45_000);
    state = ok(startClock(state, null, { now: 0 }));
    const running = changeSettings(state, { roundSeconds: 120 });
    expect(remainingMs(running.timer, 0)).toBe(45_000);
    expect(running.settings.roundSeconds).toBe(120);
    expect(changeSettings(state, { roundSeconds: 1 }).settings.roundSeconds).toBe(30);

    let hard = changeSettings(setup(defaultSettings, rng), { excludeHardLetters: false });
    const seen = new Set<string>();
    for (let i = 0; i < alphabet.length; i += 1) {
      seen.add(hard.letter);
      hard = nextRound(hard, null, { rng });
    }
    expect(seen.size).toBe(alphabet.length);
  });
});

describe("a saved game", () => {
  test("the running clock is checkpointed once a whole second has gone", () => {
    const state = ok(startClock(setup(defaultSettings, createRng(5)), null, { now: 0 }));
    expect(checkpointTimer(state.timer, 800)).toBe(state.timer);
    const timer = checkpointTimer(state.timer, 1500);
    expect(timer).toEqual({ durationMs: 90_000, elapsedMs: 1500, runningSince: 1500 });
    expect(remainingMs(timer, 4000)).toBe(remainingMs(state.timer, 4000));
    expect(tick(state, null, { now: 1500 }).timer).toEqual(timer);
  });

  test("a clock saved running comes back paused where it was last saved", () => {
    const state = ok(startClock(setup(defaultSettings, createRng(5)), null, { now: 0 }));
    const saved = tick(state, null, { now: 33_200 });
    const restored = pausedWhereSaved(saved);
    expect(restored.timer.runningSince).toBeNull();
    expect(remainingMs(restored.timer, 1e9)).toBe(56_800);
    expect(restored.letter).toBe(state.letter);
    expect(restored.phase).toBe("writing");
  });

  test("is read back whole; other shapes are refused", () => {
    let state = scoring(3);
    state = ok(setMark(state, { player: "Ana", column: "city", mark: "unique" }));
    state = ok(scoreRound(state, { players: ["Ana", "Bo"], columns: ["country", "city"] }));
    expect(parseCicState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseCicState({ ...state, letter: "1" })).toBeNull();
    expect(parseCicState({ ...state, phase: "paused" })).toBeNull();
    expect(
      parseCicState({ ...state, settings: { ...state.settings, roundSeconds: 5 } }),
    ).toBeNull();
    expect(
      parseCicState({
        ...state,
        timer: { durationMs: 90_000, elapsedMs: 91_000, runningSince: null },
      }),
    ).toBeNull();
    expect(parseCicState({ ...state, timer: { ...state.timer, runningSince: 5 } })).toBeNull();
    expect(parseCicState({ ...state, sheet: { Ana: { city: "great" } } })).toBeNull();
    expect(parseCicState({ ...state, results: [{ letter: "A", totals: { Ana: -5 } }] })).toBeNull();
    expect(parseCicState("old")).toBeNull();
  });
});
