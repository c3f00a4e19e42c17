import { describe, expect, test } from "vitest";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { ana, bo, ok, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import { moreOrLessContent, moreOrLessItems } from "./items.ts";
import {
  askable,
  moreOrLessMoveSchema,
  parseState,
  rules,
  standings,
  winners,
  type Category,
  type Item,
  type MoreOrLessMove,
  type MoreOrLessState,
} from "./rules.ts";

function item(category: Category, id: string, value: number): Item {
  return {
    id,
    category,
    name: id,
    value,
    unit: category === "film" ? "year" : "m",
    year: 2024,
    source: "Test",
  };
}

/** Two categories of twenty, far enough apart to pair any two of a kind. */
const items: Item[] = [
  ...Array.from({ length: 20 }, (_, index) => item("mountain", `m${index}`, 1000 * 1.2 ** index)),
  ...Array.from({ length: 20 }, (_, index) => item("film", `f${index}`, 1950 + index)),
];

/** One phone: no seats, the teams are names. */
function phoneOf(list: readonly Item[] = items, changes: Partial<GameTable> = {}): GameTable {
  return roomTable([], { content: { items: list }, ...changes });
}

const phone = phoneOf();
const cy = seat("Cy");
const dee = seat("Dee", true);

function roomOf(players: GamePlayer[], changes: Partial<GameTable> = {}): GameTable {
  return roomTable(players, { content: { items }, ...changes });
}

const room = roomOf([ana, bo, cy, dee]);

function play(state: MoreOrLessState, made: MoreOrLessMove, table = phone, by = table.hostId) {
  return ok(rules.move(state, by, made, table));
}

/** A phone game of `names` over `rounds` rounds. */
function phoneGame(names = ["Owls", "Foxes"], rounds = 2, seed = 7, table = phone) {
  const fresh = ok(rules.setup(table, seed));
  return play(fresh, { type: "teams", count: names.length, rounds, names }, table);
}

function valueOf(id: string, list: readonly Item[] = items): number {
  const found = list.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found.value;
}

/** The answer that is right (or wrong) for the question on the table. */
function answer(state: MoreOrLessState, right: boolean, list: readonly Item[] = items) {
  const more = valueOf(state.challenger, list) > valueOf(state.known, list);
  return more === right ? "more" : "less";
}

/** The phone answers for the team on turn. */
function guess(state: MoreOrLessState, right: boolean, table = phone, list = items) {
  return play(
    state,
    { type: "vote", question: state.question, guess: answer(state, right, list) },
    table,
  );
}

function next(state: MoreOrLessState, table = phone) {
  return play(state, { type: "next", question: state.question }, table);
}

function bank(state: MoreOrLessState, table = phone) {
  return play(state, { type: "bank", question: state.question }, table);
}

describe("teams and rounds", () => {
  test("a room deals its players round the table into two teams for three rounds", () => {
    const state = ok(rules.setup(room, 1));
    expect(state.teams.map((team) => [team.name, team.members.map((m) => m.name)])).toEqual([
      [null, ["Ana", "Cy"]],
      [null, ["Bo", "Dee"]],
    ]);
    expect(state.rounds).toBe(3);
  });

  test("one phone names its teams; the names and rounds are checked, with codes", () => {
    const state = phoneGame();
    expect(state.teams.map((team) => [team.name, team.members])).toEqual([
      ["Owls", []],
      ["Foxes", []],
    ]);
    const fresh = ok(rules.setup(phone, 1));
    const named = (names: string[], rounds = 3): string =>
      reason(rules.move(fresh, "", { type: "teams", count: names.length, rounds, names }, phone));
    expect(named(["Owls", "  "])).toBe("moreOrLess.blankName");
    expect(named(["Owls", "owls "])).toBe("moreOrLess.duplicateName");
    expect(named(["Owls", "x".repeat(21)])).toBe("moreOrLess.nameTooLong");
    expect(
      reason(
        rules.move(fresh, "", { type: "teams", count: 3, rounds: 3, names: ["A", "B"] }, phone),
      ),
    ).toBe("moreOrLess.teamCount");
  });

  test("the move schema takes 2–6 teams and 1–10 rounds", () => {
    const valid = (count: number, rounds: number) =>
      moreOrLessMoveSchema.safeParse({ type: "teams", count, rounds }).success;
    expect(valid(2, 1)).toBe(true);
    expect(valid(6, 10)).toBe(true);
    expect(valid(1, 3)).toBe(false);
    expect(valid(7, 3)).toBe(false);
    expect(valid(2, 0)).toBe(false);
    expect(valid(2, 11)).toBe(false);
  });

  test("the host deals a room into more teams, never more than it has players", () => {
    const state = ok(rules.setup(room, 1));
    const three = play(state, { type: "teams", count: 3, rounds: 1 }, room);
    expect(three.teams.map((team) => team.members.map((m) => m.name))).toEqual([
      ["Ana", "Dee"],
      ["Bo"],
      ["Cy"],
    ]);
    expect(reason(rules.move(state, bo.id, { type: "teams", count: 3, rounds: 1 }, room))).toBe(
      "moreOrLess.hostOnly",
    );
    expect(rules.move(state, ana.id, { type: "teams", count: 5, rounds: 1 }, room)).toEqual({
      invalid: true,
      code: "moreOrLess.tooFewForTeams",
      params: { count: 5 },
    });
  });

  test("are fixed from the first answer", () => {
    const answered = guess(phoneGame(), true);
    expect(
      reason(
        rules.move(answered, "", { type: "teams", count: 2, rounds: 1, names: ["A", "B"] }, phone),
      ),
    ).toBe("moreOrLess.settingsFixed");
  });

  test("won't start without items to ask about", () => {
    expect(reason(rules.setup(phoneOf([]), 1))).toBe("moreOrLess.noItems");
    expect(reason(rules.setup(roomTable([ana, bo]), 1))).toBe("moreOrLess.noItems");
  });
});

test("a game opens on a pair from one category, far enough apart, for the first team", () => {
  const state = phoneGame();
  const known = items.find((candidate) => candidate.id === state.known);
  const challenger = items.find((candidate) => candidate.id === state.challenger);
  expect(known && challenger && askable(known, challenger)).toBe(true);
  expect(known?.category).toBe(challenger?.category);
  expect(state).toMatchObject({ turn: 0, question: 1, phase: "guessing", answered: 0 });
  expect(phoneGame()).toEqual(state);
  expect(rules.isOver(state)).toBe(false);
});

test("pairs closer than 5% are never asked; years only need to differ", () => {
  expect(askable(item("mountain", "a", 1000), item("mountain", "b", 1040))).toBe(false);
  expect(askable(item("mountain", "a", 1000), item("mountain", "b", 1060))).toBe(true);
  expect(askable(item("film", "a", 1999), item("film", "b", 2000))).toBe(true);
  expect(askable(item("film", "a", 1999), item("film", "b", 1999))).toBe(false);
  expect(askable(item("film", "a", 1999), item("mountain", "b", 3000))).toBe(false);
});

describe("answers on one phone", () => {
  test("a right guess grows the streak and the new item becomes the known one", () => {
    let state = phoneGame(undefined, undefined, 3);
    const shown = state.challenger;
    state = guess(state, true);
    expect(state.phase).toBe("revealed");
    expect(state.reveal).toMatchObject({ right: true, sips: 0, team: 0, tie: false });
    expect((state.reveal?.votes.more ?? 0) + (state.reveal?.votes.less ?? 0)).toBe(1);
    expect(state.streak).toBe(1);
    state = next(state);
    expect(state).toMatchObject({ known: shown, turn: 0, question: 2, phase: "guessing" });
    state = next(guess(state, true));
    expect(state.streak).toBe(2);
    expect(state.teams[0]?.bestStreak).toBe(2);
  });

  test("a wrong guess costs sips equal to the streak and passes the turn", () => {
    let state = phoneGame(undefined, undefined, 11);
    for (let i = 0; i < 3; i += 1) state = next(guess(state, true));
    state = guess(state, false);
    expect(state.reveal).toMatchObject({ right: false, sips: 3 });
    expect(state.teams[0]).toMatchObject({ points: 0, sips: 3, bestStreak: 3 });
    state = next(state);
    expect(state.turn).toBe(1);
    expect(state.streak).toBe(0);
  });

  test("a miss after a long streak costs at most three sips", () => {
    let state = phoneGame(undefined, undefined, 11);
    for (let i = 0; i < 5; i += 1) state = next(guess(state, true));
    expect(state.streak).toBe(5);
    state = guess(state, false);
    expect(state.reveal).toMatchObject({ right: false, sips: 3 });
    expect(state.teams[0]).toMatchObject({ points: 0, sips: 3, bestStreak: 5 });
  });

  test("a miss on the very first guess still costs one sip", () => {
    const state = guess(phoneGame(undefined, undefined, 5), false);
    expect(state.reveal?.sips).toBe(1);
    expect(state.teams[0]?.sips).toBe(1);
  });

  test("banking a streak scores it and passes the turn; there must be something to bank", () => {
    let state = phoneGame(undefined, undefined, 9);
    expect(reason(rules.move(state, "", { type: "bank", question: 1 }, phone))).toBe(
      "moreOrLess.rightFirst",
    );
    state = next(guess(next(guess(state, true)), true));
    state = bank(state);
    expect(state.teams[0]).toMatchObject({ points: 2, sips: 0 });
    expect(state).toMatchObject({ turn: 1, streak: 0 });
    const wrong = guess(state, false);
    expect(reason(rules.move(wrong, "", { type: "bank", question: wrong.question }, phone))).toBe(
      "moreOrLess.nothingToBank",
    );
  });

  test("answers and moves are refused at the wrong moment", () => {
    const state = phoneGame();
    expect(reason(rules.move(state, "", { type: "next", question: 1 }, phone))).toBe(
      "moreOrLess.answerFirst",
    );
    const revealed = guess(state, true);
    expect(
      reason(rules.move(revealed, "", { type: "vote", question: 1, guess: "more" }, phone)),
    ).toBe("moreOrLess.answered");
    expect(reason(rules.move(revealed, "", { type: "veto", question: 1 }, phone))).toBe(
      "moreOrLess.answered",
    );
    expect(reason(rules.move(state, "", { type: "vote", question: 2, guess: "more" }, phone))).toBe(
      "moreOrLess.questionChanged",
    );
  });

  test("a new turn deals a fresh pair from another category", () => {
    let state = phoneGame(undefined, undefined, 21);
    const before = state.category;
    state = next(guess(state, false));
    expect(state.category).not.toBe(before);
    expect(state.used).toContain(state.known);
  });

  test("after the last team's turn of the last round the game is over", () => {
    let state = phoneGame(undefined, undefined, 4);
    for (let turn = 0; turn < 3; turn += 1) state = next(guess(state, false));
    expect(state).toMatchObject({ round: 2, turn: 1 });
    state = bank(next(guess(state, true)));
    expect(rules.isOver(state)).toBe(true);
    expect(state.endedBy).toBe("rounds");
    expect(
      reason(
        rules.move(state, "", { type: "vote", question: state.question, guess: "more" }, phone),
      ),
    ).toBe("moreOrLess.over");
    expect(reason(rules.move(state, "", { type: "end" }, phone))).toBe("moreOrLess.over");
  });

  test("the winner has the most points, fewer sips breaking a tie", () => {
    let state = phoneGame(["Owls", "Foxes", "Bats"], 1, 8);
    state = bank(guess(state, true));
    state = next(guess(state, false));
    state = bank(guess(state, true));
    expect(rules.isOver(state)).toBe(true);
    expect(standings(state)).toEqual([0, 2, 1]);
    expect(winners(state)).toEqual([0, 2]);
    const ahead = {
      ...state,
      teams: state.teams.map((team) => (team.name === "Bats" ? { ...team, sips: 2 } : team)),
    };
    expect(winners(ahead)).toEqual([0]);
    expect(winners(phoneGame())).toEqual([]);
  });

  test("ending early keeps the score and loses an unbanked streak", () => {
    let state = next(guess(phoneGame(undefined, undefined, 2), true));
    state = play(state, { type: "end" });
    expect(state).toMatchObject({ endedBy: "endGame", phase: "over", streak: 0 });
    expect(state.teams[0]?.points).toBe(0);
  });

  test("a team's one free veto swaps the new item for another, without penalty", () => {
    const state = phoneGame(undefined, undefined, 17);
    const swapped = play(state, { type: "veto", question: 1 });
    expect(swapped.known).toBe(state.known);
    expect(swapped.challenger).not.toBe(state.challenger);
    expect(swapped.used).toEqual([...state.used, swapped.challenger]);
    expect(swapped.teams[0]).toMatchObject({ vetoes: 0, sips: 0, points: 0 });
    expect(swapped).toMatchObject({ turn: 0, question: 2 });
    expect(reason(rules.move(swapped, "", { type: "veto", question: 2 }, phone))).toBe("vetoUsed");
    const passed = next(guess(swapped, false));
    expect(passed.teams[1]?.vetoes).toBe(1);
  });

  test("a rematch keeps the teams and rounds with fresh scores and items", () => {
    const state = phoneGame(undefined, undefined, 6);
    expect(reason(rules.move(state, "", { type: "rematch" }, phone))).toBe("moreOrLess.notOver");
    const over = play(guess(state, false), { type: "end" });
    const again = play(over, { type: "rematch" });
    expect(again.teams).toEqual([
      { name: "Owls", members: [], points: 0, sips: 0, bestStreak: 0, vetoes: 1 },
      { name: "Foxes", members: [], points: 0, sips: 0, bestStreak: 0, vetoes: 1 },
    ]);
    expect(again).toMatchObject({ rounds: 2, round: 1, turn: 0, phase: "guessing", answered: 0 });
    expect(again.used).toHaveLength(2);
  });
});

describe("items", () => {
  test("no new item repeats in a long game on the shipped data set", () => {
    const shipped = phoneOf([...moreOrLessItems]);
    let state = phoneGame(["A", "B", "C", "D", "E", "F"], 10, 99, shipped);
    let answers = 0;
    while (!rules.isOver(state)) {
      // Right four times in five, so streaks run long and use many items.
      state = next(guess(state, answers % 5 !== 4, shipped, [...moreOrLessItems]), shipped);
      answers += 1;
    }
    expect(answers).toBeGreaterThan(60);
    expect(new Set(state.used).size).toBe(state.used.length);
  });

  test("running out of items ends the game instead of repeating one", () => {
    const few = items.filter((candidate) => candidate.category === "film").slice(0, 4);
    const table = phoneOf(few);
    let state = phoneGame(["A", "B"], 10, 1, table);
    // Always right, so the turn never passes and the four films run out mid-streak.
    while (!rules.isOver(state)) state = next(guess(state, true, table, few), table);
    expect(state.endedBy).toBe("outOfItems");
    expect(new Set(state.used).size).toBe(state.used.length);
  });

  test("a room plays the items named in its language", () => {
    const danish = roomOf([ana, bo], { content: moreOrLessContent("da") });
    const state = ok(rules.setup(danish, 3));
    const view = rules.view(state, ana.id, danish);
    const english = moreOrLessItems.find((each) => each.id === state.known);
    expect(view.known?.id).toBe(state.known);
    expect(moreOrLessContent("da").items.find((each) => each.id === state.known)?.name).toBe(
      view.known?.name,
    );
    expect(english).toBeDefined();
  });
});

describe("team votes in a room", () => {
  test("each player of the team on turn votes; the majority answers once all are in", () => {
    const three = roomOf([ana, bo, cy, dee, seat("Eli")]);
    // Teams: Ana, Cy, Eli against Bo, Dee.
    let state = ok(rules.setup(three, 5));
    const right = answer(state, true);
    const wrong = answer(state, false);
    state = play(state, { type: "vote", question: 1, guess: wrong }, three, ana.id);
    expect(state.phase).toBe("guessing");
    expect(rules.view(state, cy.id, three).votes).toEqual({
      cast: 1,
      needed: 3,
      mine: null,
      tally: right === "more" ? { more: 0, less: 1 } : { more: 1, less: 0 },
    });
    // The other team sees how many are in, not how they voted.
    expect(rules.view(state, bo.id, three).votes).toMatchObject({ cast: 1, tally: null });
    expect(
      reason(rules.move(state, bo.id, { type: "vote", question: 1, guess: right }, three)),
    ).toBe("moreOrLess.notYourTeam");
    state = play(state, { type: "vote", question: 1, guess: right }, three, cy.id);
    state = play(state, { type: "vote", question: 1, guess: right }, three, "seat-eli");
    expect(state.reveal).toMatchObject({ right: true, tie: false });
  });

  test("a tie goes to the answer voted first; a changed vote counts as voted last", () => {
    let state = ok(rules.setup(room, 5));
    const right = answer(state, true);
    const wrong = answer(state, false);
    state = play(state, { type: "vote", question: 1, guess: right }, room, ana.id);
    // Ana changes her mind: her vote is now the later one.
    state = play(state, { type: "vote", question: 1, guess: wrong }, room, ana.id);
    state = play(state, { type: "vote", question: 1, guess: right }, room, cy.id);
    expect(state.reveal).toMatchObject({ right: false, tie: true, guess: wrong });
  });

  test("the host closes a vote that waits, with the votes in so far", () => {
    let state = ok(rules.setup(room, 5));
    expect(reason(rules.move(state, ana.id, { type: "close", question: 1 }, room))).toBe(
      "moreOrLess.noVotes",
    );
    state = play(state, { type: "vote", question: 1, guess: answer(state, false) }, room, cy.id);
    expect(reason(rules.move(state, cy.id, { type: "close", question: 1 }, room))).toBe(
      "moreOrLess.hostOnly",
    );
    state = play(state, { type: "close", question: 1 }, room, ana.id);
    expect(state.reveal).toMatchObject({ right: false, votes: { more: expect.any(Number) } });
  });

  test("a wrong answer is told on the phones that drink, in each player's unit", () => {
    // Bo and Dee's team answers second.
    let state = ok(rules.setup(room, 5));
    for (const by of [ana, cy]) {
      state = play(state, { type: "vote", question: 1, guess: answer(state, false) }, room, by.id);
    }
    state = next(state, room);
    expect(state.turn).toBe(1);
    for (const by of [bo, dee]) {
      state = play(
        state,
        { type: "vote", question: state.question, guess: answer(state, false) },
        room,
        by.id,
      );
    }
    expect(rules.view(state, bo.id, room).myDrink).toEqual({ count: 1, unit: "sips" });
    expect(rules.view(state, dee.id, room).myDrink).toEqual({ count: 1, unit: "points" });
    expect(rules.view(state, ana.id, room).myDrink).toBeNull();
    expect(rules.view(state, ana.id, room).reveal).toMatchObject({ right: false, sips: 1 });
  });

  test("only the team on turn (or the host) keeps going, banks or vetoes; anyone passes on", () => {
    let state = ok(rules.setup(room, 5));
    expect(reason(rules.move(state, bo.id, { type: "veto", question: 1 }, room))).toBe(
      "moreOrLess.notYourTeam",
    );
    for (const by of [ana, cy]) {
      state = play(state, { type: "vote", question: 1, guess: answer(state, true) }, room, by.id);
    }
    expect(reason(rules.move(state, bo.id, { type: "next", question: 1 }, room))).toBe(
      "moreOrLess.notYourTeam",
    );
    expect(reason(rules.move(state, dee.id, { type: "bank", question: 1 }, room))).toBe(
      "moreOrLess.notYourTeam",
    );
    const banked = play(state, { type: "bank", question: 1 }, room, cy.id);
    expect(banked.teams[0]?.points).toBe(1);
  });

  test("the new item's value stays hidden from every phone until the answer", () => {
    const state = ok(rules.setup(room, 5));
    const value = valueOf(state.challenger);
    for (const each of [ana, bo, cy, dee, seat("Stranger")]) {
      const view = rules.view(state, each.id, room);
      expect(view.challenger?.value).toBeNull();
      expect(view.known?.value).toBe(valueOf(state.known));
      expect(JSON.stringify(view)).not.toContain(`"value":${value}`);
    }
    expect(rules.view(state, "seat-stranger", room)).toMatchObject({
      voting: false,
      speaks: false,
      myTeam: null,
    });
    expect(
      reason(
        rules.move(state, "seat-stranger", { type: "vote", question: 1, guess: "more" }, room),
      ),
    ).toBe("notPlaying");
  });
});

describe("when the table changes", () => {
  test("until the first vote the teams follow the table", () => {
    const state = rules.seatsChanged(ok(rules.setup(roomOf([ana, bo]), 1)), room);
    expect(state.teams.map((team) => team.members.map((m) => m.name))).toEqual([
      ["Ana", "Cy"],
      ["Bo", "Dee"],
    ]);
  });

  test("later, newcomers join the smallest team and leavers leave theirs", () => {
    let state = ok(rules.setup(room, 5));
    for (const by of [ana, cy]) {
      state = play(state, { type: "vote", question: 1, guess: answer(state, true) }, room, by.id);
    }
    const eli = seat("Eli");
    state = rules.seatsChanged(state, roomOf([ana, bo, dee, eli]));
    expect(state.teams.map((team) => team.members.map((m) => m.name))).toEqual([
      ["Ana", "Eli"],
      ["Bo", "Dee"],
    ]);
  });

  test("a vote waiting only for a player who left is counted", () => {
    let state = ok(rules.setup(room, 5));
    state = play(state, { type: "vote", question: 1, guess: answer(state, true) }, room, ana.id);
    state = rules.seatsChanged(state, roomOf([ana, bo, dee]));
    expect(state.phase).toBe("revealed");
    expect(state.reveal).toMatchObject({ right: true });
  });
});

describe("a game kept on the device", () => {
  test("is read back only when it is whole and its items exist", () => {
    const state = guess(phoneGame(undefined, undefined, 13), true);
    expect(parseState(JSON.parse(JSON.stringify(state)), items)).toEqual(state);
    expect(parseState({ ...state, turn: 5 }, items)).toBeNull();
    expect(parseState({ ...state, known: "gone" }, items)).toBeNull();
    expect(parseState({ ...state, teams: [] }, items)).toBeNull();
    expect(parseState("nonsense", items)).toBeNull();
  });

  test("whose parts don't fit together is refused", () => {
    const guessing = phoneGame(undefined, undefined, 13);
    const revealed = guess(guessing, true);
    expect(parseState({ ...guessing, round: 3 }, items)).toBeNull();
    expect(parseState({ ...revealed, phase: "guessing" }, items)).toBeNull();
    expect(parseState({ ...guessing, phase: "revealed" }, items)).toBeNull();
    expect(parseState({ ...guessing, phase: "over" }, items)).toBeNull();
    expect(parseState({ ...guessing, endedBy: "rounds" }, items)).toBeNull();
    expect(parseState({ ...revealed, turn: 1 }, items)).toBeNull();
    expect(parseState({ ...guessing, used: [guessing.known] }, items)).toBeNull();
    const twins = guessing.teams.map((team) => ({ ...team, name: "Owls" }));
    expect(parseState({ ...guessing, teams: twins }, items)).toBeNull();
  });
});
