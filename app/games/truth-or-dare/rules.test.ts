import { describe, expect, test } from "vitest";
import type { TruthOrDareMove } from "./rules.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import type { Pack } from "#app/games/_engine/packs.ts";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { ana, bo, playing, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import { phoneTable } from "#app/games/_ui/use-table-game.ts";
import { parseState, rules, type TruthOrDareState } from "./rules.ts";

function todPack(id: string, truths: number, dares: number, explicit = false): Pack {
  const list = (index: number, kind: "truth" | "dare", size: number) => ({
    elements: Array.from({ length: size }, (_, i) => ({
      id: `${id}:${index}:${i}`,
      text: `${id} ${kind} ${i}: take {sips:1}`,
      kind,
    })),
  });
  return {
    id,
    game: "truth-or-dare",
    name: id,
    description: id,
    language: "en",
    explicit,
    alcohol: true,
    premium: false,
    level: explicit ? "wild" : "medium",
    lists: [list(0, "truth", truths), list(1, "dare", dares)],
  };
}

const cy = seat("Cy", true);

function tableOf(players: GamePlayer[], overrides: Partial<GameTable> = {}): GameTable {
  return roomTable(players, {
    packs: [todPack("classic", 60, 60)],
    switches: [{ id: "classic", active: true }],
    hostId: ana.id,
    ...overrides,
  });
}

const table = tableOf([ana, bo, cy]);

const { begin, play } = playing(rules, table, 7);

test("the first seated player is on turn and nobody has a card before the choice", () => {
  const state = begin();
  for (const player of [ana, bo, cy]) {
    const view = rules.view(state, player.id, table);
    expect(view).toMatchObject({ phase: "choose", card: null, choice: null });
    expect(view.onTurn).toEqual({ id: ana.id, name: "Ana" });
    expect(view.myTurn).toBe(player === ana);
  }
});

test("views never carry the deck: no seed, memory or upcoming card", () => {
  const state = begin();
  const view = rules.view(state, bo.id, table);
  expect(Object.keys(view)).not.toContain("deck");
  expect(JSON.stringify(view)).not.toContain("rngState");
  expect(JSON.stringify(view)).not.toContain("classic");
});

test("only the player on turn may choose, and the card comes from the chosen list", () => {
  const state = begin();
  expect(reason(rules.move(state, bo.id, { type: "choose", turn: 0, choice: "dare" }, table))).toBe(
    "truthOrDare.turnOf",
  );
  const dared = play(state, ana, { type: "choose", turn: 0, choice: "dare" });
  const mine = rules.view(dared, ana.id, table);
  expect(mine.card?.id).toMatch(/^classic:1:/);
  expect(mine.choice).toBe("dare");
  // Once chosen, the card is in the open: everyone sees "Ana chose Dare" and the same text.
  for (const player of [bo, cy]) {
    const view = rules.view(dared, player.id, table);
    expect(view.choice).toBe("dare");
    expect(view.card).toEqual(mine.card);
  }
  const truth = play(begin(), ana, { type: "choose", turn: 0, choice: "truth" });
  expect(rules.view(truth, cy.id, table).card?.id).toMatch(/^classic:0:/);
});

test("a choice can't be made twice, nor with a list the packs don't have", () => {
  const dared = play(begin(), ana, { type: "choose", turn: 0, choice: "dare" });
  expect(
    reason(rules.move(dared, ana.id, { type: "choose", turn: 0, choice: "truth" }, table)),
  ).toBe("truthOrDare.turnHasCard");
  const truthsOnly = tableOf([ana, bo], { packs: [todPack("classic", 10, 0)] });
  const state = begin(truthsOnly);
  expect(
    reason(rules.move(state, ana.id, { type: "choose", turn: 0, choice: "dare" }, truthsOnly)),
  ).toBe("truthOrDare.noDares");
});

