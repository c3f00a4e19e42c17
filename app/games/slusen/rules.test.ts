import { describe, expect, test } from "vitest";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { ok, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import {
  losersDrink,
  parseSlusenState,
  rules,
  slusenMoveSchema,
  type SlusenState,
} from "./rules.ts";

// One phone: the two seats are the teams. A room: Ada and Cy play for Team A, Bo for Team B.
const teamA = seat("A");
const teamB = seat("B");
const phone = roomTable([teamA, teamB]);
const ada = seat("Ada");
const bo = seat("Bo");
const cy = seat("Cy", true);
const room = roomTable([ada, bo, cy]);

const begin = (table: GameTable = phone): SlusenState => ok(rules.setup(table, 1));

/** The throwing team's seat at the phone's table. */
function thrower(state: SlusenState): GamePlayer {
  return state.turn === 0 ? teamA : teamB;
}

function hit(state: SlusenState, position: number, by = thrower(state), table = phone) {
  return rules.move(state, by.id, { type: "hit", step: state.step, position }, table);
}

function miss(state: SlusenState, by = thrower(state), table = phone) {
  return rules.move(state, by.id, { type: "miss", step: state.step }, table);
}

function undo(state: SlusenState, by?: GamePlayer, table = phone) {
  const last = state.history.at(-1)?.position.turn ?? 0;
  const who = by ?? (last === 0 ? teamA : teamB);
  return rules.move(state, who.id, { type: "undo", step: state.step }, table);
}

function throws(state: SlusenState, count: number) {
  return rules.move(state, teamA.id, { type: "throws", step: state.step, count }, phone);
}

function rematch(state: SlusenState, by = teamB) {
  return rules.move(state, by.id, { type: "rematch", step: state.step }, phone);
}

describe("the lines", () => {
  test("both teams start with six cups in a line and team one throws", () => {
    const state = begin();
    expect(state.lines).toEqual([
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5, 6],
    ]);
    expect(state.turn).toBe(0);
    expect(state.winner).toBeNull();
    expect(rules.isOver(state)).toBe(false);
  });

  test("a ball in the front cup removes it", () => {
    const state = ok(hit(begin(), 0));
    expect(state.lines[1]).toEqual([2, 3, 4, 5, 6]);
    expect(state.lines[0]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(state.lastShot).toEqual({ team: 0, cup: 1, result: "removed" });
  });

  test.each([
    [1, [2, 1, 3, 4, 5, 6]],
    [2, [3, 1, 2, 4, 5, 6]],
    [3, [4, 1, 2, 3, 5, 6]],
    [4, [5, 1, 2, 3, 4, 6]],
    [5, [6, 1, 2, 3, 4, 5]],
  ])(
    "a ball in cup position %i moves that cup to the front, the rest keep their order",
    (position, line) => {
      const state = ok(hit(begin(), position));
      expect(state.lines[1]).toEqual(line);
      expect(state.lastShot?.result).toBe("moved");
    },
  );

  test("a moved cup is removed by the next ball in it, now that it is in front", () => {
    let state = ok(hit(begin(), 3));
    state = ok(miss(state));
    state = ok(hit(state, 0));
    expect(state.lines[1]).toEqual([1, 2, 3, 5, 6]);
  });

  test("a ball where there is no cup is refused and changes nothing", () => {
    const state = begin();
    expect(hit(state, 6)).toEqual({ invalid: true, code: "slusen.noCup" });
    expect(isInvalid(hit(state, -1))).toBe(true);
    expect(isInvalid(hit(state, 1.5))).toBe(true);
    expect(state).toEqual(begin());
  });
});

describe("turns", () => {
  test("the turn passes after every throw with one ball a turn", () => {
    let state = begin();
    state = ok(miss(state));
    expect(state.turn).toBe(1);
    state = ok(hit(state, 0));
    expect(state.lines[0]).toEqual([2, 3, 4, 5, 6]);
    expect(state.turn).toBe(0);
  });

  test("with two balls a turn, a team throws twice before the other team", () => {
    let state = ok(throws(begin(), 2));
    state = ok(miss(state));
    expect(state.turn).toBe(0);
    expect(state.throwsLeft).toBe(1);
    state = ok(hit(state, 0));
    expect(state.turn).toBe(1);
    expect(state.throwsLeft).toBe(2);
  });

  test("balls per turn are checked and fixed once play starts", () => {
    expect(throws(begin(), 3)).toEqual({
      invalid: true,
      code: "slusen.throwsRange",
      params: { min: 1, max: 2 },
    });
    expect(reason(throws(begin(), 0))).toBe("slusen.throwsRange");
    expect(reason(throws(ok(miss(begin())), 2))).toBe("slusen.throwsFixed");
    expect(ok(throws(ok(throws(begin(), 2)), 1)).throwsLeft).toBe(1);
  });

  test("only the throwing team taps where the ball landed", () => {
    const state = begin();
    expect(reason(hit(state, 0, teamB))).toBe("slusen.otherTeamThrows");
    expect(reason(miss(state, teamB))).toBe("slusen.otherTeamThrows");
  });

  test("a move names the step it was made on: a second tap on the same ball is refused", () => {
    const state = begin();
    const first = ok(hit(state, 0));
    const again = rules.move(first, teamB.id, { type: "miss", step: state.step }, phone);
    expect(reason(again)).toBe("slusen.tableChanged");
  });
});

/** Team A sinks the front cup every turn; Team B misses. */
function teamAClears(): SlusenState {
  let state = begin();
  for (let cup = 0; cup < 5; cup += 1) {
    state = ok(hit(state, 0));
    state = ok(miss(state));
  }
  return ok(hit(state, 0));
}

describe("the end", () => {
  test("clearing the other line wins; the losers take a sip a standing cup, up to three", () => {
    let state = begin();
    state = ok(miss(state));
    state = ok(hit(state, 0));
    state = ok(miss(state));
    state = ok(hit(state, 0));
    for (let cup = 0; cup < 5; cup += 1) {
      state = ok(hit(state, 0));
      if (!rules.isOver(state)) state = ok(miss(state));
    }
    state = ok(hit(state, 0));
    expect(state.winner).toBe(0);
    expect(state.lines[1]).toEqual([]);
    expect(state.lines[0]).toHaveLength(4);
    expect(losersDrink(state)).toBe(3);
    expect(rules.isOver(state)).toBe(true);
    // Under the cap, a sip for every cup still standing.
    expect(losersDrink({ winner: 0, lines: [[3, 5], []] })).toBe(2);
    expect(losersDrink({ winner: 1, lines: [[], [6]] })).toBe(1);
  });

  test("a clean sweep leaves six cups standing but costs each loser three sips, not six", () => {
    const state = teamAClears();
    expect(state.winner).toBe(0);
    expect(state.lines[0]).toHaveLength(6);
    expect(losersDrink(state)).toBe(3);
    expect(rules.view(state, teamB.id, phone)).toMatchObject({
      losersDrink: 3,
      mine: { count: 3, unit: "sips" },
    });
    expect(rules.view(state, teamA.id, phone).mine).toBeNull();
  });

  test("no throws are taken once the game is over", () => {
    const state = teamAClears();
    expect(reason(hit(state, 0, teamB))).toBe("slusen.over");
    expect(reason(miss(state, teamB))).toBe("slusen.over");
    expect(rules.view(state, teamB.id, phone).myThrow).toBe(false);
  });

  test("undo takes back the last shot, including the winning one", () => {
    const won = teamAClears();
    const back = ok(undo(won));
    expect(back.winner).toBeNull();
    expect(back.lines[1]).toEqual([6]);
    expect(back.turn).toBe(0);
    const moved = ok(hit(begin(), 4));
    expect({ ...ok(undo(moved)), step: 0 }).toEqual(begin());
    expect(reason(undo(begin()))).toBe("slusen.nothingToUndo");
  });

  test("only the team that threw takes its shot back", () => {
    const moved = ok(hit(begin(), 4));
    expect(reason(undo(moved, teamB))).toBe("slusen.otherTeamUndoes");
    expect(rules.view(moved, teamA.id, phone).myUndo).toBe(true);
    expect(rules.view(moved, teamB.id, phone).myUndo).toBe(false);
  });

  test("a rematch sets both lines up again, the losers throw first, the balls stay", () => {
    const won = teamAClears();
    const again = ok(rematch(won));
    expect(again.lines).toEqual(begin().lines);
    expect(again.turn).toBe(1);
    expect(again.winner).toBeNull();
    expect(again.history).toEqual([]);
    expect(reason(rematch(begin()))).toBe("slusen.notOver");
    const twoBalls = ok(throws(begin(), 2));
    expect(
      ok(rematch({ ...teamAClears(), throwsPerTurn: 2, step: twoBalls.step })).throwsLeft,
    ).toBe(2);
  });

  test("a second Play again for a game already started over changes nothing", () => {
    const won = teamAClears();
    const again = ok(rematch(won));
    const late = rules.move(again, teamA.id, { type: "rematch", step: won.step }, phone);
    expect(late).toBe(again);
  });
});

describe("in a room", () => {
  test("seats alternate between the teams, and each phone sees its team", () => {
    const state = begin(room);
    expect(rules.view(state, ada.id, room)).toMatchObject({
      myTeam: 0,
      myThrow: true,
      teams: [["Ada", "Cy"], ["Bo"]],
    });
    expect(rules.view(state, bo.id, room)).toMatchObject({ myTeam: 1, myThrow: false });
    expect(rules.view(state, cy.id, room).myTeam).toBe(0);
  });

  test("any phone of the throwing team taps the shot; the other team's can't", () => {
    const state = begin(room);
    const byCy = ok(hit(state, 2, cy, room));
    expect(byCy.lines[1][0]).toBe(3);
    expect(reason(hit(byCy, 0, cy, room))).toBe("slusen.otherTeamThrows");
    expect(ok(miss(byCy, bo, room)).turn).toBe(0);
    expect(reason(miss(state, seat("Eve"), room))).toBe("notPlaying");
  });

  test("each loser's phone says what they drink, in their own unit", () => {
    let state = begin(room);
    for (let cup = 0; cup < 5; cup += 1) {
      state = ok(miss(state, ada, room));
      state = ok(hit(state, 0, bo, room));
    }
    state = ok(miss(state, ada, room));
    state = ok(hit(state, 0, bo, room));
    expect(state.winner).toBe(1);
    expect(rules.view(state, ada.id, room).mine).toEqual({ count: 3, unit: "sips" });
    expect(rules.view(state, cy.id, room).mine).toEqual({ count: 3, unit: "points" });
    expect(rules.view(state, bo.id, room).mine).toBeNull();
    const dry = roomTable([ada, bo, cy], { alcoholFree: true });
    expect(rules.view(state, ada.id, dry).mine).toEqual({ count: 3, unit: "points" });
  });

  test("a newcomer joins the smaller team, and a leaver's team plays on", () => {
    const di = seat("Di");
    const bigger = roomTable([ada, bo, cy, di]);
    const joined = rules.seatsChanged(begin(room), bigger);
    expect(rules.view(joined, di.id, bigger).myTeam).toBe(1);
    const smaller = roomTable([ada, cy, di]);
    const left = rules.seatsChanged(joined, smaller);
    expect(rules.view(left, ada.id, smaller).teams).toEqual([["Ada", "Cy"], ["Di"]]);
    expect(reason(miss(left, bo, smaller))).toBe("notPlaying");
  });

  test("a team with nobody left at the table is played by anyone, so the game goes on", () => {
    const onlyA = roomTable([ada, cy]);
    const state = rules.seatsChanged(ok(miss(begin(room), ada, room)), onlyA);
    expect(state.turn).toBe(1);
    expect(rules.view(state, cy.id, onlyA).myThrow).toBe(true);
    expect(ok(hit(state, 0, cy, onlyA)).lines[0]).toEqual([2, 3, 4, 5, 6]);
  });

  test("a spectator's phone or an unknown seat sees the lines, with no team and no moves", () => {
    const view = rules.view(begin(room), "someone-else", room);
    expect(view).toMatchObject({ myTeam: null, myThrow: false, myUndo: false, mine: null });
    expect(view.lines[0]).toHaveLength(6);
  });
});

describe("moves and saves", () => {
  test("the move schema takes only the known moves, with whole numbers", () => {
    expect(slusenMoveSchema.safeParse({ type: "hit", step: 0, position: 2 }).success).toBe(true);
    expect(slusenMoveSchema.safeParse({ type: "hit", step: 0, position: 1.5 }).success).toBe(false);
    expect(slusenMoveSchema.safeParse({ type: "miss" }).success).toBe(false);
    expect(slusenMoveSchema.safeParse({ type: "sink", step: 0 }).success).toBe(false);
  });

  test("a stored game reads back whole, and anything else is refused", () => {
    const played = ok(hit(ok(miss(ok(hit(ok(throws(begin(), 2)), 3)))), 0));
    expect(parseSlusenState(JSON.parse(JSON.stringify(played)))).toEqual(played);
    expect(parseSlusenState({ ...played, lines: [[1, 1], [2]] })).toBeNull();
    expect(parseSlusenState({ ...played, turn: 2 })).toBeNull();
    expect(parseSlusenState(null)).toBeNull();
    const { members: _members, ...withoutTeams } = played;
    expect(parseSlusenState(withoutTeams)).toBeNull();
  });

  test("a saved game that play could not reach is refused", () => {
    const played = ok(hit(ok(miss(ok(hit(ok(throws(begin(), 2)), 3)))), 0));
    expect(parseSlusenState({ ...played, throwsLeft: 2, throwsPerTurn: 1 })).toBeNull();
    expect(parseSlusenState({ ...played, winner: 0 })).toBeNull();
    expect(parseSlusenState({ ...played, lines: [[], []] })).toBeNull();
    expect(
      parseSlusenState({
        ...played,
        history: [
          { ...played.history[0], position: { lines: [[1, 1], [2]], turn: 0, throwsLeft: 1 } },
        ],
      }),
    ).toBeNull();
    const { history: _history, ...withoutHistory } = played;
    expect(parseSlusenState(withoutHistory)).toBeNull();
    const won = teamAClears();
    expect(parseSlusenState(JSON.parse(JSON.stringify(won)))).toEqual(won);
    expect(parseSlusenState({ ...won, winner: 1 })).toBeNull();
    expect(parseSlusenState({ ...won, winner: null })).toBeNull();
  });
});
