import { expect, test } from "vitest";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import {
  checkpoint,
  isPaused,
  parseCharadesState,
  pausedWhereSaved,
  resumeTurn,
  actor,
  configure,
  correct,
  endGame,
  hasStarted,
  isOver,
  nextTurn,
  optionsOf,
  rematch,
  remainingMs,
  setup,
  skip,
  splitIntoTeams,
  startTurn,
  teamOnTurn,
  timeUp,
  winners,
  type CharadesState,
} from "./logic.ts";

function ok(next: CharadesState | Invalid): CharadesState {
  if (isInvalid(next)) throw new Error(next.code);
  return next;
}

/** Plays the team on turn's whole turn: `hits` correct, `passes` skipped, then time runs out. */
function playTurn(state: CharadesState, start: number, hits: number, passes = 0): CharadesState {
  let next = ok(startTurn(state, start));
  for (let i = 0; i < hits; i += 1) next = ok(correct(next, start + 1000 + i));
  for (let i = 0; i < passes; i += 1) next = ok(skip(next, start + 2000 + i));
  return timeUp(next, start + next.turnSeconds * 1000);
}

test("the default game: two unnamed teams, 60 seconds, three rounds", () => {
  const state = setup();
  expect(state.teams.map((team) => team.id)).toEqual(["A", "B"]);
  expect(state.teams.every((team) => team.members.length === 0 && team.score === 0)).toBe(true);
  expect(state.turnSeconds).toBe(60);
  expect(state.rounds).toBe(3);
  expect(state.phase).toBe("ready");
  expect(actor(state)).toBeNull();
  expect(remainingMs(state, 5)).toBe(60_000);
});

test("players are dealt round the table into even teams", () => {
  expect(splitIntoTeams(["Ana", "Bo", "Cy", "Dee", "Eli"], 2)).toEqual([
    ["Ana", "Cy", "Eli"],
    ["Bo", "Dee"],
  ]);
  expect(splitIntoTeams(["Ana", "Bo", "Cy", "Dee", "Eli", "Fi"], 3)).toEqual([
    ["Ana", "Dee"],
    ["Bo", "Eli"],
    ["Cy", "Fi"],
  ]);
});

test("with fewer than two players a team, the teams stay unnamed", () => {
  expect(splitIntoTeams(["Ana", "Bo", "Cy"], 2)).toEqual([[], []]);
  expect(setup({ players: ["Ana", "Bo"], teamCount: 2 }).teams[0]?.members).toEqual([]);
});

test("two to four teams, 30–120 s, 1–10 rounds; anything else is refused", () => {
  const state = setup();
  const options = optionsOf(state, []);
  expect(ok(configure(state, { ...options, teamCount: 4 })).teams.map((t) => t.id)).toEqual([
    "A",
    "B",
    "C",
    "D",
  ]);
  expect(ok(configure(state, { ...options, turnSeconds: 30 })).turnSeconds).toBe(30);
  expect(ok(configure(state, { ...options, turnSeconds: 120 })).turnSeconds).toBe(120);
  expect(ok(configure(state, { ...options, rounds: 10 })).rounds).toBe(10);
  expect(isInvalid(configure(state, { ...options, teamCount: 1 }))).toBe(true);
  expect(isInvalid(configure(state, { ...options, teamCount: 5 }))).toBe(true);
  expect(isInvalid(configure(state, { ...options, turnSeconds: 29 }))).toBe(true);
  expect(isInvalid(configure(state, { ...options, turnSeconds: 121 }))).toBe(true);
  expect(isInvalid(configure(state, { ...options, rounds: 0 }))).toBe(true);
  expect(isInvalid(configure(state, { ...options, rounds: 11 }))).toBe(true);
  expect(setup({ teamCount: 9 }).teams).toHaveLength(2);
});

test("settings are fixed once the first turn starts", () => {
  const started = ok(startTurn(setup(), 0));
  expect(hasStarted(setup())).toBe(false);
  expect(hasStarted(started)).toBe(true);
  expect(isInvalid(configure(started, optionsOf(started, [])))).toBe(true);
});

test("the turn's timer starts when the actor sees the word", () => {
  const acting = ok(startTurn(setup({ turnSeconds: 45 }), 1000));
  expect(acting.phase).toBe("acting");
  expect(acting.timer).toEqual({ duration: 45_000, left: 45_000, since: 1000 });
  expect(remainingMs(acting, 31_000)).toBe(15_000);
  expect(isInvalid(startTurn(acting, 2000))).toBe(true);
});

test("Correct scores a point for the team on turn; Skip scores nothing", () => {
  let state = ok(startTurn(setup(), 0));
  state = ok(correct(state, 1000));
  state = ok(correct(state, 2000));
  state = ok(skip(state, 3000));
  expect(state.teams.map((team) => team.score)).toEqual([2, 0]);
  expect(state.current).toEqual({ team: 0, correct: 2, skipped: 1 });
});

test("no scoring outside a turn", () => {
  expect(isInvalid(correct(setup(), 0))).toBe(true);
  expect(isInvalid(skip(setup(), 0))).toBe(true);
});

test("the turn ends at time-out, then the next team is on", () => {
  let state = ok(correct(ok(startTurn(setup(), 0)), 10_000));
  expect(timeUp(state, 59_999)).toBe(state);
  state = timeUp(state, 60_000);
  expect(state.phase).toBe("turnOver");
  expect(state.timer).toBeNull();
  expect(state.current).toEqual({ team: 0, correct: 1, skipped: 0 });
  expect(isInvalid(correct(state, 60_001))).toBe(true);
  state = ok(nextTurn(state));
  expect(teamOnTurn(state).id).toBe("B");
  expect(state.phase).toBe("ready");
  expect(state.round).toBe(1);
});