test("a game can't start without any card to deal", () => {
  const empty = tableOf([ana, bo], { switches: [{ id: "classic", active: false }] });
  expect(reason(rules.setup(empty, 1))).toBe("noCards");
});

test("only the player on turn says done or refuses, and only once", () => {
  const dared = play(begin(), ana, { type: "choose", turn: 0, choice: "dare" });
  expect(reason(rules.move(dared, bo.id, { type: "done", turn: 0 }, table))).toBe(
    "truthOrDare.cardOf",
  );
  expect(reason(rules.move(dared, cy.id, { type: "refuse", turn: 0 }, table))).toBe(
    "truthOrDare.cardOf",
  );
  const done = play(dared, ana, { type: "done", turn: 0 });
  expect(rules.view(done, bo.id, table).outcome).toBe("done");
  expect(reason(rules.move(done, ana.id, { type: "refuse", turn: 0 }, table))).toBe(
    "truthOrDare.alreadyDone",
  );
  const refused = play(dared, ana, { type: "refuse", turn: 0 });
  expect(reason(rules.move(refused, ana.id, { type: "refuse", turn: 0 }, table))).toBe(
    "truthOrDare.alreadyRefused",
  );
  expect(reason(rules.move(refused, ana.id, { type: "done", turn: 0 }, table))).toBe(
    "truthOrDare.alreadyRefused",
  );
});

test("nothing can be done or refused before the choice", () => {
  const state = begin();
  expect(reason(rules.move(state, ana.id, { type: "refuse", turn: 0 }, table))).toBe(
    "truthOrDare.chooseFirst",
  );
  expect(reason(rules.move(state, ana.id, { type: "done", turn: 0 }, table))).toBe(
    "truthOrDare.chooseFirst",
  );
});

test("skipping a card is free: nothing is owed or shown, even after the veto is spent", () => {
  let state = begin();
  state = play(state, ana, { type: "choose", turn: 0, choice: "dare" });
  state = play(state, ana, { type: "veto", card: state.deck.drawn });
  state = play(state, ana, { type: "refuse", turn: 0 });
  state = play(state, bo, { type: "next", turn: 0 });
  state = play(state, bo, { type: "choose", turn: 1, choice: "truth" });
  state = play(state, bo, { type: "done", turn: 1 });
  state = play(state, cy, { type: "next", turn: 1 });
  state = play(state, cy, { type: "choose", turn: 2, choice: "dare" });
  // The card's own sips read in the unit of the player on turn; Cy isn't drinking.
  expect(rules.view(state, ana.id, table)).toMatchObject({ unit: "points" });
  state = play(state, cy, { type: "refuse", turn: 2 });
  state = play(state, ana, { type: "next", turn: 2 });
  state = play(state, ana, { type: "choose", turn: 3, choice: "dare" });
  state = play(state, ana, { type: "refuse", turn: 3 });
  const view = rules.view(state, bo.id, table);
  expect(view.outcome).toBe("refused");
  expect(view).not.toHaveProperty("tally");
  expect(view).not.toHaveProperty("refusalCost");
});

test("Next waits for the card to be done or refused, then passes the turn round the table", () => {
  let state = play(begin(), ana, { type: "choose", turn: 0, choice: "truth" });
  expect(reason(rules.move(state, bo.id, { type: "next", turn: 0 }, table))).toBe(
    "truthOrDare.doOrRefuseFirst",
  );
  state = play(state, ana, { type: "done", turn: 0 });
  state = play(state, cy, { type: "next", turn: 0 });
  const view = rules.view(state, bo.id, table);
  expect(view).toMatchObject({ turn: 1, phase: "choose", card: null, myTurn: true });
  expect(view.onTurn?.name).toBe("Bo");
  // The last turn's card is not shown while the next player chooses.
  expect(rules.view(state, ana.id, table).card).toBeNull();
  expect(reason(rules.move(state, bo.id, { type: "next", turn: 1 }, table))).toBe(
    "truthOrDare.notChosen",
  );
});

