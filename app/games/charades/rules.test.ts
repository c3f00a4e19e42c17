import { describe, expect, test } from "vitest";
import { newDeck } from "#app/games/_engine/deck.ts";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import type { Pack } from "#app/games/_engine/packs.ts";
import { ana, bo, ok, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import {
  actorOf,
  charadesMoveSchema,
  hasStarted,
  newGame,
  parseCharadesState,
  rules,
  splitIntoTeams,
  teamOnTurn,
  winners,
  type CharadesMove,
  type CharadesState,
} from "./rules.ts";

function wordPack(id: string, words: number): Pack {
  return {
    id,
    game: "charades",
    name: id,
    description: "",
    language: "en",
    explicit: false,
    alcohol: false,
    premium: false,
    level: "medium",
    lists: [
      {
        elements: Array.from({ length: words }, (_, index) => ({
          id: `${id}:0:${index}`,
          text: `${id} word ${index}`,
          kind: "prompt" as const,
        })),
      },
    ],
  };
}

const cy = seat("Cy");
const dee = seat("Dee");
const packs = [wordPack("classic", 60)];

function tableOf(players: GamePlayer[], changes: Partial<GameTable> = {}): GameTable {
  return roomTable(players, {
    packs,
    switches: packs.map((pack) => ({ id: pack.id, active: true })),
    ...changes,
  });
}

const four = tableOf([ana, bo, cy, dee]);
const two = tableOf([ana, bo]);
/** One phone that named nobody: every move comes from nobody in particular. */
const nobody = tableOf([]);

function at(table: GameTable, now: number): GameTable {
  return { ...table, now };
}

function play(
  state: CharadesState,
  by: string,
  made: CharadesMove,
  table: GameTable,
  now = 0,
): CharadesState {
  return ok(rules.move(state, by, made, at(table, now)));
}

function begin(table = four, seed = 7): CharadesState {
  return ok(rules.setup(table, seed));
}

/** The team on turn's whole turn from `start`: `hits` correct, `passes` skipped, then time's up. */
function playTurn(
  state: CharadesState,
  table: GameTable,
  start: number,
  hits: number,
  passes = 0,
): CharadesState {
  const by = table.hostId;
  let next = play(state, by, { type: "start", turn: state.turnCount }, table, start);
  for (let i = 0; i < hits; i += 1) {
    next = play(next, by, { type: "correct", card: next.deck.drawn }, table, start + 1000);
  }
  for (let i = 0; i < passes; i += 1) {
    next = play(next, by, { type: "skip", card: next.deck.drawn }, table, start + 2000);
  }
  return play(next, by, { type: "timeUp", turn: next.turnCount }, table, start + 600_000);
}

function nextTurn(state: CharadesState, table: GameTable): CharadesState {
  return play(state, table.hostId, { type: "next", turn: state.turnCount }, table);
}

describe("a new game", () => {
  test("two unnamed teams, 60 seconds, three rounds, a word dealt and covered", () => {
    const state = begin(nobody);
    expect(state.teams.map((team) => team.id)).toEqual(["A", "B"]);
    expect(state.teams.every((team) => team.members.length === 0 && team.score === 0)).toBe(true);
    expect(state).toMatchObject({ turnSeconds: 60, rounds: 3, phase: "ready", endsAt: null });
    expect(state.deck.current?.text).toMatch(/^classic word/);
    expect(actorOf(state)).toBeNull();
    expect(rules.isOver(state)).toBe(false);
  });

  test("won't start without a word to deal", () => {
    const off = tableOf([ana, bo], { switches: [{ id: "classic", active: false }] });
    expect(reason(rules.setup(off, 1))).toBe("noCards");
  });

  test("keeps the card it was handed when it suits the table, and deals another when not", () => {
    const served = { ...newDeck(3), current: { ...cardOf(begin(nobody, 3)) } };
    expect(ok(newGame(four, served)).deck.current?.id).toBe(served.current.id);
    const seen = { ...served, memory: [served.current.id] };
    expect(ok(newGame(four, seen)).deck.current?.id).not.toBe(served.current.id);
  });

  test("the same seed deals the same word", () => {
    expect(begin(four, 5).deck.current).toEqual(begin(four, 5).deck.current);
  });
});

function cardOf(state: CharadesState) {
  if (!state.deck.current) throw new Error("no card");
  return state.deck.current;
}

describe("teams", () => {
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
    expect(begin(two).teams[0]?.members).toEqual([]);
  });

  test("before the first turn the teams follow the table; afterwards newcomers join the smallest", () => {
    let state = rules.seatsChanged(begin(two), four);
    expect(state.teams.map((team) => team.members.map((member) => member.name))).toEqual([
      ["Ana", "Cy"],
      ["Bo", "Dee"],
    ]);
    state = play(state, ana.id, { type: "start", turn: 0 }, four);
    const eli = seat("Eli");
    const five = tableOf([ana, bo, cy, dee, eli]);
    state = rules.seatsChanged(rules.seatsChanged(state, tableOf([ana, bo, cy])), five);
    // Dee came back to the smaller team; Eli joins the first of two equal ones.
    expect(state.teams.map((team) => team.members.map((member) => member.name))).toEqual([
      ["Ana", "Cy", "Eli"],
      ["Bo", "Dee"],
    ]);
  });

  test("actors take turns within each team", () => {
    let state = begin();
    const actors: (string | undefined)[] = [];
    for (let turn = 0; turn < 5; turn += 1) {
      actors.push(actorOf(state)?.name);
      state = nextTurn(playTurn(state, four, turn * 100_000, 0), four);
    }
    expect(actors).toEqual(["Ana", "Bo", "Cy", "Dee", "Ana"]);
  });
});

