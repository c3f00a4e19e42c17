import { expect, test } from "vitest";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import {
  checkpoint,
  gotOne,
  hesitated,
  isPaused,
  parseCategoryState,
  pausedWhereSaved,
  resumeRound,
  nextCategory,
  penaltySips,
  playerOnTurn,
  remainingMs,
  setPlayers,
  setTurnSeconds,
  setup,
  startRound,
  timeUp,
  type CategoryState,
} from "./logic.ts";

function ok(next: CategoryState | Invalid): CategoryState {
  if (isInvalid(next)) throw new Error(next.code);
  return next;
}

const table = ["Ana", "Bo", "Cy"];

test("a new game is ready, five seconds a turn, first player on turn", () => {
  const state = setup({ players: table });
  expect(state.phase).toBe("ready");
  expect(state.turnSeconds).toBe(5);
  expect(playerOnTurn(state)).toBe("Ana");
  expect(remainingMs(state, 123)).toBe(5000);
});

test("the turn timer is a whole number of seconds from 3 to 15", () => {
  const state = setup();
  expect(ok(setTurnSeconds(state, 3)).turnSeconds).toBe(3);
  expect(ok(setTurnSeconds(state, 15)).turnSeconds).toBe(15);
  expect(isInvalid(setTurnSeconds(state, 2))).toBe(true);
  expect(isInvalid(setTurnSeconds(state, 16))).toBe(true);
  expect(isInvalid(setTurnSeconds(state, 4.5))).toBe(true);
  expect(setup({ turnSeconds: 99 }).turnSeconds).toBe(5);
});

test("the timer can't change during a round", () => {
  const running = ok(startRound(setup(), 1000));
  expect(isInvalid(setTurnSeconds(running, 8))).toBe(true);
});

test("starting the round starts the timer for the player on turn", () => {
  const running = ok(startRound(setup({ players: table, turnSeconds: 5 }), 10_000));
  expect(running.phase).toBe("running");
  expect(running.timer).toEqual({ duration: 5000, left: 5000, since: 10_000 });
  expect(remainingMs(running, 12_000)).toBe(3000);
  expect(remainingMs(running, 16_000)).toBe(0);
  expect(isInvalid(startRound(running, 11_000))).toBe(true);
});

test("Got one! passes the turn round the table and restarts the timer", () => {
  let state = ok(startRound(setup({ players: table }), 0));
  state = ok(gotOne(state, 4000));
  expect(playerOnTurn(state)).toBe("Bo");
  expect(state.timer).toEqual({ duration: 5000, left: 5000, since: 4000 });
  expect(remainingMs(state, 8000)).toBe(1000);
  state = ok(gotOne(state, 8000));
  expect(playerOnTurn(state)).toBe("Cy");
  state = ok(gotOne(state, 9000));
  expect(playerOnTurn(state)).toBe("Ana");
  expect(state.answers).toBe(3);
});

test("without names the turn goes to the next person", () => {
  let state = ok(startRound(setup(), 0));
  state = ok(gotOne(state, 1000));
  expect(playerOnTurn(state)).toBeNull();
  expect(state.turn).toBe(0);
  expect(state.answers).toBe(1);
});

test("the clock running out ends the round: the player on turn drinks", () => {
  let state = ok(startRound(setup({ players: table }), 0));
  state = ok(gotOne(state, 2000));
  expect(timeUp(state, 6999)).toBe(state);
  state = timeUp(state, 7000);
  expect(state.phase).toBe("over");
  expect(state.timer).toBeNull();
  expect(state.outcome).toEqual({ player: "Bo", reason: "time", answers: 1, sips: penaltySips });
  expect(penaltySips).toBe(1);
});

test("time up outside a round changes nothing", () => {
  const ready = setup();
  expect(timeUp(ready, 99_000)).toBe(ready);
});

test("an answer after the deadline is too late: the round ended on time", () => {
  const running = ok(startRound(setup({ players: table }), 0));
  const late = ok(gotOne(running, 5000));
  expect(late.phase).toBe("over");
  expect(late.outcome).toMatchObject({ player: "Ana", reason: "time", answers: 0 });
});

test("hesitating or repeating ends the round: that player drinks", () => {
  let state = ok(startRound(setup({ players: table }), 0));
  state = ok(gotOne(state, 1000));
  state = ok(hesitated(state, 2000));
  expect(state.phase).toBe("over");
  expect(state.outcome).toEqual({ player: "Bo", reason: "hesitated", answers: 1, sips: 1 });
});