test("a second Next for a turn already passed changes nothing", () => {
  let state = play(begin(), ana, { type: "choose", turn: 0, choice: "truth" });
  state = play(state, ana, { type: "done", turn: 0 });
  const passed = play(state, bo, { type: "next", turn: 0 });
  expect(rules.move(passed, cy.id, { type: "next", turn: 0 }, table)).toBe(passed);
  expect(
    reason(rules.move(passed, bo.id, { type: "choose", turn: 0, choice: "dare" }, table)),
  ).toBe("truthOrDare.turnOver");
});

test("the turn wraps round from the last seat to the first", () => {
  let state = begin();
  const turns: (string | undefined)[] = [];
  for (let turn = 0; turn < 4; turn++) {
    const player = [ana, bo, cy][turn % 3] ?? ana;
    turns.push(rules.view(state, player.id, table).onTurn?.name);
    state = play(state, player, { type: "choose", turn, choice: "truth" });
    state = play(state, player, { type: "done", turn });
    state = play(state, player, { type: "next", turn });
  }
  expect(turns).toEqual(["Ana", "Bo", "Cy", "Ana"]);
});

describe("vetoes", () => {
  test("anyone may veto the card once per game: a new card from the same list, same player", () => {
    let state = play(begin(), ana, { type: "choose", turn: 0, choice: "dare" });
    const before = rules.view(state, cy.id, table).card;
    state = play(state, cy, { type: "veto", card: before?.number ?? -1 });
    const after = rules.view(state, ana.id, table);
    expect(after.card?.id).toMatch(/^classic:1:/);
    expect(after.card?.id).not.toBe(before?.id);
    expect(after).toMatchObject({ vetoedBy: "Cy", choice: "dare", myTurn: true, outcome: null });
    expect(rules.view(state, cy.id, table).vetoUsed).toBe(true);
    expect(rules.view(state, bo.id, table).vetoUsed).toBe(false);

    state = play(state, ana, { type: "done", turn: 0 });
    state = play(state, ana, { type: "next", turn: 0 });
    state = play(state, bo, { type: "choose", turn: 1, choice: "truth" });
    const card = rules.view(state, cy.id, table).card?.number ?? -1;
    expect(reason(rules.move(state, cy.id, { type: "veto", card }, table))).toBe("vetoUsed");
    expect(isInvalid(rules.move(state, bo.id, { type: "veto", card }, table))).toBe(false);
  });

  test("a veto is for the card on the table: not before the choice, a played card or a stale one", () => {
    const state = begin();
    expect(reason(rules.move(state, bo.id, { type: "veto", card: 0 }, table))).toBe("cardChanged");
    const dared = play(state, ana, { type: "choose", turn: 0, choice: "dare" });
    const card = rules.view(dared, bo.id, table).card?.number ?? -1;
    const vetoed = play(dared, bo, { type: "veto", card });
    expect(reason(rules.move(vetoed, cy.id, { type: "veto", card }, table))).toBe("cardChanged");
    const done = play(dared, ana, { type: "done", turn: 0 });
    expect(reason(rules.move(done, bo.id, { type: "veto", card }, table))).toBe(
      "truthOrDare.tooLateToVeto",
    );
  });
});

