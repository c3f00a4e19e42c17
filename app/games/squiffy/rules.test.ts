import { describe, expect, test } from "vitest";
import type { Pack, Prompt } from "#app/games/_engine/packs.ts";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { ana, bo, ok, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import { drawCard, newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { phoneTable } from "#app/games/_ui/use-table-game.ts";
import {
  drank,
  endedSession,
  isStarred,
  newSession,
  parseSession,
  parseState,
  recap,
  recordCard,
  rules,
  seatPlayers,
  squiffyMaxPlayers,
  startProblem,
  toggleStar,
  type SquiffyMove,
  type SquiffySession,
  type SquiffyState,
} from "./rules.ts";

function squiffyPack(id: string, prompts: Omit<Prompt, "id">[], explicit = false): Pack {
  return {
    id,
    game: "squiffy",
    name: id,
    description: id,
    language: "en",
    explicit,
    alcohol: true,
    premium: false,
    level: explicit ? "wild" : "medium",
    lists: [{ elements: prompts.map((prompt, index) => ({ ...prompt, id: `${id}:0:${index}` })) }],
  };
}

const named = squiffyPack(
  "named",
  Array.from({ length: 30 }, (_, i) => ({
    text: `{player}, sing song ${i} while {player2} judges, or take {sips:2}`,
    kind: "challenge",
  })),
);
const open = squiffyPack(
  "open",
  Array.from({ length: 30 }, (_, i) => ({ text: `Everyone toasts number ${i}`, kind: "vote" })),
);
const virus = squiffyPack("virus", [
  {
    text: "{player} must talk like a pirate",
    kind: "virus",
    virus: { turns: 2, cure: "{player} may stop talking like a pirate" },
  },
]);

const cy = seat("Cy", true);
const everyone = [ana, bo, cy];

function tableOf(packs: Pack[], players: GamePlayer[] = everyone): GameTable {
  return roomTable(players, {
    packs,
    switches: packs.map((pack) => ({ id: pack.id, active: true })),
    hostId: ana.id,
  });
}

const namedTable = tableOf([named]);
const openTable = tableOf([open]);

function play(state: SquiffyState, by: GamePlayer, move: SquiffyMove, at: GameTable): SquiffyState {
  return ok(rules.move(state, by.id, move, at));
}

const numberOf = (state: SquiffyState) => state.deck.drawn;

/** The seated player a named card is dealt to. */
function holder(state: SquiffyState, at: GameTable): GamePlayer {
  const id = rules.view(state, ana.id, at).holder?.id;
  const player = at.players.find((each) => each.id === id);
  if (!player) throw new Error("the card has no holder");
  return player;
}

describe("a card that names players", () => {
  const state = ok(rules.setup(namedTable, 3));
  const alex = holder(state, namedTable);
  const others = everyone.filter((player) => player !== alex);

  test("is dealt to the first player it names: only their phone shows it", () => {
    const theirs = rules.view(state, alex.id, namedTable);
    expect(theirs.mine).toBe(true);
    expect(theirs.card?.kind).toBe("challenge");
    expect(theirs.card?.text).toMatch(new RegExp(`^${alex.name}, sing song`));
    const text = theirs.card?.text ?? "";
    for (const player of others) {
      const view = rules.view(state, player.id, namedTable);
      expect(view.mine).toBe(false);
      expect(view.holder).toEqual({ id: alex.id, name: alex.name });
      expect(view.card).toEqual({ number: theirs.card?.number, text: null, kind: null });
      expect(JSON.stringify(view)).not.toContain("sing song");
      expect(JSON.stringify(view)).not.toContain(text);
    }
  });

  test("the names in the text are the players' names, never seat ids or markers", () => {
    const text = rules.view(state, alex.id, namedTable).card?.text ?? "";
    expect(text).not.toContain("seat-");
    expect(text).not.toMatch(/[\uE000\uE001]/);
    const judge = others.find((player) => text.includes(`while ${player.name} judges`));
    expect(judge).toBeDefined();
  });

  test("only its holder reads it out, and then everyone sees it", () => {
    const card = numberOf(state);
    for (const player of others) {
      expect(reason(rules.move(state, player.id, { type: "readOut", card }, namedTable))).toBe(
        "squiffy.holdersCard",
      );
    }
    const out = play(state, alex, { type: "readOut", card }, namedTable);
    const text = rules.view(out, alex.id, namedTable).card?.text;
    for (const player of everyone) {
      const view = rules.view(out, player.id, namedTable);
      expect(view.card?.text).toBe(text);
      expect(view.card?.kind).toBe("challenge");
      expect(view.holder).toBeNull();
    }
    expect(reason(rules.move(out, alex.id, { type: "readOut", card }, namedTable))).toBe(
      "squiffy.alreadyOut",
    );
  });

  test("can't be passed by before it's read out", () => {
    const card = numberOf(state);
    expect(
      reason(rules.move(state, (others[0] ?? ana).id, { type: "next", card }, namedTable)),
    ).toBe("squiffy.holderReadsFirst");
    expect(reason(rules.move(state, alex.id, { type: "next", card }, namedTable))).toBe(
      "squiffy.readOutFirst",
    );
  });

  test("can be vetoed by its holder before it's read out, by nobody else", () => {
    const card = numberOf(state);
    const other = others[0] ?? ana;
    expect(reason(rules.move(state, other.id, { type: "veto", card }, namedTable))).toBe(
      "squiffy.waitForReadOut",
    );
    const vetoed = play(state, alex, { type: "veto", card }, namedTable);
    expect(numberOf(vetoed)).toBe(card + 1);
    expect(rules.view(vetoed, other.id, namedTable).vetoedBy).toBe(alex.name);
    // A vetoed card was never played.
    expect(rules.view(vetoed, other.id, namedTable).cardsPlayed).toBe(0);
  });

  test("passes to the next named player when its holder leaves, and is in the open with none left", () => {
    const seated = everyone.filter((player) => player !== alex);
    const smaller = tableOf([named], seated);
    const left = rules.seatsChanged(state, smaller);
    const next = rules.view(left, seated[0]?.id ?? "", smaller).holder;
    expect(next).not.toBeNull();
    expect(next?.id).not.toBe(alex.id);
    const alone = seated.filter((player) => player.id !== next?.id);
    // The room can't go below Squiffy's two players, but the rules don't break if it does.
    const tiny = tableOf([named], alone);
    const gone = rules.seatsChanged(left, tiny);
    const view = rules.view(gone, alone[0]?.id ?? "", tiny);
    expect(view.holder).toBeNull();
    expect(view.card?.text).toContain(alex.name);
  });
});

test("a card goes to whoever it names first, in reading order", () => {
  const swapped = tableOf([
    squiffyPack("swapped", [{ text: "{player2} picks a song for {player}", kind: "dare" }]),
  ]);
  const state = ok(rules.setup(swapped, 8));
  const first = holder(state, swapped);
  expect(rules.view(state, first.id, swapped).card?.text).toMatch(
    new RegExp(`^${first.name} picks a song for`),
  );
});

test("a card that names nobody is in the open for everyone at once", () => {
  const state = ok(rules.setup(openTable, 5));
  const texts = everyone.map((player) => rules.view(state, player.id, openTable).card?.text);
  expect(texts[0]).toMatch(/^Everyone toasts/);
  expect(new Set(texts).size).toBe(1);
  expect(rules.view(state, bo.id, openTable).holder).toBeNull();
  const next = play(state, cy, { type: "next", card: numberOf(state) }, openTable);
  expect(numberOf(next)).toBe(2);
  expect(rules.view(next, ana.id, openTable).cardsPlayed).toBe(1);
});

test("a second Next for a card already passed changes nothing", () => {
  const state = ok(rules.setup(openTable, 5));
  const card = numberOf(state);
  const next = play(state, ana, { type: "next", card }, openTable);
  expect(rules.move(next, bo.id, { type: "next", card }, openTable)).toBe(next);
  expect(reason(rules.move(next, bo.id, { type: "veto", card }, openTable))).toBe("cardChanged");
});

test("every player has one veto per game", () => {
  let state = ok(rules.setup(openTable, 5));
  state = play(state, bo, { type: "veto", card: numberOf(state) }, openTable);
  expect(rules.view(state, bo.id, openTable).vetoUsed).toBe(true);
  expect(rules.view(state, ana.id, openTable).vetoUsed).toBe(false);
  expect(reason(rules.move(state, bo.id, { type: "veto", card: numberOf(state) }, openTable))).toBe(
    "vetoUsed",
  );
  state = play(state, ana, { type: "veto", card: numberOf(state) }, openTable);
  expect(rules.view(state, cy.id, openTable).vetoedBy).toBe("Ana");
});

test("each player taps their own drinks for the recap's tally", () => {
  let state = ok(rules.setup(openTable, 5));
  state = play(state, bo, { type: "drank" }, openTable);
  state = play(state, bo, { type: "drank" }, openTable);
  state = play(state, cy, { type: "drank" }, openTable);
  expect(rules.view(state, bo.id, openTable).myTaps).toBe(2);
  expect(rules.view(state, ana.id, openTable).myTaps).toBe(0);
  expect(rules.view(state, ana.id, openTable).tally).toEqual([
    { name: "Bo", taps: 2, unit: "sips" },
    { name: "Cy", taps: 1, unit: "points" },
    { name: "Ana", taps: 0, unit: "sips" },
  ]);
  expect(reason(rules.move(state, "seat-nobody", { type: "drank" }, openTable))).toBe("notPlaying");
});

test("players who join get a tally, those who leave keep theirs", () => {
  let state = ok(rules.setup(openTable, 5));
  state = play(state, ana, { type: "drank" }, openTable);
  const dee: GamePlayer = { id: "seat-dee", name: "Dee", notDrinking: false };
  const changed = tableOf([open], [bo, cy, dee]);
  state = rules.seatsChanged(state, changed);
  state = play(state, dee, { type: "drank" }, changed);
  expect(rules.view(state, dee.id, changed).tally.map((entry) => [entry.name, entry.taps])).toEqual(
    [
      ["Ana", 1],
      ["Dee", 1],
      ["Bo", 0],
      ["Cy", 0],
    ],
  );
});

describe("virus rules", () => {
  const table = tableOf([virus, open]);

  function untilVirus(): SquiffyState {
    for (let seed = 1; seed < 200; seed++) {
      const state = ok(rules.setup(table, seed));
      if (state.deck.current?.kind === "virus") return state;
    }
    throw new Error("no seed deals the virus first");
  }

  test("a virus on a card not yet read out is secret too; read out, it is a rule in play", () => {
    const state = untilVirus();
    const infected = holder(state, table);
    const other = everyone.find((player) => player !== infected) ?? ana;
    expect(rules.view(state, other.id, table).rules).toEqual([]);
    expect(rules.view(state, infected.id, table).rules).toEqual([
      expect.objectContaining({ text: `${infected.name} must talk like a pirate`, remaining: 2 }),
    ]);
    const out = play(state, infected, { type: "readOut", card: numberOf(state) }, table);
    expect(rules.view(out, other.id, table).rules).toEqual([
      expect.objectContaining({ text: `${infected.name} must talk like a pirate` }),
    ]);
  });

  test("ends with its cure card about the same player, dealt to them", () => {
    let state = untilVirus();
    const infected = holder(state, table);
    state = play(state, infected, { type: "readOut", card: numberOf(state) }, table);
    for (let i = 0; i < 2; i++) {
      state = play(state, ana, { type: "next", card: numberOf(state) }, table);
    }
    state = play(state, ana, { type: "next", card: numberOf(state) }, table);
    const view = rules.view(state, infected.id, table);
    expect(view.card).toMatchObject({
      kind: "cured",
      text: `${infected.name} may stop talking like a pirate`,
    });
    expect(view.mine).toBe(true);
    expect(view.rules).toEqual([]);
  });

  test("a vetoed virus never starts", () => {
    const state = untilVirus();
    const infected = holder(state, table);
    const vetoed = play(state, infected, { type: "veto", card: numberOf(state) }, table);
    expect(rules.view(vetoed, ana.id, table).rules).toEqual([]);
  });

  test("still names a player who left", () => {
    let state = untilVirus();
    const infected = holder(state, table);
    state = play(state, infected, { type: "readOut", card: numberOf(state) }, table);
    const seated = everyone.filter((player) => player !== infected);
    const smaller = tableOf([virus, open], seated);
    state = rules.seatsChanged(state, smaller);
    expect(rules.view(state, seated[0]?.id ?? "", smaller).rules[0]?.text).toBe(
      `${infected.name} must talk like a pirate`,
    );
  });
});

test("Squiffy takes 2 to 10 players and needs cards to deal", () => {
  expect(rules.minPlayers).toBe(2);
  expect(rules.maxPlayers).toBe(10);
  expect(reason(rules.setup(tableOf([open], [ana]), 1))).toBe("squiffy.players");
  const off = { ...openTable, switches: [{ id: "open", active: false }] };
  expect(reason(rules.setup(off, 1))).toBe("noCards");
});

test("a card whose pack goes off is replaced", () => {
  const spicy = squiffyPack(
    "spicy",
    Array.from({ length: 10 }, (_, i) => ({ text: `Spicy ${i}`, kind: "dare" })),
    true,
  );
  const before = tableOf([spicy, open]);
  let state = ok(rules.setup({ ...before, switches: [{ id: "spicy", active: true }] }, 2));
  expect(rules.view(state, ana.id, before).card?.text).toMatch(/^Spicy/);
  state = rules.seatsChanged(state, {
    ...before,
    switches: [
      { id: "spicy", active: false },
      { id: "open", active: true },
    ],
  });
  expect(rules.view(state, ana.id, before).card?.text).toMatch(/^Everyone/);
});

test("the same seed deals the same cards to the same phones", () => {
  const once = ok(rules.setup(namedTable, 42));
  const again = ok(rules.setup(namedTable, 42));
  expect(rules.view(once, bo.id, namedTable)).toEqual(rules.view(again, bo.id, namedTable));
});

test("the move schema takes only the known moves", () => {
  expect(rules.moveSchema.safeParse({ type: "readOut", card: 1 }).success).toBe(true);
  expect(rules.moveSchema.safeParse({ type: "drank" }).success).toBe(true);
  expect(rules.moveSchema.safeParse({ type: "next" }).success).toBe(false);
  expect(rules.moveSchema.safeParse({ type: "star", card: 1 }).success).toBe(true);
  expect(rules.moveSchema.safeParse({ type: "star" }).success).toBe(false);
});

// The game's record for the recap.

function start(names: readonly string[]): SquiffySession {
  const session = newSession(names);
  if (isInvalid(session)) throw new Error(session.code);
  return session;
}

function tap(session: SquiffySession, ...names: string[]): SquiffySession {
  return names.reduce((current, name) => {
    const next = drank(current, name);
    if (isInvalid(next)) throw new Error(next.code);
    return next;
  }, session);
}

function star(session: SquiffySession, text: string): SquiffySession {
  const next = toggleStar(session, text);
  if (isInvalid(next)) throw new Error(next.code);
  return next;
}

const tenNames = Array.from({ length: squiffyMaxPlayers }, (_, i) => `P${i + 1}`);

test("a game needs two to ten players", () => {
  expect(startProblem([])).toBe("tooFew");
  expect(startProblem(["Ana"])).toBe("tooFew");
  expect(startProblem(["Ana", "Bo"])).toBeNull();
  expect(startProblem(tenNames)).toBeNull();
  expect(startProblem([...tenNames, "Eleven"])).toBe("tooMany");

  const refused = newSession(["Ana"]);
  expect(isInvalid(refused) && refused.code).toBe("squiffy.players");
  expect(isInvalid(newSession([...tenNames, "Eleven"]))).toBe(true);
});

test("a new game starts with no cards, no taps and no stars", () => {
  expect(start(["Ana", "Bo"])).toEqual({
    players: ["Ana", "Bo"],
    cardsPlayed: 0,
    kinds: {},
    lastDrawn: 0,
    taps: { Ana: 0, Bo: 0 },
    starred: [],
  });
});

test("dealt cards are counted once each, by kind; a cured card is not a new prompt", () => {
  let session = start(["Ana", "Bo"]);
  session = recordCard(session, { kind: "dare" }, 1);
  session = recordCard(session, { kind: "dare" }, 1);
  session = recordCard(session, { kind: "virus" }, 2);
  session = recordCard(session, { kind: "vote" }, 3);
  session = recordCard(session, { kind: "cured" }, 4);
  session = recordCard(session, { kind: "question" }, 3);
  expect(session.cardsPlayed).toBe(3);
  expect(session.kinds).toEqual({ dare: 1, virus: 1, vote: 1, cured: 1 });
  expect(session.lastDrawn).toBe(4);
  expect(recap(session).viruses).toBe(1);
});

test("the engine's cards with a virus and its cure are counted right", () => {
  const pack: Pack = {
    id: "test",
    game: "squiffy",
    name: "Test",
    description: "A test pack",
    language: "en",
    explicit: false,
    alcohol: true,
    premium: false,
    level: "medium",
    lists: [
      {
        elements: [
          {
            id: "test:0:0",
            text: "{player} whispers",
            kind: "virus",
            virus: { turns: 2, cure: "{player} may speak" },
          },
          { id: "test:0:1", text: "{player} dares {player2}", kind: "dare" },
          { id: "test:0:2", text: "Vote: who sings?", kind: "vote" },
        ],
      },
    ],
  };
  const options = {
    packs: [pack],
    switches: [{ id: "test", active: true }],
    players: ["Ana", "Bo", "Cy"],
  };
  let deck: DeckState = newDeck(7);
  let session = start(options.players);
  const kinds: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    deck = drawCard(deck, options);
    const card = deck.current;
    if (!card) throw new Error("no card");
    kinds.push(card.kind);
    session = recordCard(session, card, deck.drawn);
  }
  // Three prompts, then the virus runs out and its cure is dealt.
  expect(kinds.filter((kind) => kind === "cured")).toHaveLength(1);
  expect(kinds.at(-1)).toBe("cured");
  expect(session.cardsPlayed).toBe(3);
  expect(session.kinds).toEqual({ virus: 1, dare: 1, vote: 1, cured: 1 });
});

test("a Drank tap counts for that player only, and only for players at the table", () => {
  const session = tap(start(["Ana", "Bo", "Cy"]), "Bo", "Bo", "Cy");
  expect(session.taps).toEqual({ Ana: 0, Bo: 2, Cy: 1 });
  const refused = drank(session, "Zed");
  expect(isInvalid(refused) && refused.code).toBe("notPlaying");
});

test("players who join mid-game get a tally; those who leave keep theirs", () => {
  let session = tap(start(["Ana", "Bo"]), "Ana");
  session = seatPlayers(session, ["Bo", "Cy"]);
  expect(session.players).toEqual(["Ana", "Bo", "Cy"]);
  expect(session.taps).toEqual({ Ana: 1, Bo: 0, Cy: 0 });
  session = tap(session, "Cy");
  expect(session.taps.Cy).toBe(1);
  expect(seatPlayers(session, ["Ana"])).toBe(session);
});

test("who drank most: the player with the most taps", () => {
  const result = recap(tap(start(["Ana", "Bo", "Cy"]), "Cy", "Bo", "Cy"));
  expect(result.drankMost).toEqual(["Cy"]);
  expect(result.mostTaps).toBe(2);
  expect(result.totalTaps).toBe(3);
  expect(result.tally).toEqual([
    { name: "Cy", taps: 2 },
    { name: "Bo", taps: 1 },
    { name: "Ana", taps: 0 },
  ]);
});

test("who drank most: a tie names everyone at the top, in seating order", () => {
  const result = recap(tap(start(["Ana", "Bo", "Cy"]), "Cy", "Ana", "Bo", "Ana", "Cy"));
  expect(result.drankMost).toEqual(["Ana", "Cy"]);
  expect(result.mostTaps).toBe(2);
  expect(result.tally.map((entry) => entry.name)).toEqual(["Ana", "Cy", "Bo"]);
});

test("who drank most: nobody when nobody tapped", () => {
  const result = recap(start(["Ana", "Bo"]));
  expect(result.drankMost).toEqual([]);
  expect(result.mostTaps).toBe(0);
  expect(result.favourite).toBeNull();
});

test("starring a card makes it the favourite; starring again un-stars it", () => {
  let session = start(["Ana", "Bo"]);
  session = star(session, "Ana sings the anthem");
  session = star(session, "Bo hops on one leg");
  expect(isStarred(session, "Ana sings the anthem")).toBe(true);
  expect(recap(session).favourite).toBe("Bo hops on one leg");
  expect(recap(session).starred).toEqual(["Ana sings the anthem", "Bo hops on one leg"]);

  session = star(session, "Bo hops on one leg");
  expect(isStarred(session, "Bo hops on one leg")).toBe(false);
  expect(recap(session).favourite).toBe("Ana sings the anthem");
  expect(isInvalid(toggleStar(session, "  "))).toBe(true);
});

test("a stored session comes back as it went in; anything else is refused", () => {
  let session = tap(start(["Ana", "Bo"]), "Bo");
  session = recordCard(session, { kind: "challenge" }, 1);
  session = star(session, "Ana sings");
  expect(parseSession(JSON.parse(JSON.stringify(session)))).toEqual(session);

  expect(parseSession(null)).toBeNull();
  expect(parseSession("party")).toBeNull();
  expect(parseSession({ ...session, cardsPlayed: -1 })).toBeNull();
  expect(parseSession({ ...session, taps: { Ana: "lots" } })).toBeNull();
  expect(parseSession({ ...session, kinds: { sneaky: 1 } })).toBeNull();
});

describe("on one phone", () => {
  const phoneOf = (names: string[], packs: Pack[] = [named, virus]) =>
    phoneTable(
      names.map((name) => ({ name, notDrinking: false })),
      { packs, switches: packs.map((pack) => ({ id: pack.id, active: true })) },
    );
  const phone = phoneOf(["Ana", "Bo", "Cy"]);
  const begin = (at = phone) => ok(rules.setup(at, 4));
  const move = (state: SquiffyState, by: string, sent: SquiffyMove, at = phone) =>
    ok(rules.move(state, by, sent, at));

  test("every card is in the open: the table reads it, and anyone moves on or vetoes", () => {
    const state = begin();
    expect(rules.view(state, "Ana", phone)).toMatchObject({ holder: null, mine: false });
    expect(namedText(state)).toMatch(/(Ana|Bo|Cy)/);
    const card = state.deck.drawn;
    const vetoed = move(state, "Cy", { type: "veto", card });
    expect(vetoed.vetoesUsed).toEqual(["Cy"]);
    const next = move(vetoed, "", { type: "next", card: card + 1 });
    expect(next.session.cardsPlayed).toBe(1);
  });

  test("a card is starred as the table read it, and un-starred again", () => {
    const state = begin();
    const starred = move(state, "", { type: "star", card: 1 });
    expect(starred.session.starred).toEqual([namedText(state)]);
    expect(isStarred(starred.session, namedText(state))).toBe(true);
    expect(move(starred, "", { type: "star", card: 1 }).session.starred).toEqual([]);
  });

  test("each named player taps their own drinks", () => {
    const state = move(move(begin(), "Bo", { type: "drank" }), "Bo", { type: "drank" });
    expect(state.session.taps).toEqual({ Ana: 0, Bo: 2, Cy: 0 });
    expect(reason(rules.move(state, "", { type: "drank" }, phone))).toBe("notPlaying");
  });

  test("the game as it ends counts the card on the table", () => {
    const state = move(begin(), "", { type: "next", card: 1 });
    expect(endedSession(state, phone).cardsPlayed).toBe(2);
    expect(endedSession(state, phoneOf(["Ana", "Bo", "Cy", "Dee"])).taps).toMatchObject({
      Dee: 0,
    });
  });

  test("needs two to ten named players", () => {
    expect(reason(rules.setup(phoneOf(["Ana"]), 1))).toBe("squiffy.players");
    expect(reason(rules.setup(phoneOf([]), 1))).toBe("squiffy.players");
  });

  test("a save reads back with its card, rules and vetoes; other shapes are refused", () => {
    let state = begin(phoneOf(["Ana", "Bo"], [virus]));
    state = move(state, "Ana", { type: "drank" }, phoneOf(["Ana", "Bo"], [virus]));
    const saved: unknown = JSON.parse(JSON.stringify(state));
    expect(parseState(saved)).toEqual(state);
    expect(state.deck.viruses).toHaveLength(1);
    expect(parseState({ ...state, readOut: "yes" })).toBeNull();
    expect(parseState({ ...state, people: [{ id: 1 }] })).toBeNull();
    expect(parseState({ ...state, deck: { ...state.deck, drawn: -1 } })).toBeNull();
    expect(parseState({ ...state, session: { ...state.session, lastDrawn: 5 } })).toBeNull();
    expect(parseState(state.session)).toBeNull();
  });

  function namedText(state: SquiffyState): string {
    return rules.view(state, "Ana", phone).card?.text ?? "";
  }
});