test("without names the outcome names no one", () => {
  const state = ok(hesitated(ok(startRound(setup(), 0)), 100));
  expect(state.outcome?.player).toBeNull();
});

test("no answers or hesitations outside a round", () => {
  const ready = setup();
  expect(isInvalid(gotOne(ready, 0))).toBe(true);
  expect(isInvalid(hesitated(ready, 0))).toBe(true);
  const over = ok(hesitated(ok(startRound(ready, 0)), 1));
  expect(isInvalid(gotOne(over, 2))).toBe(true);
  expect(isInvalid(startRound(over, 2))).toBe(true);
});

test("the next category starts with the player after the one who drank", () => {
  let state = ok(startRound(setup({ players: table }), 0));
  state = ok(gotOne(state, 1000));
  state = ok(hesitated(state, 2000));
  state = nextCategory(state);
  expect(state.phase).toBe("ready");
  expect(state.outcome).toBeNull();
  expect(state.answers).toBe(0);
  expect(playerOnTurn(state)).toBe("Cy");
});

test("skipping a category mid-round ends it without a penalty, same player starts", () => {
  let state = ok(startRound(setup({ players: table }), 0));
  state = ok(gotOne(state, 1000));
  state = nextCategory(state);
  expect(state.phase).toBe("ready");
  expect(state.outcome).toBeNull();
  expect(state.timer).toBeNull();
  expect(playerOnTurn(state)).toBe("Bo");
});

test("changing the names keeps the player on turn when they still play", () => {
  let state = ok(gotOne(ok(startRound(setup({ players: table }), 0)), 1000));
  expect(playerOnTurn(state)).toBe("Bo");
  state = setPlayers(state, ["Dee", "Bo", "Ana"]);
  expect(playerOnTurn(state)).toBe("Bo");
  expect(state.turn).toBe(1);
  state = setPlayers(state, ["Ana", "Cy"]);
  expect(playerOnTurn(state)).toBe("Cy");
  state = setPlayers(state, []);
  expect(playerOnTurn(state)).toBeNull();
  expect(state.turn).toBe(0);
  expect(setPlayers(state, [])).toBe(state);
});

test("state stays JSON", () => {
  const state = ok(gotOne(ok(startRound(setup({ players: table }), 0)), 1000));
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
});

test("a paused round keeps its time left, takes no answers and can't run out", () => {
  const running = ok(startRound(setup({ players: table }), 0));
  // Paused as a reload finds it: where it was last saved.
  const paused = pausedWhereSaved(checkpoint(running, 2000));
  expect(isPaused(paused)).toBe(true);
  expect(remainingMs(paused, 60_000)).toBe(3000);
  expect(timeUp(paused, 60_000)).toBe(paused);
  expect(isInvalid(gotOne(paused, 60_000))).toBe(true);
  expect(isInvalid(hesitated(paused, 60_000))).toBe(true);
  const resumed = ok(resumeRound(paused, 60_000));
  expect(remainingMs(resumed, 62_000)).toBe(1000);
  expect(timeUp(resumed, 63_000).phase).toBe("over");
});

test("a checkpoint restates the clock once a whole second has gone", () => {
  const running = ok(startRound(setup({ players: table }), 0));
  expect(checkpoint(running, 900)).toBe(running);
  const later = checkpoint(running, 1200);
  expect(later.timer).toEqual({ duration: 5000, left: 3800, since: 1200 });
  expect(remainingMs(later, 2200)).toBe(remainingMs(running, 2200));
});

test("a round saved running comes back paused at its last checkpoint", () => {
  const saved = checkpoint(ok(startRound(setup({ players: table }), 0)), 2100);
  const restored = pausedWhereSaved(saved);
  expect(isPaused(restored)).toBe(true);
  expect(remainingMs(restored, 0)).toBe(2900);
  expect(restored.turn).toBe(saved.turn);
});

test("a saved round is read back; other shapes are refused", () => {
  const state = ok(gotOne(ok(startRound(setup({ players: table }), 0)), 1000));
  expect(parseCategoryState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  expect(parseCategoryState(setup())).toEqual(setup());
  expect(parseCategoryState({ ...state, timer: { startedAt: 0, duration: 5000 } })).toBeNull();
  expect(parseCategoryState({ ...state, turn: 3 })).toBeNull();
  expect(parseCategoryState({ ...state, turnSeconds: 99 })).toBeNull();
  expect(parseCategoryState({ ...state, timer: null })).toBeNull();
  expect(parseCategoryState({ ...state, phase: "paused" })).toBeNull();
  expect(parseCategoryState(null)).toBeNull();
});