describe("when the table changes", () => {
  test("the turn passes on when the player on turn leaves, mid-choice or mid-card", () => {
    const choosing = begin();
    const withoutAna = tableOf([bo, cy]);
    const passed = rules.seatsChanged(choosing, withoutAna);
    expect(rules.view(passed, bo.id, withoutAna)).toMatchObject({
      phase: "choose",
      myTurn: true,
      turn: 1,
    });

    let state = play(begin(), ana, { type: "choose", turn: 0, choice: "dare" });
    state = play(state, ana, { type: "done", turn: 0 });
    state = play(state, ana, { type: "next", turn: 0 });
    state = play(state, bo, { type: "choose", turn: 1, choice: "dare" });
    const withoutBo = tableOf([ana, cy]);
    state = rules.seatsChanged(state, withoutBo);
    expect(rules.view(state, cy.id, withoutBo)).toMatchObject({
      phase: "choose",
      card: null,
      myTurn: true,
    });
  });

  test("the last seat leaving on turn passes the turn to the first", () => {
    let state = begin();
    for (const [turn, player] of [ana, bo].entries()) {
      state = play(state, player, { type: "choose", turn, choice: "truth" });
      state = play(state, player, { type: "done", turn });
      state = play(state, player, { type: "next", turn });
    }
    const withoutCy = tableOf([ana, bo]);
    state = rules.seatsChanged(state, withoutCy);
    expect(rules.view(state, ana.id, withoutCy).myTurn).toBe(true);
  });

  test("someone else leaving, or joining, keeps the turn where it is", () => {
    const dared = play(begin(), ana, { type: "choose", turn: 0, choice: "dare" });
    const dee: GamePlayer = { id: "seat-dee", name: "Dee", notDrinking: false };
    const bigger = tableOf([ana, bo, cy, dee]);
    const joined = rules.seatsChanged(dared, bigger);
    expect(rules.view(joined, dee.id, bigger)).toMatchObject({ myTurn: false, choice: "dare" });
    expect(rules.view(joined, dee.id, bigger).card).toEqual(rules.view(dared, bo.id, table).card);
    const smaller = tableOf([ana, cy, dee]);
    const left = rules.seatsChanged(joined, smaller);
    expect(rules.view(left, ana.id, smaller)).toMatchObject({ myTurn: true, choice: "dare" });

    let state = play(left, ana, { type: "done", turn: 0 }, smaller);
    state = play(state, ana, { type: "next", turn: 0 }, smaller);
    expect(rules.view(state, cy.id, smaller).myTurn).toBe(true);
  });

  test("a player who skipped and left passes the turn on", () => {
    let state = play(begin(), ana, { type: "choose", turn: 0, choice: "dare" });
    state = play(state, ana, { type: "refuse", turn: 0 });
    const withoutAna = tableOf([bo, cy]);
    state = rules.seatsChanged(state, withoutAna);
    expect(rules.view(state, bo.id, withoutAna)).toMatchObject({ myTurn: true, phase: "choose" });
  });

  test("a card whose pack goes off is swapped for one from a pack still on", () => {
    const spicy = todPack("spicy", 60, 60, true);
    const both = tableOf([ana, bo], {
      packs: [spicy],
      switches: [{ id: "spicy", active: true }],
    });
    let state = begin(both);
    state = play(state, ana, { type: "choose", turn: 0, choice: "dare" }, both);
    const tame = tableOf([ana, bo], {
      packs: [spicy, todPack("classic", 60, 60)],
      switches: [
        { id: "spicy", active: false },
        { id: "classic", active: true },
      ],
    });
    state = rules.seatsChanged(state, tame);
    const view = rules.view(state, bo.id, tame);
    expect(view.card?.packId).toBe("classic");
    expect(view.card?.id).toMatch(/^classic:1:/);
  });
});

test("the same seed plays the same game", () => {
  const once = play(begin(table, 99), ana, { type: "choose", turn: 0, choice: "dare" });
  const again = play(begin(table, 99), ana, { type: "choose", turn: 0, choice: "dare" });
  expect(rules.view(once, bo.id, table).card).toEqual(rules.view(again, bo.id, table).card);
});

test("the move schema takes only the known moves, with whole turn numbers", () => {
  expect(rules.moveSchema.safeParse({ type: "choose", turn: 0, choice: "dare" }).success).toBe(
    true,
  );
  expect(rules.moveSchema.safeParse({ type: "choose", turn: 0, choice: "both" }).success).toBe(
    false,
  );
  expect(rules.moveSchema.safeParse({ type: "next", turn: 1.5 }).success).toBe(false);
  expect(rules.moveSchema.safeParse({ type: "veto" }).success).toBe(false);
  expect(rules.moveSchema.safeParse({ type: "drink" }).success).toBe(false);
});