describe("settings", () => {
  const settings = { type: "settings", teamCount: 3, turnSeconds: 90, rounds: 5 } as const;

  test("the host sets the teams, clock and rounds before the first turn", () => {
    const state = play(begin(), ana.id, settings, four);
    expect(state).toMatchObject({ turnSeconds: 90, rounds: 5 });
    expect(state.teams.map((team) => team.id)).toEqual(["A", "B", "C"]);
    // Six players would be needed for three named teams.
    expect(state.teams.every((team) => team.members.length === 0)).toBe(true);
    expect(reason(rules.move(begin(), bo.id, settings, four))).toBe("charades.hostSets");
  });

  test("two to four teams, 30–120 s, 1–10 rounds; the move schema refuses anything else", () => {
    const valid = (changes: object) =>
      charadesMoveSchema.safeParse({ ...settings, ...changes }).success;
    expect(valid({ teamCount: 4, turnSeconds: 30, rounds: 10 })).toBe(true);
    expect(valid({ teamCount: 1 })).toBe(false);
    expect(valid({ teamCount: 5 })).toBe(false);
    expect(valid({ turnSeconds: 29 })).toBe(false);
    expect(valid({ turnSeconds: 121 })).toBe(false);
    expect(valid({ rounds: 0 })).toBe(false);
    expect(valid({ rounds: 11 })).toBe(false);
  });

  test("are fixed once the first turn starts", () => {
    const started = play(begin(), ana.id, { type: "start", turn: 0 }, four);
    expect(hasStarted(begin())).toBe(false);
    expect(hasStarted(started)).toBe(true);
    expect(reason(rules.move(started, ana.id, settings, four))).toBe("charades.settingsFixed");
  });
});

