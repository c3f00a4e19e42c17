import { describe, expect, test } from "vitest";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { ok, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import type { TeamIndex } from "#app/games/_engine/room-teams.ts";
import { scrollbarDares } from "./dares.ts";
import {
  formationSize,
  newScrollbarGame,
  parseScrollbarState,
  rerackOptions,
  rules,
  scrollbarMoveSchema,
  standingCups,
  type FormationId,
  type ScrollbarMove,
  type ScrollbarState,
} from "./rules.ts";

// One phone: the two seats are the teams. A room: Ada and Cy play for Team A, Bo for Team B.
const teamA = seat("A");
const teamB = seat("B");
const phone = roomTable([teamA, teamB]);
const ada = seat("Ada");
const bo = seat("Bo");
const cy = seat("Cy", true);
const room = roomTable([ada, bo, cy]);

const deck = scrollbarDares.length;
const seed = 2026;
const begin = (table: GameTable = phone): ScrollbarState => ok(rules.setup(table, seed));

/** The phone's seat for `team`. */
const seatOf = (team: TeamIndex): GamePlayer => (team === 0 ? teamA : teamB);
const other = (team: TeamIndex): TeamIndex => (team === 0 ? 1 : 0);

/** A move without its step, which `play` takes from the state. */
type Made = ScrollbarMove extends infer M
  ? M extends ScrollbarMove
    ? Omit<M, "step">
    : never
  : never;

function play(state: ScrollbarState, by: GamePlayer, made: Made) {
  // Each move type names its own fields; the step is the state's.
  const played = { ...made, step: state.step } as ScrollbarMove;
  return rules.move(state, by.id, played, phone.players.includes(by) ? phone : room);
}

/** The throwing team's seat sinks `team`'s cup at `position`. */
const sink = (state: ScrollbarState, team: TeamIndex, position: number) =>
  play(state, seatOf(other(team)), { type: "sink", team, position });
const endRedemption = (state: ScrollbarState) =>
  play(state, seatOf(state.redemption?.team ?? 0), { type: "endRedemption" });
const rerack = (state: ScrollbarState, team: TeamIndex, formation: FormationId) =>
  play(state, seatOf(team), { type: "rerack", team, formation });
const veto = (state: ScrollbarState) =>
  play(state, seatOf(state.dare?.team ?? 0), { type: "veto" });
const dareDone = (state: ScrollbarState) =>
  play(state, seatOf(state.dare?.team ?? 0), { type: "dareDone" });
const rematch = (state: ScrollbarState) => play(state, teamA, { type: "rematch" });

/** Sinks `count` of the team's standing cups, first standing cup first. */
function sinkMany(state: ScrollbarState, team: TeamIndex, count: number): ScrollbarState {
  let next = state;
  for (let i = 0; i < count; i += 1) {
    next = ok(sink(next, team, next.racks[team].standing.indexOf(true)));
  }
  return next;
}

describe("the racks and the dares", () => {
  test("both teams start with a full ten-cup triangle and a shuffled dare deck", () => {
    const state = begin();
    expect(state.racks.map((rack) => [rack.formation, standingCups(rack)])).toEqual([
      ["triangle10", 10],
      ["triangle10", 10],
    ]);
    expect([...state.drawPile].sort((a, b) => a - b)).toEqual(
      Array.from({ length: deck }, (_, index) => index),
    );
    expect(begin()).toEqual(state);
    expect(rules.isOver(state)).toBe(false);
  });

  test("sinking a cup takes it off and deals a dare to the team that lost it", () => {
    const state = ok(sink(begin(), 1, 4));
    expect(state.racks[1].standing[4]).toBe(false);
    expect(standingCups(state.racks[1])).toBe(9);
    expect(state.dare?.team).toBe(1);
    expect(state.dare?.card).toBe(begin().drawPile[0]);
    expect(state.daresDrawn).toEqual([0, 1]);
    expect(ok(dareDone(state)).dare).toBeNull();
    expect(reason(dareDone(ok(dareDone(state))))).toBe("scrollbar.noDare");
  });

  test("a cup that is already down, or not there, can't be sunk", () => {
    const state = ok(sink(begin(), 0, 0));
    expect(sink(state, 0, 0)).toEqual({ invalid: true, code: "scrollbar.cupDown" });
    expect(reason(sink(state, 0, 10))).toBe("scrollbar.cupDown");
    expect(reason(sink(state, 0, 0.5))).toBe("scrollbar.cupDown");
  });

  test("no dare repeats until the whole deck has been dealt, and none twice in a row after", () => {
    const small = 40;
    let state = newScrollbarGame(phone, seed, small);
    const dealt: number[] = [];
    // Two teams, ten cups each: keep sinking and starting over.
    while (dealt.length < small * 3) {
      const team: TeamIndex = dealt.length % 2 === 0 ? 0 : 1;
      const position = state.racks[team].standing.indexOf(true);
      if (position === -1 || standingCups(state.racks[team]) === 1) {
        state = { ...state, racks: newScrollbarGame(phone, seed, small).racks };
        continue;
      }
      state = ok(sink(state, team, position));
      if (state.dare) dealt.push(state.dare.card);
      // The table clears each dare before the next cup falls: the deck must remember it anyway.
      state = ok(dareDone(state));
    }
    for (let round = 0; round < 3; round += 1) {
      const block = dealt.slice(round * small, (round + 1) * small);
      expect(new Set(block).size).toBe(small);
    }
    dealt.forEach((card, index) => expect(card).not.toBe(dealt[index - 1]));
  });

  test("each team may veto one dare a game, and only a dare dealt to it", () => {
    let state = begin();
    expect(veto(state)).toEqual({ invalid: true, code: "scrollbar.noDare" });
    state = ok(veto(ok(sink(state, 1, 0))));
    expect(state.dare).toBeNull();
    expect(state.vetoesLeft).toEqual([1, 0]);
    state = ok(sink(state, 1, 1));
    expect(veto(state)).toEqual({ invalid: true, code: "scrollbar.vetoUsed" });
    state = ok(veto(ok(sink(state, 0, 0))));
    expect(state.vetoesLeft).toEqual([0, 0]);
  });
});

describe("re-racks", () => {
  test("re-racking offers only smaller formations the standing cups fill exactly", () => {
    let state = begin();
    expect(rerackOptions(state, 0)).toEqual([]);
    state = sinkMany(state, 0, 4);
    expect(rerackOptions(state, 0)).toEqual(["triangle6"]);
    expect(reason(rerack(state, 0, "diamond4"))).toBe("scrollbar.badFormation");
    state = ok(rerack(state, 0, "triangle6"));
    expect(state.racks[0]).toEqual({ formation: "triangle6", standing: Array(6).fill(true) });
    expect(state.reracksLeft).toEqual([1, 2]);
    state = sinkMany(state, 0, 2);
    expect(rerackOptions(state, 0)).toEqual(["diamond4"]);
    state = ok(rerack(state, 0, "diamond4"));
    expect(formationSize(state.racks[0].formation)).toBe(4);
    state = sinkMany(state, 0, 1);
    expect(rerackOptions(state, 0)).toEqual([]);
    expect(rerack(state, 0, "triangle3")).toEqual({
      invalid: true,
      code: "scrollbar.reracksUsed",
    });
  });

  test("a re-rack never makes a formation bigger or the same size", () => {
    const state = sinkMany(begin(), 1, 9);
    expect(rerackOptions(state, 1)).toEqual(["single1"]);
    const single = ok(rerack(state, 1, "single1"));
    expect(rerackOptions(single, 1)).toEqual([]);
  });
});

describe("redemption and the end", () => {
  test("sinking a side's last cup starts that team's redemption turn", () => {
    const state = sinkMany(begin(), 1, 10);
    expect(state.phase).toBe("redemption");
    expect(state.redemption).toEqual({ team: 1, sunk: 0 });
    expect(state.dare?.team).toBe(1);
    expect(rules.isOver(state)).toBe(false);
    expect(reason(rerack(state, 0, "triangle6"))).toBe("scrollbar.rerackWaits");
    expect(reason(sink(state, 1, 0))).toBe("scrollbar.redemptionOwnCups");
    expect(reason(play(state, teamA, { type: "endRedemption" }))).toBe("scrollbar.otherTeamsMove");
  });

  test("a redemption turn without a cup sunk ends the game for the other team", () => {
    const state = ok(endRedemption(sinkMany(begin(), 1, 10)));
    expect(state.phase).toBe("over");
    expect(state.winner).toBe(0);
    expect(rules.isOver(state)).toBe(true);
    expect(reason(sink(state, 0, 0))).toBe("scrollbar.over");
    expect(reason(play(state, teamA, { type: "endRedemption" }))).toBe("scrollbar.noRedemption");
  });

  test("a redemption turn that sinks cups keeps the game going, one cup back to defend", () => {
    let state = sinkMany(begin(), 0, 4);
    state = sinkMany(state, 1, 10);
    state = ok(sink(state, 0, state.racks[0].standing.indexOf(true)));
    expect(state.redemption).toEqual({ team: 1, sunk: 1 });
    expect(state.dare?.team).toBe(0);
    state = ok(endRedemption(state));
    expect(state.phase).toBe("play");
    expect(state.winner).toBeNull();
    expect(state.racks[1]).toEqual({ formation: "single1", standing: [true] });
    expect(standingCups(state.racks[0])).toBe(5);
    expect(state.note).toEqual({ kind: "backInGame", team: 1 });
    expect(ok(sink(state, 1, 0)).note).toBeNull();
  });

  test("a redemption that clears the other side sends both teams to a three-cup overtime", () => {
    let state = sinkMany(begin(), 0, 8);
    state = sinkMany(state, 1, 10);
    state = sinkMany(state, 0, 2);
    expect(state.phase).toBe("play");
    expect(state.overtime).toBe(true);
    expect(state.note).toEqual({ kind: "overtime" });
    expect(state.racks.map((rack) => rack.formation)).toEqual(["triangle3", "triangle3"]);
  });

  test("a rematch racks both sides up again, vetoes back, and keeps the dare deck going", () => {
    const over = ok(endRedemption(ok(veto(sinkMany(begin(), 1, 10)))));
    const again = ok(rematch(over));
    expect(again.phase).toBe("play");
    expect(again.winner).toBeNull();
    expect(again.racks.map(standingCups)).toEqual([10, 10]);
    expect(again.drawPile).toEqual(over.drawPile);
    expect(again.vetoesLeft).toEqual([1, 1]);
    expect(reason(rematch(begin()))).toBe("scrollbar.notOver");
    // A second Play again, sent for the game just over, changes nothing.
    expect(rules.move(again, teamB.id, { type: "rematch", step: over.step }, phone)).toBe(again);
  });
});

describe("in a room", () => {
  test("seats alternate between the teams, and each phone sees its team", () => {
    const state = begin(room);
    expect(rules.view(state, ada.id, room)).toMatchObject({
      myTeam: 0,
      teams: [["Ada", "Cy"], ["Bo"]],
      mayTap: [false, true],
    });
    expect(rules.view(state, bo.id, room)).toMatchObject({ myTeam: 1, mayTap: [true, false] });
  });

  test("the throwing team taps the cup it sank; the other team's phones can't", () => {
    const state = begin(room);
    const sunk = (by: GamePlayer, team: TeamIndex) =>
      rules.move(state, by.id, { type: "sink", step: state.step, team, position: 0 }, room);
    expect(ok(sunk(cy, 1)).dare?.team).toBe(1);
    expect(sunk(bo, 1)).toEqual({
      invalid: true,
      code: "scrollbar.otherTeamSinks",
      params: { team: "A" },
    });
    expect(reason(sunk(seat("Eve"), 1))).toBe("notPlaying");
  });

  test("the dare lands on its team's phones, in each player's own unit", () => {
    let state = begin(room);
    state = ok(rules.move(state, bo.id, { type: "sink", step: 0, team: 0, position: 0 }, room));
    expect(rules.view(state, ada.id, room).dare).toMatchObject({
      team: 0,
      mine: true,
      unit: "sips",
    });
    expect(rules.view(state, cy.id, room).dare).toMatchObject({ mine: true, unit: "points" });
    expect(rules.view(state, bo.id, room).dare).toMatchObject({ mine: false, unit: "sips" });
    expect(rules.view(state, cy.id, room).myDare).toBe(true);
    expect(rules.view(state, bo.id, room).myDare).toBe(false);
    const done = rules.move(state, bo.id, { type: "dareDone", step: state.step }, room);
    expect(reason(done)).toBe("scrollbar.otherTeamsMove");
    expect(ok(rules.move(state, cy.id, { type: "veto", step: state.step }, room)).dare).toBeNull();
    const dry = roomTable([ada, bo, cy], { alcoholFree: true });
    expect(rules.view(state, bo.id, dry).dare?.unit).toBe("points");
  });

  test("only a team's own phones re-rack it, and only they end its redemption", () => {
    let state = begin(room);
    for (let cup = 0; cup < 4; cup += 1) {
      state = ok(
        rules.move(state, bo.id, { type: "sink", step: state.step, team: 0, position: cup }, room),
      );
    }
    expect(rules.view(state, ada.id, room).reracks).toEqual([{ team: 0, formation: "triangle6" }]);
    expect(rules.view(state, bo.id, room).reracks).toEqual([]);
    const byBo = rules.move(
      state,
      bo.id,
      { type: "rerack", step: state.step, team: 0, formation: "triangle6" },
      room,
    );
    expect(reason(byBo)).toBe("scrollbar.otherTeamsMove");
  });

  test("a move names the step it was made on: a second tap on the same cup is refused", () => {
    const state = begin(room);
    const first = ok(
      rules.move(state, ada.id, { type: "sink", step: 0, team: 1, position: 0 }, room),
    );
    const again = rules.move(first, cy.id, { type: "sink", step: 0, team: 1, position: 0 }, room);
    expect(reason(again)).toBe("scrollbar.tableChanged");
  });

  test("newcomers even the teams up; a team with nobody left is played by anyone", () => {
    const di = seat("Di");
    const bigger = roomTable([ada, bo, cy, di]);
    const joined = rules.seatsChanged(begin(room), bigger);
    expect(rules.view(joined, di.id, bigger).myTeam).toBe(1);
    const onlyA = roomTable([ada, cy]);
    const left = rules.seatsChanged(joined, onlyA);
    expect(rules.view(left, ada.id, onlyA)).toMatchObject({
      teams: [["Ada", "Cy"], []],
      mayTap: [true, true],
    });
  });

  test("a spectator's phone sees the racks and the dare, never the deck, and can't move", () => {
    const start = begin(room);
    const state = ok(
      rules.move(start, ada.id, { type: "sink", step: 0, team: 1, position: 0 }, room),
    );
    const view = rules.view(state, "someone-else", room);
    expect(view).toMatchObject({
      myTeam: null,
      mayTap: [false, false],
      myDare: false,
      reracks: [],
    });
    expect(view.dare?.mine).toBe(false);
    expect(JSON.stringify(view)).not.toContain("drawPile");
    expect(JSON.stringify(view)).not.toContain("rngState");
  });
});

describe("moves and saves", () => {
  test("the move schema takes only the known moves", () => {
    const parse = (move: unknown) => scrollbarMoveSchema.safeParse(move).success;
    expect(parse({ type: "sink", step: 0, team: 1, position: 3 })).toBe(true);
    expect(parse({ type: "sink", step: 0, team: 2, position: 3 })).toBe(false);
    expect(parse({ type: "rerack", step: 0, team: 0, formation: "pyramid" })).toBe(false);
    expect(parse({ type: "veto" })).toBe(false);
  });

  test("a stored game reads back whole, and a game from another deck is refused", () => {
    const played = ok(rerack(sinkMany(begin(), 0, 4), 0, "triangle6"));
    expect(parseScrollbarState(JSON.parse(JSON.stringify(played)))).toEqual(played);
    expect(parseScrollbarState(played, deck + 1)).toBeNull();
    expect(
      parseScrollbarState({
        ...played,
        racks: [{ formation: "triangle6", standing: [true] }, played.racks[1]],
      }),
    ).toBeNull();
    expect(parseScrollbarState("nonsense")).toBeNull();
  });

  test("a saved game whose phase, racks or cards don't agree is refused", () => {
    const played = sinkMany(begin(), 0, 4);
    const redemption = sinkMany(begin(), 1, 10);
    const over = ok(endRedemption(redemption));
    for (const state of [played, redemption, over, ok(rematch(over))]) {
      expect(parseScrollbarState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    }
    expect(parseScrollbarState({ ...played, phase: "redemption" })).toBeNull();
    expect(parseScrollbarState({ ...played, winner: 1 })).toBeNull();
    expect(parseScrollbarState({ ...redemption, redemption: { team: 0, sunk: 0 } })).toBeNull();
    expect(parseScrollbarState({ ...over, winner: 1 })).toBeNull();
    expect(parseScrollbarState({ ...over, phase: "play", winner: null })).toBeNull();
    const [first = 0, ...rest] = played.drawPile;
    expect(parseScrollbarState({ ...played, drawPile: [first, first, ...rest] })).toBeNull();
    expect(parseScrollbarState({ ...played, lastCard: deck })).toBeNull();
    expect(parseScrollbarState({ ...played, dare: { team: 0, card: first } })).toBeNull();
    expect(parseScrollbarState({ ...played, rngState: -1 })).toBeNull();
    const { members: _members, ...withoutTeams } = played;
    expect(parseScrollbarState(withoutTeams)).toBeNull();
  });
});