test("a stranger's moves are refused", () => {
  const state = begin();
  expect(reason(rules.move(state, "seat-nobody", { type: "next", turn: 0 }, table))).toBe(
    "notPlaying",
  );
});

describe("on one phone", () => {
  const packs = {
    packs: [todPack("classic", 60, 60)],
    switches: [{ id: "classic", active: true }],
  };
  const phoneOf = (names: string[], changes: Partial<GameTable> = {}) => ({
    ...phoneTable(
      names.map((name) => ({ name, notDrinking: name === "Cy" })),
      packs,
    ),
    ...changes,
  });
  const move = (state: TruthOrDareState, by: string, sent: TruthOrDareMove, at: GameTable) => {
    const next = rules.move(state, by, sent, at);
    if (isInvalid(next)) throw new Error(next.code);
    return next;
  };

  test("Next passes the turn at once: the table saw the card played", () => {
    const phone = phoneOf(["Ana", "Bo"]);
    let state = rules.setup(phone, 3);
    if (isInvalid(state)) throw new Error(state.code);
    state = move(state, "Ana", { type: "choose", turn: 0, choice: "truth" }, phone);
    state = move(state, "Ana", { type: "next", turn: 0 }, phone);
    expect(rules.view(state, "Bo", phone)).toMatchObject({ myTurn: true, phase: "choose" });
  });

  test("a table that named nobody plays its turns without names, and tallies nobody", () => {
    const phone = phoneOf([]);
    let state = rules.setup(phone, 3);
    if (isInvalid(state)) throw new Error(state.code);
    expect(state.onTurn).toBeNull();
    state = move(state, "", { type: "choose", turn: 0, choice: "dare" }, phone);
    state = move(state, "", { type: "refuse", turn: 0 }, phone);
    expect(rules.view(state, "", phone)).toMatchObject({ outcome: "refused", unit: "sips" });
    state = move(state, "", { type: "next", turn: 0 }, phone);
    expect(state).toMatchObject({ turn: 1, onTurn: null, phase: "choose" });
    // Names added mid-game: the first of them is on turn.
    const named = phoneOf(["Ana", "Cy"]);
    const seated = rules.seatsChanged(state, named);
    expect(rules.view(seated, "Ana", named).myTurn).toBe(true);
    expect(rules.seatsChanged(seated, phone).onTurn).toBeNull();
  });

  test("a card reads in points for a player who isn't drinking, or at an alcohol-free table", () => {
    const phone = phoneOf(["Cy", "Bo"]);
    let state = rules.setup(phone, 5);
    if (isInvalid(state)) throw new Error(state.code);
    expect(rules.view(state, "Bo", phone)).toMatchObject({ unit: "points" });
    state = move(state, "Cy", { type: "choose", turn: 0, choice: "dare" }, phone);
    state = move(state, "Cy", { type: "refuse", turn: 0 }, phone);
    state = move(state, "Cy", { type: "next", turn: 0 }, phone);
    const free = { ...phone, alcoholFree: true };
    expect(rules.view(state, "Bo", free)).toMatchObject({ unit: "points" });
    expect(rules.view(state, "Bo", phone)).toMatchObject({ unit: "sips" });
  });

  test("a save reads back; one that doesn't hang together is refused", () => {
    const chosen = play(begin(), ana, { type: "choose", turn: 0, choice: "truth" });
    expect(parseState(JSON.parse(JSON.stringify(chosen)))).toEqual(chosen);
    expect(parseState({ ...chosen, choice: null })).toBeNull();
    expect(parseState({ ...begin(), refused: true })).toBeNull();
    expect(parseState({ ...begin(), turn: -1 })).toBeNull();
  });
});