describe("a turn", () => {
  test("starts when the actor (or the host) takes the word; the clock is a deadline", () => {
    const state = begin();
    expect(reason(rules.move(state, bo.id, { type: "start", turn: 0 }, four))).toBe("notYourTurn");
    const acting = play(state, ana.id, { type: "start", turn: 0 }, four, 1000);
    expect(acting).toMatchObject({
      phase: "acting",
      endsAt: 61_000,
      actor: { id: ana.id, name: "Ana" },
      current: { team: 0, correct: 0, skipped: 0 },
    });
    expect(reason(rules.move(acting, ana.id, { type: "start", turn: 0 }, four))).toBe(
      "charades.notReady",
    );
    expect(reason(rules.move(acting, ana.id, { type: "start", turn: 3 }, four))).toBe(
      "charades.turnChanged",
    );
  });

  test("with unnamed teams, whoever takes the turn acts", () => {
    const acting = play(begin(two), bo.id, { type: "start", turn: 0 }, two);
    expect(acting.actor).toEqual({ id: bo.id, name: "Bo" });
    expect(rules.view(acting, bo.id, two).amActor).toBe(true);
  });

  test("Correct scores a point for the team on turn; Skip and Another score nothing", () => {
    let state = play(begin(), ana.id, { type: "start", turn: 0 }, four);
    const words = [cardOf(state).text];
    for (const type of ["correct", "correct", "skip", "another"] as const) {
      state = play(state, ana.id, { type, card: state.deck.drawn }, four, 1000);
      words.push(cardOf(state).text);
    }
    expect(new Set(words).size).toBe(5);
    expect(state.teams.map((team) => team.score)).toEqual([2, 0]);
    expect(state.current).toEqual({ team: 0, correct: 2, skipped: 1 });
  });

  test("only the actor and the host mark, each mark on the word it saw", () => {
    const hosted = tableOf([ana, bo, cy, dee], { hostId: bo.id });
    const state = play(begin(hosted), ana.id, { type: "start", turn: 0 }, hosted);
    const card = state.deck.drawn;
    expect(rules.move(state, cy.id, { type: "correct", card }, hosted)).toEqual({
      invalid: true,
      code: "charades.actorMarks",
      params: { name: "Ana" },
    });
    // The actor and the host both press Correct for the same word: it counts once.
    const marked = play(state, ana.id, { type: "correct", card }, hosted, 1);
    expect(reason(rules.move(marked, bo.id, { type: "correct", card }, hosted))).toBe(
      "cardChanged",
    );
    const byHost = play(marked, bo.id, { type: "skip", card: marked.deck.drawn }, hosted, 2);
    expect(byHost.current).toEqual({ team: 0, correct: 1, skipped: 1 });
  });

  test("no marking outside a turn", () => {
    for (const type of ["correct", "skip", "another"] as const) {
      expect(reason(rules.move(begin(), ana.id, { type, card: 1 }, four))).toBe(
        "charades.notActing",
      );
    }
  });

  test("ends when the table's clock says so, not before; a late mark scores nothing", () => {
    const acting = play(begin(), ana.id, { type: "start", turn: 0 }, four, 0);
    expect(reason(rules.move(acting, bo.id, { type: "timeUp", turn: 0 }, at(four, 59_999)))).toBe(
      "charades.timeLeft",
    );
    const over = play(acting, bo.id, { type: "timeUp", turn: 0 }, four, 60_000);
    expect(over).toMatchObject({ phase: "turnOver", endsAt: null });
    // Another phone's clock ran out too: nothing more happens.
    expect(rules.move(over, cy.id, { type: "timeUp", turn: 0 }, at(four, 60_100))).toBe(over);
    const late = play(acting, ana.id, { type: "correct", card: acting.deck.drawn }, four, 60_000);
    expect(late.phase).toBe("turnOver");
    expect(late.teams[0]?.score).toBe(0);
  });

  test("the next team's turn comes with a new covered word; a second Next changes nothing", () => {
    const over = playTurn(begin(), four, 0, 1);
    expect(reason(rules.move(begin(), ana.id, { type: "next", turn: 0 }, four))).toBe(
      "charades.turnNotOver",
    );
    const next = nextTurn(over, four);
    expect(teamOnTurn(next).id).toBe("B");
    expect(next).toMatchObject({ phase: "ready", round: 1, turnCount: 1, actor: null });
    expect(next.deck.drawn).toBe(over.deck.drawn + 1);
    expect(rules.move(next, cy.id, { type: "next", turn: 0 }, four)).toBe(next);
  });

  test("after the last team a new round begins with the first team", () => {
    let state = nextTurn(playTurn(begin(), four, 0, 1), four);
    state = nextTurn(playTurn(state, four, 100_000, 0), four);
    expect(teamOnTurn(state).id).toBe("A");
    expect(state.round).toBe(2);
  });
});

