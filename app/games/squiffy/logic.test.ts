import { expect, test } from "vitest";
import { drawCard, newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import type { Pack } from "#app/games/_engine/packs.ts";
import {
  drank,
  isStarred,
  namedPlayers,
  parseSession,
  parseTable,
  recap,
  recordCard,
  seatPlayers,
  setup,
  squiffyMaxPlayers,
  startProblem,
  toggleStar,
  type SquiffySession,
} from "./logic.ts";

function start(names: readonly string[]): SquiffySession {
  const session = setup(names);
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

  const refused = setup(["Ana"]);
  expect(isInvalid(refused) && refused.code).toBe("tooFew");
  expect(isInvalid(setup([...tenNames, "Eleven"]))).toBe(true);
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
  expect(isInvalid(refused) && refused.code).toBe("Zed is not playing");
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

test("the players a card names are found by whole name", () => {
  const players = ["Al", "Alex", "Bo", "Zoë"];
  expect(namedPlayers("Alex, dare Bo to sing. Also: skål!", players)).toEqual(["Alex", "Bo"]);
  expect(namedPlayers("Al and Zoë swap seats.", players)).toEqual(["Al", "Zoë"]);
  expect(namedPlayers("Everyone votes.", players)).toEqual([]);
  expect(namedPlayers("Anything", [""])).toEqual([]);
});

test("a saved game in progress is read back with its card and rules; other shapes are refused", () => {
  const started = setup(["Ana", "Bo"]);
  if (isInvalid(started)) throw new Error(started.code);
  const card = {
    id: "p1",
    text: "Ana: dance",
    kind: "virus" as const,
    packId: "classic",
    game: "squiffy",
  };
  const virus = {
    promptId: "p1",
    packId: "classic",
    game: "squiffy",
    text: "Ana: dance",
    cure: "Stop",
    remaining: 3,
  };
  const table = {
    session: recordCard(started, card, 1),
    current: card,
    viruses: [virus],
    drawn: 1,
    rngState: 42,
  };
  expect(parseTable(JSON.parse(JSON.stringify(table)))).toEqual(table);
  expect(parseTable({ ...table, current: null })).toEqual({ ...table, current: null });
  expect(parseTable({ ...table, current: { ...card, kind: "joke" } })).toBeNull();
  expect(parseTable({ ...table, viruses: [{ ...virus, remaining: "3" }] })).toBeNull();
  expect(parseTable({ ...table, drawn: 0 })).toBeNull();
  expect(parseTable({ ...table, session: { ...table.session, players: ["Ana"] } })).toBeNull();
  expect(parseTable({ session: table.session })).toBeNull();
  expect(parseTable(table.session)).toBeNull();
});
