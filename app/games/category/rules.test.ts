import { describe, expect, test } from "vitest";
import { newDeck } from "#app/games/_engine/deck.ts";
import { maxSipsPerDrink } from "#app/games/_engine/drink-caps.ts";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import type { Pack } from "#app/games/_engine/packs.ts";
import { ok, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import {
  answerKey,
  categoryMoveSchema,
  parseCategoryState,
  penaltySips,
  playerOnTurn,
  rules,
  setupFrom,
  type CategoryMove,
  type CategoryState,
} from "./rules.ts";

const ana = seat("Ana");
const bo = seat("Bo");
const cy = seat("Cy");
const di = seat("Di");

function pack(id: string, texts: readonly string[], explicit = false): Pack {
  return {
    id,
    game: "category",
    name: id,
    description: "",
    language: "en",
    explicit,
    alcohol: false,
    premium: false,
    level: explicit ? "wild" : "medium",
    lists: [
      {
        elements: texts.map((text, index) => ({ id: `${id}:0:${index}`, text, kind: "prompt" })),
      },
    ],
  };
}

const categories = pack("everyday", ["Animals", "Fruit", "Cities", "Cars", "Cheeses", "Rivers"]);

function tableOf(players: GamePlayer[] = [ana, bo, cy], changes: Partial<GameTable> = {}) {
  return roomTable(players, {
    packs: [categories],
    switches: [{ id: categories.id, active: true }],
    ...changes,
  });
}

const table = tableOf();
const at = (now: number, base: GameTable = table): GameTable => ({ ...base, now });

function begin(on: GameTable = table, seed = 1): CategoryState {
  return ok(rules.setup(on, seed));
}

function play(state: CategoryState, by: GamePlayer, made: CategoryMove, on: GameTable = table) {
  return ok(rules.move(state, by.id, made, on));
}

function refusal(state: CategoryState, by: GamePlayer, made: CategoryMove, on: GameTable = table) {
  return reason(rules.move(state, by.id, made, on));
}

const onTurnName = (state: CategoryState) => playerOnTurn(state)?.name ?? null;

describe("a new game", () => {
  test("deals a category and waits, five seconds a turn, the first player on turn", () => {
    const state = begin();
    expect(state.deck.current?.text).toMatch(/\w/);
    expect(state.stage).toEqual({ kind: "ready" });
    expect(state.turnSeconds).toBe(5);
    expect(state.writeSeconds).toBe(60);
    expect(state.round).toBe(1);
    expect(onTurnName(state)).toBe("Ana");
  });

  test("the same seed deals the same category", () => {
    expect(begin(table, 7).deck.current).toEqual(begin(table, 7).deck.current);
  });

  test("is refused without categories to deal", () => {
    expect(reason(rules.setup(roomTable([ana, bo]), 1))).toBe("noCards");
  });

  test("from a deck in hand keeps its card, or deals one when it has none", () => {
    const served = { ...newDeck(3), current: { ...categoryCard("Fruit"), packId: "everyday" } };
    expect(setupFrom(table, { deck: served }).deck.current?.text).toBe("Fruit");
    expect(setupFrom(table, { deck: newDeck(3) }).deck.current).not.toBeNull();
    expect(setupFrom(table, { deck: newDeck(3), turnSeconds: 9 }).turnSeconds).toBe(9);
    expect(setupFrom(table, { deck: newDeck(3), turnSeconds: 99 }).turnSeconds).toBe(5);
    // On one phone nobody has to be named.
    const nobody = setupFrom(tableOf([]), { deck: newDeck(3) });
    expect(playerOnTurn(nobody)).toBeNull();
  });
});

function categoryCard(text: string) {
  return {
    id: "everyday:0:1",
    text,
    kind: "prompt" as const,
    packId: "everyday",
    game: "category",
  };
}

describe("in turn, aloud", () => {
  test("the turn timer is 3 to 15 whole seconds, set by the host, not during a round", () => {
    const state = begin();
    expect(play(state, ana, { type: "turnSeconds", seconds: 3 }).turnSeconds).toBe(3);
    expect(play(state, ana, { type: "turnSeconds", seconds: 15 }).turnSeconds).toBe(15);
    expect(refusal(state, ana, { type: "turnSeconds", seconds: 2 })).toBe("category.turnSeconds");
    expect(refusal(state, ana, { type: "turnSeconds", seconds: 4.5 })).toBe("category.turnSeconds");
    expect(refusal(state, bo, { type: "turnSeconds", seconds: 8 })).toBe("hostOnly");
    const running = play(state, ana, { type: "start", round: 1 });
    expect(refusal(running, ana, { type: "turnSeconds", seconds: 8 })).toBe(
      "category.timerDuringRound",
    );
  });

  test("starting the round sets the deadline for the player on turn", () => {
    const running = play(begin(), ana, { type: "start", round: 1 }, at(10_000));
    expect(running.stage).toEqual({ kind: "turns", endsAt: 15_000, answers: 0 });
    expect(refusal(running, ana, { type: "start", round: 1 })).toBe("category.notReady");
  });

  test("Got one! passes the turn round the table and sets a new deadline", () => {
    let state = play(begin(), ana, { type: "start", round: 1 }, at(0));
    state = play(state, ana, { type: "gotOne", round: 1 }, at(4000));
    expect(onTurnName(state)).toBe("Bo");
    expect(state.stage).toEqual({ kind: "turns", endsAt: 9000, answers: 1 });
    state = play(state, ana, { type: "gotOne", round: 1 }, at(8000));
    state = play(state, ana, { type: "gotOne", round: 1 }, at(9000));
    expect(onTurnName(state)).toBe("Ana");
    expect(state.stage).toMatchObject({ answers: 3 });
  });

  test("without names the turn goes to the next person", () => {
    const nobody = tableOf([]);
    let state = setupFrom(nobody, { deck: newDeck(1) });
    state = play(
      state,
      { id: "", name: "", notDrinking: false },
      { type: "start", round: 1 },
      at(0, nobody),
    );
    state = ok(rules.move(state, "", { type: "gotOne", round: 1 }, at(1000, nobody)));
    expect(playerOnTurn(state)).toBeNull();
    expect(state.stage).toMatchObject({ answers: 1 });
  });

  test("the clock running out ends the round: the player on turn drinks", () => {
    let state = play(begin(), ana, { type: "start", round: 1 }, at(0));
    state = play(state, ana, { type: "gotOne", round: 1 }, at(2000));
    expect(refusal(state, cy, { type: "timeUp", round: 1 }, at(6999))).toBe(
      "category.clockRunning",
    );
    // Any phone at the table may say so once the deadline has passed.
    state = play(state, cy, { type: "timeUp", round: 1 }, at(7000));
    expect(state.stage).toEqual({
      kind: "over",
      outcome: { player: { id: bo.id, name: "Bo" }, reason: "time", answers: 1, sips: 1 },
    });
    expect(penaltySips).toBe(1);
    // A second phone saying it too changes nothing.
    expect(play(state, bo, { type: "timeUp", round: 1 }, at(7100))).toBe(state);
  });

  test("an answer after the deadline is too late: the round ended on time", () => {
    const running = play(begin(), ana, { type: "start", round: 1 }, at(0));
    const late = play(running, ana, { type: "gotOne", round: 1 }, at(5000));
    expect(late.stage).toMatchObject({ kind: "over", outcome: { reason: "time", answers: 0 } });
    const slow = play(running, ana, { type: "hesitated", round: 1 }, at(5000));
    expect(slow.stage).toMatchObject({ kind: "over", outcome: { reason: "time" } });
  });

  test("hesitating or repeating ends the round: that player drinks", () => {
    let state = play(begin(), ana, { type: "start", round: 1 }, at(0));
    state = play(state, ana, { type: "gotOne", round: 1 }, at(1000));
    state = play(state, ana, { type: "hesitated", round: 1 }, at(2000));
    expect(state.stage).toMatchObject({
      kind: "over",
      outcome: { player: { name: "Bo" }, reason: "hesitated", answers: 1 },
    });
  });

  test("no answers or hesitations outside a round; the table's moves are the host's", () => {
    const ready = begin();
    expect(refusal(ready, ana, { type: "gotOne", round: 1 })).toBe("category.noRound");
    expect(refusal(ready, ana, { type: "hesitated", round: 1 })).toBe("category.noRound");
    expect(refusal(ready, bo, { type: "start", round: 1 })).toBe("hostOnly");
    expect(refusal(ready, di, { type: "timeUp", round: 1 })).toBe("notPlaying");
  });

  test("the next category starts with the player after the one who drank", () => {
    let state = play(begin(), ana, { type: "start", round: 1 }, at(0));
    state = play(state, ana, { type: "gotOne", round: 1 }, at(1000));
    state = play(state, ana, { type: "hesitated", round: 1 }, at(2000));
    const card = state.deck.current;
    state = play(state, ana, { type: "next", round: 1 });
    expect(state.stage).toEqual({ kind: "ready" });
    expect(state.round).toBe(2);
    expect(state.deck.current).not.toEqual(card);
    expect(onTurnName(state)).toBe("Cy");
  });

  test("skipping a category mid-round ends it without a penalty, same player starts", () => {
    let state = play(begin(), ana, { type: "start", round: 1 }, at(0));
    state = play(state, ana, { type: "gotOne", round: 1 }, at(1000));
    state = play(state, ana, { type: "next", round: 1 });
    expect(state.stage).toEqual({ kind: "ready" });
    expect(onTurnName(state)).toBe("Bo");
  });

  test("a Next pressed on a round already passed changes nothing; other stale moves are refused", () => {
    const next = play(begin(), ana, { type: "next", round: 1 });
    expect(play(next, ana, { type: "next", round: 1 })).toBe(next);
    expect(refusal(next, ana, { type: "start", round: 1 })).toBe("category.roundOver");
  });
});

describe("vetoes", () => {
  test("each player once a game swaps the category, before the answers are revealed", () => {
    const state = begin();
    const vetoed = play(state, bo, { type: "veto", round: 1 });
    expect(vetoed.round).toBe(2);
    expect(vetoed.deck.current).not.toEqual(state.deck.current);
    expect(refusal(vetoed, bo, { type: "veto", round: 2 })).toBe("vetoUsed");
    expect(refusal(vetoed, di, { type: "veto", round: 2 })).toBe("notPlaying");
    const revealed = play(play(vetoed, ana, { type: "startWriting", round: 2 }), ana, {
      type: "reveal",
      round: 2,
    });
    expect(refusal(revealed, cy, { type: "veto", round: 2 })).toBe("category.tooLateToVeto");
  });
});

/** A written round on `table`, started at 0 with the default minute. */
function writing(on: GameTable = table): CategoryState {
  return play(begin(on), ana, { type: "startWriting", round: 1 }, at(0, on));
}

function write(
  state: CategoryState,
  by: GamePlayer,
  answers: string[],
  done = true,
  on: GameTable = table,
) {
  return play(state, by, { type: "write", round: state.round, answers, done }, on);
}

describe("written", () => {
  test("the host starts the clock: a deadline a minute away", () => {
    const state = writing();
    expect(state.stage).toMatchObject({ kind: "writing", endsAt: 60_000 });
    expect(refusal(begin(), bo, { type: "startWriting", round: 1 })).toBe("hostOnly");
    expect(refusal(state, ana, { type: "startWriting", round: 1 })).toBe("category.notReady");
  });

  test("the writing time is 30 to 180 seconds in steps of 15, not while writing", () => {
    expect(play(begin(), ana, { type: "writeSeconds", seconds: 90 }).writeSeconds).toBe(90);
    expect(refusal(begin(), ana, { type: "writeSeconds", seconds: 20 })).toBe(
      "category.writeSeconds",
    );
    expect(refusal(begin(), ana, { type: "writeSeconds", seconds: 70 })).toBe(
      "category.writeSeconds",
    );
    expect(refusal(begin(), bo, { type: "writeSeconds", seconds: 90 })).toBe("hostOnly");
    expect(refusal(writing(), ana, { type: "writeSeconds", seconds: 90 })).toBe(
      "category.timerDuringRound",
    );
  });

  test("each phone keeps its own list, tidied; nobody sees another's before the reveal", () => {
    let state = write(writing(), bo, ["  Dog ", "", "Cat  fish"], false);
    state = write(state, cy, ["Horse"], true);
    expect(rules.view(state, bo.id, table).mine).toEqual(["Dog", "Cat fish"]);
    expect(rules.view(state, cy.id, table).mine).toEqual(["Horse"]);
    const ada = rules.view(state, ana.id, table);
    expect(ada.mine).toEqual([]);
    expect(ada.lists).toBeNull();
    expect(ada.done).toEqual([{ id: cy.id, name: "Cy" }]);
    expect(JSON.stringify(ada)).not.toContain("Dog");
    expect(JSON.stringify(ada)).not.toContain("Horse");
    expect(rules.view(state, cy.id, table).iAmDone).toBe(true);
    expect(refusal(state, di, { type: "write", round: 1, answers: [], done: true })).toBe(
      "notPlaying",
    );
    expect(
      categoryMoveSchema.safeParse({
        type: "write",
        round: 1,
        answers: ["x".repeat(41)],
        done: false,
      }).success,
    ).toBe(false);
  });

  test("everyone done reveals the lists together", () => {
    let state = write(writing(), ana, ["Dog"]);
    state = write(state, bo, ["Cat"]);
    expect(state.stage.kind).toBe("writing");
    state = write(state, cy, ["Cow"]);
    expect(state.stage.kind).toBe("reveal");
    expect(refusal(state, ana, { type: "write", round: 1, answers: [], done: true })).toBe(
      "category.notWriting",
    );
  });

  test("the clock running out reveals them, said by any phone once the deadline passed", () => {
    const state = write(writing(), bo, ["Dog"], false);
    expect(refusal(state, cy, { type: "timeUp", round: 1 }, at(59_999))).toBe(
      "category.clockRunning",
    );
    // Lists sent after the deadline, before anyone said so, still count.
    const late = write(state, cy, ["Cat"], false, at(60_500));
    const revealed = play(late, cy, { type: "timeUp", round: 1 }, at(61_000));
    expect(revealed.stage.kind).toBe("reveal");
    expect(rules.view(revealed, ana.id, table).lists?.map((list) => list.answers.length)).toEqual([
      0, 1, 1,
    ]);
  });

  test("the host may reveal early", () => {
    expect(refusal(writing(), bo, { type: "reveal", round: 1 })).toBe("hostOnly");
    expect(play(writing(), ana, { type: "reveal", round: 1 }).stage.kind).toBe("reveal");
    expect(refusal(begin(), ana, { type: "reveal", round: 1 })).toBe("category.notWriting");
  });

  test("answers nobody else wrote score 2, shared ones 1, one's own repeats nothing", () => {
    let state = write(writing(), ana, ["Dog", "Cat", "dog", "Zebra"]);
    state = write(state, bo, ["cat", "Horse"]);
    state = write(state, cy, ["Hrose"]);
    const lists = rules.view(state, ana.id, table).lists ?? [];
    expect(lists.map((list) => list.points)).toEqual([2 + 1 + 0 + 2, 1 + 1, 1]);
    expect(lists[0]?.answers.map((answer) => answer.mark)).toEqual([
      "unique",
      "shared",
      "repeat",
      "unique",
    ]);
    expect(lists[1]?.answers[1]?.sameAs).toEqual(["Cy"]);
  });

  test("a majority of the others votes an answer down; votes can be taken back", () => {
    let state = write(writing(), ana, ["Dog", "Banana"]);
    state = write(state, bo, ["Cat"]);
    state = write(state, cy, ["Cow"]);
    const banana = answerKey(ana.id, 1);
    expect(refusal(state, ana, { type: "vote", round: 1, answer: banana, down: true })).toBe(
      "category.ownAnswer",
    );
    expect(refusal(state, bo, { type: "vote", round: 1, answer: "nope/0", down: true })).toBe(
      "category.noSuchAnswer",
    );
    state = play(state, bo, { type: "vote", round: 1, answer: banana, down: true });
    const once = rules.view(state, bo.id, table).lists?.[0]?.answers[1];
    expect(once).toMatchObject({ mark: "unique", votes: 1, votedDown: true });
    expect(rules.view(state, cy.id, table).lists?.[0]?.answers[1]?.votedDown).toBe(false);
    state = play(state, cy, { type: "vote", round: 1, answer: banana, down: true });
    expect(rules.view(state, ana.id, table).lists?.[0]).toMatchObject({ points: 2 });
    expect(rules.view(state, ana.id, table).lists?.[0]?.answers[1]?.mark).toBe("struck");
    state = play(state, cy, { type: "vote", round: 1, answer: banana, down: false });
    expect(rules.view(state, ana.id, table).lists?.[0]?.points).toBe(4);
    expect(refusal(writing(), bo, { type: "vote", round: 1, answer: banana, down: true })).toBe(
      "category.notRevealed",
    );
  });

  test("the host joins or splits two answers", () => {
    let state = write(writing(), ana, ["Labrador"]);
    state = write(state, bo, ["Labradoodle"]);
    state = write(state, cy, ["Cat"]);
    const [a, b] = [answerKey(ana.id, 0), answerKey(bo.id, 0)];
    expect(refusal(state, bo, { type: "join", round: 1, a, b })).toBe("hostOnly");
    expect(refusal(state, ana, { type: "join", round: 1, a, b: a })).toBe("category.twoAnswers");
    expect(refusal(state, ana, { type: "join", round: 1, a, b: "x/9" })).toBe(
      "category.noSuchAnswer",
    );
    state = play(state, ana, { type: "join", round: 1, a, b });
    expect(rules.view(state, cy.id, table).lists?.map((list) => list.points)).toEqual([1, 1, 2]);
    state = play(state, ana, { type: "split", round: 1, a: b, b: a });
    expect(rules.view(state, cy.id, table).lists?.map((list) => list.points)).toEqual([2, 2, 2]);
  });

  test("scoring: the lowest scorer drinks, told on their own phone; totals run on", () => {
    let state = write(writing(), ana, ["Dog", "Cat"]);
    state = write(state, bo, ["Dog"]);
    state = write(state, cy, ["Cow", "Yak"]);
    expect(refusal(state, bo, { type: "score", round: 1 })).toBe("hostOnly");
    state = play(state, ana, { type: "score", round: 1 });
    expect(state.stage).toMatchObject({ kind: "scored", lowest: [bo.id] });
    expect(refusal(state, ana, { type: "score", round: 1 })).toBe("category.notRevealed");
    const boView = rules.view(state, bo.id, table);
    expect(boView.myDrink).toEqual({ count: 1, unit: "sips" });
    expect(boView.lowest).toEqual([{ id: bo.id, name: "Bo", unit: "sips" }]);
    expect(rules.view(state, ana.id, table).myDrink).toBeNull();
    expect(boView.totals).toEqual([
      { id: cy.id, name: "Cy", points: 4 },
      { id: ana.id, name: "Ana", points: 3 },
      { id: bo.id, name: "Bo", points: 1 },
    ]);
    state = play(state, ana, { type: "next", round: 1 });
    expect(state.stage).toEqual({ kind: "ready" });
    expect(state.totals).toEqual({ [ana.id]: 3, [bo.id]: 1, [cy.id]: 4 });
  });

  test("a player who doesn't drink takes penalty points", () => {
    const sober = tableOf([ana, { ...bo, notDrinking: true }, cy]);
    let state = write(writing(sober), ana, ["Dog", "Cat"], true, sober);
    state = write(state, bo, [], true, sober);
    state = write(state, cy, ["Cow"], true, sober);
    state = play(state, ana, { type: "score", round: 1 }, sober);
    expect(rules.view(state, bo.id, sober).myDrink).toEqual({ count: 1, unit: "points" });
  });
});

describe("the table changing", () => {
  test("the player on turn keeps the turn when still playing; otherwise the seat does", () => {
    let state = play(begin(), ana, { type: "start", round: 1 }, at(0));
    state = play(state, ana, { type: "gotOne", round: 1 }, at(1000));
    expect(onTurnName(state)).toBe("Bo");
    state = rules.seatsChanged(state, tableOf([di, bo, ana]));
    expect(onTurnName(state)).toBe("Bo");
    expect(state.turn).toBe(1);
    state = rules.seatsChanged(state, tableOf([ana, cy]));
    expect(onTurnName(state)).toBe("Cy");
    state = rules.seatsChanged(state, tableOf([]));
    expect(playerOnTurn(state)).toBeNull();
    expect(state.turn).toBe(0);
  });

  test("a written round waiting only for someone who left is revealed", () => {
    let state = write(writing(), ana, ["Dog"]);
    state = write(state, bo, ["Cat"]);
    state = rules.seatsChanged(state, tableOf([ana, bo]));
    expect(state.stage.kind).toBe("reveal");
  });

  test("a leaver's answers stay on the table under their name", () => {
    let state = write(writing(), ana, ["Dog"]);
    state = write(state, cy, ["Cat"], false);
    state = play(state, ana, { type: "reveal", round: 1 });
    const left = tableOf([ana, bo]);
    state = rules.seatsChanged(state, left);
    const lists = rules.view(state, ana.id, left).lists ?? [];
    expect(lists.map((list) => list.name)).toEqual(["Ana", "Bo", "Cy"]);
  });

  test("a category whose pack went off is swapped before it is played", () => {
    const wild = pack("wild", ["Wild things"], true);
    const both = tableOf([ana, bo], {
      packs: [wild],
      switches: [{ id: "wild", active: true }],
    });
    const state = begin(both);
    const off = tableOf([ana, bo, cy], {
      packs: [wild, categories],
      switches: [
        { id: "wild", active: false },
        { id: categories.id, active: true },
      ],
    });
    expect(rules.seatsChanged(state, off).deck.current?.packId).toBe(categories.id);
  });
});

describe("views", () => {
  test("a phone that isn't seated gets a spectator's view", () => {
    const state = write(writing(), ana, ["Dog"], false);
    const view = rules.view(state, "someone-else", table);
    expect(view.seated).toBe(false);
    expect(view.mine).toEqual([]);
    expect(view.endsAt).toBe(60_000);
    expect(view.category).toBe(state.deck.current?.text);
  });

  test("the outcome of a turn round says how its player drinks", () => {
    const sober = tableOf([{ ...ana, notDrinking: true }, bo]);
    let state = play(begin(sober), ana, { type: "start", round: 1 }, at(0, sober));
    state = play(state, ana, { type: "hesitated", round: 1 }, at(100, sober));
    expect(rules.view(state, bo.id, sober).outcome).toMatchObject({
      player: { name: "Ana" },
      unit: "points",
    });
  });
});

test("the game never ends by itself", () => {
  expect(rules.isOver(begin())).toBe(false);
});

test("a saved game is read back whole; other shapes are refused", () => {
  let state = play(write(writing(), ana, ["Dog"]), ana, { type: "reveal", round: 1 });
  state = play(state, bo, { type: "vote", round: 1, answer: answerKey(ana.id, 0), down: true });
  const saved = JSON.parse(JSON.stringify(write(writing(), ana, ["Dog"], false)));
  expect(parseCategoryState(saved)).toEqual(saved);
  expect(parseCategoryState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  expect(parseCategoryState({ ...saved, turn: 3 })).toBeNull();
  expect(parseCategoryState({ ...saved, turnSeconds: 99 })).toBeNull();
  expect(parseCategoryState({ ...saved, stage: { kind: "paused" } })).toBeNull();
  expect(parseCategoryState(null)).toBeNull();
});

test("a lost round costs a drink within the cap (docs/product-rules.md#drink-caps)", () => {
  expect(penaltySips).toBeGreaterThan(0);
  expect(penaltySips).toBeLessThanOrEqual(maxSipsPerDrink);
});