describe("the end", () => {
  test("after the set rounds, with the top-scoring team as winner", () => {
    let state = play(
      begin(),
      ana.id,
      { type: "settings", teamCount: 2, turnSeconds: 60, rounds: 2 },
      four,
    );
    state = nextTurn(playTurn(state, four, 0, 3), four);
    state = nextTurn(playTurn(state, four, 100_000, 1), four);
    state = nextTurn(playTurn(state, four, 200_000, 1), four);
    expect(rules.isOver(state)).toBe(false);
    expect(winners(state)).toEqual([]);
    state = playTurn(state, four, 300_000, 2, 4);
    expect(rules.isOver(state)).toBe(true);
    expect(state.endedBy).toBe("rounds");
    expect(state.teams.map((team) => team.score)).toEqual([4, 3]);
    expect(rules.view(state, cy.id, four).winners).toEqual(["A"]);
    expect(reason(rules.move(state, ana.id, { type: "next", turn: state.turnCount }, four))).toBe(
      "charades.turnNotOver",
    );
  });

  test("the host ends the game early; the turn in progress keeps its points", () => {
    let state = nextTurn(playTurn(begin(), four, 0, 1), four);
    state = play(state, ana.id, { type: "start", turn: 1 }, four, 100_000);
    state = play(state, ana.id, { type: "correct", card: state.deck.drawn }, four, 101_000);
    state = play(state, ana.id, { type: "correct", card: state.deck.drawn }, four, 102_000);
    expect(reason(rules.move(state, bo.id, { type: "end" }, four))).toBe("charades.hostEnds");
    state = play(state, ana.id, { type: "end" }, four);
    expect(state).toMatchObject({ phase: "over", endedBy: "endGame", endsAt: null });
    expect(winners(state).map((team) => team.id)).toEqual(["B"]);
    expect(reason(rules.move(state, ana.id, { type: "end" }, four))).toBe("charades.over");
    expect(reason(rules.move(state, ana.id, { type: "start", turn: 1 }, four))).toBe(
      "charades.notReady",
    );
  });

  test("equal top scores are a tie", () => {
    let state = play(
      begin(nobody),
      "",
      { type: "settings", teamCount: 2, turnSeconds: 60, rounds: 1 },
      nobody,
    );
    state = playTurn(state, nobody, 0, 2);
    state = playTurn(nextTurn(state, nobody), nobody, 100_000, 2);
    expect(winners(state).map((team) => team.id)).toEqual(["A", "B"]);
  });

  test("a rematch keeps teams and settings, clears the scores and deals a new word", () => {
    let state = play(
      begin(),
      ana.id,
      { type: "settings", teamCount: 2, turnSeconds: 90, rounds: 1 },
      four,
    );
    expect(reason(rules.move(state, ana.id, { type: "rematch" }, four))).toBe("charades.notOver");
    state = play(playTurn(state, four, 0, 2), ana.id, { type: "end" }, four);
    const word = cardOf(state).id;
    expect(reason(rules.move(state, bo.id, { type: "rematch" }, four))).toBe("charades.hostEnds");
    state = play(state, ana.id, { type: "rematch" }, four);
    expect(state).toMatchObject({ phase: "ready", turnSeconds: 90, round: 1, turn: 0 });
    expect(state.teams.map((team) => [team.members.map((m) => m.name), team.score])).toEqual([
      [["Ana", "Cy"], 0],
      [["Bo", "Dee"], 0],
    ]);
    expect(actorOf(state)?.name).toBe("Ana");
    expect(cardOf(state).id).not.toBe(word);
  });
});