test("a guess after the deadline is too late", () => {
  const acting = ok(startTurn(setup(), 0));
  const late = ok(correct(acting, 60_000));
  expect(late.phase).toBe("turnOver");
  expect(late.teams[0]?.score).toBe(0);
});

test("after the last team a new round begins with the first team", () => {
  let state = playTurn(setup(), 0, 1);
  state = playTurn(ok(nextTurn(state)), 100_000, 0);
  state = ok(nextTurn(state));
  expect(teamOnTurn(state).id).toBe("A");
  expect(state.round).toBe(2);
});

test("actors take turns within each team", () => {
  let state = setup({ players: ["Ana", "Bo", "Cy", "Dee"] });
  expect(actor(state)).toBe("Ana");
  state = ok(nextTurn(playTurn(state, 0, 0)));
  expect(actor(state)).toBe("Bo");
  state = ok(nextTurn(playTurn(state, 100_000, 0)));
  expect(actor(state)).toBe("Cy");
  state = ok(nextTurn(playTurn(state, 200_000, 0)));
  expect(actor(state)).toBe("Dee");
  state = ok(nextTurn(playTurn(state, 300_000, 0)));
  expect(actor(state)).toBe("Ana");
});

test("the game ends after N rounds with the top-scoring team as winner", () => {
  let state = setup({ rounds: 2 });
  state = ok(nextTurn(playTurn(state, 0, 3)));
  state = ok(nextTurn(playTurn(state, 100_000, 1)));
  state = ok(nextTurn(playTurn(state, 200_000, 1)));
  expect(isOver(state)).toBe(false);
  expect(winners(state)).toEqual([]);
  state = playTurn(state, 300_000, 2, 4);
  expect(isOver(state)).toBe(true);
  expect(state.endedBy).toBe("rounds");
  expect(state.teams.map((team) => team.score)).toEqual([4, 3]);
  expect(winners(state).map((team) => team.id)).toEqual(["A"]);
  expect(isInvalid(nextTurn(state))).toBe(true);
});

test("End game stops early; the turn in progress keeps its points", () => {
  let state = ok(nextTurn(playTurn(setup(), 0, 1)));
  state = ok(startTurn(state, 100_000));
  state = ok(correct(ok(correct(state, 101_000)), 102_000));
  state = ok(endGame(state));
  expect(isOver(state)).toBe(true);
  expect(state.endedBy).toBe("endGame");
  expect(state.timer).toBeNull();
  expect(winners(state).map((team) => team.id)).toEqual(["B"]);
  expect(isInvalid(endGame(state))).toBe(true);
  expect(isInvalid(startTurn(state, 200_000))).toBe(true);
});

test("equal top scores are a tie", () => {
  let state = playTurn(setup({ rounds: 1 }), 0, 2);
  state = playTurn(ok(nextTurn(state)), 100_000, 2);
  expect(isOver(state)).toBe(true);
  expect(winners(state).map((team) => team.id)).toEqual(["A", "B"]);
});

test("no winner while the game is on", () => {
  expect(winners(setup())).toEqual([]);
});

test("a rematch keeps teams and settings, clears scores", () => {
  let state = setup({ players: ["Ana", "Bo", "Cy", "Dee"], rounds: 1, turnSeconds: 90 });
  state = ok(endGame(playTurn(state, 0, 2)));
  state = rematch(state);
  expect(state.phase).toBe("ready");
  expect(hasStarted(state)).toBe(false);
  expect(state.turnSeconds).toBe(90);
  expect(state.teams.map((team) => [team.members, team.score])).toEqual([
    [["Ana", "Cy"], 0],
    [["Bo", "Dee"], 0],
  ]);
  expect(actor(state)).toBe("Ana");
});

test("state stays JSON", () => {
  const state = ok(correct(ok(startTurn(setup({ teamCount: 3 }), 0)), 5));
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
});

test("a turn saved running comes back paused at its last checkpoint and resumes from there", () => {
  const acting = ok(correct(ok(startTurn(setup(), 0)), 500));
  expect(checkpoint(acting, 800)).toBe(acting);
  const saved = checkpoint(acting, 3200);
  expect(saved.timer).toEqual({ duration: 60_000, left: 56_800, since: 3200 });
  const restored = pausedWhereSaved(saved);
  expect(isPaused(restored)).toBe(true);
  expect(remainingMs(restored, 1e9)).toBe(56_800);
  expect(timeUp(restored, 1e9)).toBe(restored);
  expect(isInvalid(correct(restored, 10))).toBe(true);
  const resumed = ok(resumeTurn(restored, 10));
  expect(remainingMs(resumed, 1010)).toBe(55_800);
  expect(ok(correct(resumed, 1010)).teams[0]?.score).toBe(2);
  expect(timeUp(resumed, 56_810).phase).toBe("turnOver");
});

test("a saved game is read back; other shapes are refused", () => {
  const state = ok(
    skip(ok(correct(ok(startTurn(setup({ players: ["Ana", "Bo", "Cy", "Dee"] }), 0)), 1)), 2),
  );
  expect(parseCharadesState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  expect(parseCharadesState(setup())).toEqual(setup());
  expect(parseCharadesState({ ...state, timer: { startedAt: 0, duration: 60_000 } })).toBeNull();
  expect(parseCharadesState({ ...state, turn: 2 })).toBeNull();
  expect(parseCharadesState({ ...state, teams: state.teams.slice(0, 1) })).toBeNull();
  expect(parseCharadesState({ ...state, timer: null })).toBeNull();
  expect(parseCharadesState({ ...state, rounds: 0 })).toBeNull();
  expect(parseCharadesState(undefined)).toBeNull();
});