describe("what each phone sees", () => {
  test("only the actor's phone shows the word while acting; everyone sees who acts and the clock", () => {
    const ready = begin();
    for (const player of [ana, bo, cy, dee]) {
      expect(rules.view(ready, player.id, four).word).toBeNull();
    }
    expect(rules.view(ready, ana.id, four)).toMatchObject({ canStart: true, amActor: true });
    expect(rules.view(ready, bo.id, four)).toMatchObject({
      canStart: false,
      actor: { name: "Ana" },
    });
    const acting = play(ready, ana.id, { type: "start", turn: 0 }, four, 1000);
    const word = cardOf(acting).text;
    expect(rules.view(acting, ana.id, at(four, 11_000))).toMatchObject({
      word,
      amActor: true,
      canMark: true,
      msLeft: 50_000,
    });
    for (const player of [bo, cy, dee]) {
      const view = rules.view(acting, player.id, at(four, 11_000));
      expect(view).toMatchObject({ word: null, actor: { name: "Ana" }, msLeft: 50_000 });
      expect(JSON.stringify(view)).not.toContain(word);
    }
    // The host marks without seeing the word.
    const hosted = { ...four, hostId: dee.id };
    expect(rules.view(acting, dee.id, hosted)).toMatchObject({ canMark: true, word: null });
    expect(rules.view(acting, "seat-stranger", four)).toMatchObject({
      word: null,
      canMark: false,
      canStart: false,
    });
    expect(reason(rules.move(acting, "seat-stranger", { type: "correct", card: 1 }, four))).toBe(
      "notPlaying",
    );
  });

  test("once the turn is over the last word shows on every phone, with the scores", () => {
    const over = playTurn(begin(), four, 0, 1);
    expect(rules.view(over, cy.id, four)).toMatchObject({
      word: cardOf(over).text,
      msLeft: null,
      current: { correct: 1, skipped: 0 },
      teams: [
        { id: "A", members: ["Ana", "Cy"], score: 1 },
        { id: "B", members: ["Bo", "Dee"], score: 0 },
      ],
    });
  });
});

describe("when the table changes", () => {
  test("the actor leaving mid-turn ends it with what it scored", () => {
    let state = play(begin(), ana.id, { type: "start", turn: 0 }, four);
    state = play(state, ana.id, { type: "correct", card: state.deck.drawn }, four, 1);
    state = rules.seatsChanged(state, tableOf([bo, cy, dee]));
    expect(state).toMatchObject({ phase: "turnOver", endsAt: null });
    expect(state.teams[0]).toMatchObject({ score: 1, members: [{ name: "Cy" }] });
  });

  test("a team whose players all left can be acted for by anyone", () => {
    let state = play(begin(), ana.id, { type: "start", turn: 0 }, four);
    state = nextTurn(play(state, ana.id, { type: "timeUp", turn: 0 }, four, 60_000), four);
    state = rules.seatsChanged(state, tableOf([ana, cy]));
    expect(actorOf(state)).toBeNull();
    expect(rules.view(state, cy.id, tableOf([ana, cy])).canStart).toBe(true);
  });
});

describe("a game kept on the device", () => {
  test("reads back as it was; other shapes are refused", () => {
    let state = play(begin(), ana.id, { type: "start", turn: 0 }, four, 5);
    state = play(state, ana.id, { type: "skip", card: state.deck.drawn }, four, 6);
    expect(parseCharadesState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseCharadesState(begin())).toEqual(begin());
    expect(parseCharadesState({ ...state, endsAt: null })).toBeNull();
    expect(parseCharadesState({ ...state, turn: 2 })).toBeNull();
    expect(parseCharadesState({ ...state, teams: state.teams.slice(0, 1) })).toBeNull();
    expect(parseCharadesState({ ...state, rounds: 0 })).toBeNull();
    expect(parseCharadesState({ ...state, deck: null })).toBeNull();
    expect(parseCharadesState(undefined)).toBeNull();
  });
});
