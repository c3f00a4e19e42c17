import { describe, expect, test } from "vitest";
import { testPack } from "#tests/factories/packs.ts";
import { isInvalid, type Invalid } from "./invalid.ts";
import type { GamePlayer, GameTable } from "./game-rules.ts";
import { playerVoteRoom, type PlayerVoteMove, type PlayerVoteState } from "./room-player-vote.ts";
import { ana, bo, roomTable, seat } from "./room-test-table.ts";

const rules = playerVoteRoom({ minPlayers: 3 });

const cy = seat("Cy");
const dee = seat("Dee");

const classics = testPack("classics", 50);
const spicy = testPack("spicy", 50, { explicit: true });

function tableOf(players: GamePlayer[], changes: Partial<GameTable> = {}): GameTable {
  return roomTable(players, {
    packs: [classics, spicy],
    switches: [
      { id: classics.id, active: true },
      { id: spicy.id, active: false },
    ],
    ...changes,
  });
}

const table = tableOf([ana, bo, cy, dee]);

function started(at: GameTable = table, seed = 7): PlayerVoteState {
  const state = rules.setup(at, seed);
  if (isInvalid(state)) throw new Error(state.code);
  return state;
}

function cardOf(state: PlayerVoteState): number {
  return state.deck.drawn;
}

function play(
  state: PlayerVoteState,
  playerId: string,
  move: PlayerVoteMove,
  at: GameTable = table,
): PlayerVoteState {
  const next = rules.move(state, playerId, move, at);
  if (isInvalid(next)) throw new Error(next.code);
  return next;
}

function refusal(
  state: PlayerVoteState,
  playerId: string,
  move: PlayerVoteMove,
  at: GameTable = table,
): string {
  const next: PlayerVoteState | Invalid = rules.move(state, playerId, move, at);
  if (!isInvalid(next)) throw new Error(`${move.type} was taken`);
  return next.code;
}

/** Each pair votes: [voter, the one they vote for]. */
function votes(
  state: PlayerVoteState,
  ballots: [GamePlayer, GamePlayer][],
  at: GameTable = table,
): PlayerVoteState {
  return ballots.reduce(
    (current, [voter, target]) =>
      play(current, voter.id, { type: "vote", card: cardOf(current), for: target.id }, at),
    state,
  );
}

describe("starting", () => {
  test("deals a card from the active packs to everyone, nobody has voted", () => {
    const state = started();
    const view = rules.view(state, ana.id, table);
    expect(view.phase).toBe("voting");
    expect(view.card?.id).toMatch(/^classics:0:\d+$/);
    expect(view.card?.text).toMatch(/^classics prompt \d+$/);
    expect(view.players).toEqual([
      { id: ana.id, name: "Ana" },
      { id: bo.id, name: "Bo" },
      { id: cy.id, name: "Cy" },
      { id: dee.id, name: "Dee" },
    ]);
    expect(view).toMatchObject({
      voted: [],
      myVote: null,
      vetoUsed: false,
      totals: [],
      result: null,
      unit: "sips",
    });
  });

  test("the same seed deals the same card", () => {
    expect(started(table, 3).deck.current).toEqual(started(table, 3).deck.current);
  });

  test("names players in prompts and leaves {sips:N} for the phone to word", () => {
    const pack = testPack("named", 1, {}, [
      "Who is most likely to out-drink {player}? They take {sips:2}",
    ]);
    const named = tableOf([ana, bo, cy], {
      packs: [pack],
      switches: [{ id: pack.id, active: true }],
    });
    const text = rules.view(started(named), ana.id, named).card?.text;
    expect(text).toMatch(/^Who is most likely to out-drink (Ana|Bo|Cy)\? They take \{sips:2\}$/);
  });

  test("is refused when no pack deals", () => {
    const state = rules.setup(tableOf([ana, bo, cy], { switches: [] }), 1);
    expect(isInvalid(state) && state.code).toBe("noCards");
  });
});

describe("votes stay secret until the reveal", () => {
  test("others see who has voted, never for whom", () => {
    const state = votes(started(), [
      [ana, bo],
      [cy, bo],
    ]);
    const boView = rules.view(state, bo.id, table);
    const deeView = rules.view(state, dee.id, table);
    expect(boView.voted).toEqual([ana.id, cy.id]);
    expect(boView.myVote).toBeNull();
    expect(boView.result).toBeNull();
    // Two players who haven't voted are shown exactly the same thing.
    expect(deeView).toEqual(boView);
    expect(rules.view(state, ana.id, table).myVote).toBe(bo.id);
    expect(rules.view(state, cy.id, table).myVote).toBe(bo.id);
  });

  test("a view is plain JSON", () => {
    const state = votes(started(), [[ana, bo]]);
    const view = rules.view(state, ana.id, table);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });

  test("a player may change their vote until the reveal", () => {
    let state = votes(started(), [
      [ana, bo],
      [ana, cy],
    ]);
    expect(rules.view(state, ana.id, table).myVote).toBe(cy.id);
    expect(rules.view(state, bo.id, table).voted).toEqual([ana.id]);
    state = votes(state, [
      [bo, cy],
      [cy, dee],
      [dee, cy],
    ]);
    expect(state.result?.counts).toEqual([
      { id: cy.id, name: "Cy", votes: 3 },
      { id: dee.id, name: "Dee", votes: 1 },
    ]);
  });

  test("a vote for someone not in the room is refused", () => {
    expect(refusal(started(), ana.id, { type: "vote", card: 1, for: "seat-nobody" })).toBe(
      "playerGone",
    );
  });

  test("a phone that isn't seated can't vote", () => {
    expect(refusal(started(), "seat-ghost", { type: "vote", card: 1, for: ana.id })).toBe(
      "notPlaying",
    );
  });
});

describe("the reveal", () => {
  test("comes by itself once everyone has voted, and shows who voted for whom", () => {
    const state = votes(started(), [
      [dee, ana],
      [ana, ana],
      [bo, cy],
      [cy, ana],
    ]);
    const view = rules.view(state, bo.id, table);
    expect(view.phase).toBe("revealed");
    expect(view.result).toEqual({
      counts: [
        { id: ana.id, name: "Ana", votes: 3 },
        { id: cy.id, name: "Cy", votes: 1 },
      ],
      // In seating order, whatever order the votes came in.
      ballots: [
        { voterId: ana.id, voterName: "Ana", forId: ana.id, forName: "Ana" },
        { voterId: bo.id, voterName: "Bo", forId: cy.id, forName: "Cy" },
        { voterId: cy.id, voterName: "Cy", forId: ana.id, forName: "Ana" },
        { voterId: dee.id, voterName: "Dee", forId: ana.id, forName: "Ana" },
      ],
      // Only the most voted drinks: one sip per vote.
      owed: [{ id: ana.id, name: "Ana", count: 3, unit: "sips" }],
    });
    expect(view.totals).toEqual([{ id: ana.id, name: "Ana", sips: 3, points: 0 }]);
  });

  test("a tie at the top makes both drink", () => {
    const state = votes(started(), [
      [ana, bo],
      [bo, dee],
      [cy, dee],
      [dee, bo],
    ]);
    expect(state.result?.owed).toEqual([
      { id: bo.id, name: "Bo", count: 2, unit: "sips" },
      { id: dee.id, name: "Dee", count: 2, unit: "sips" },
    ]);
  });

  test("is in points for a player who is not drinking, and in an alcohol-free room", () => {
    const sober = { ...bo, notDrinking: true };
    const soberTable = tableOf([ana, sober, cy]);
    const ballots: [GamePlayer, GamePlayer][] = [
      [ana, sober],
      [sober, ana],
      [cy, sober],
    ];
    expect(votes(started(soberTable), ballots, soberTable).result?.owed).toEqual([
      { id: bo.id, name: "Bo", count: 2, unit: "points" },
    ]);
    expect(rules.view(started(soberTable), bo.id, soberTable).unit).toBe("points");
    expect(rules.view(started(soberTable), ana.id, soberTable).unit).toBe("sips");

    const alcoholFree = tableOf([ana, bo, cy], { alcoholFree: true });
    const state = votes(
      started(alcoholFree),
      [
        [ana, cy],
        [bo, cy],
        [cy, ana],
      ],
      alcoholFree,
    );
    expect(state.result?.owed).toEqual([{ id: cy.id, name: "Cy", count: 2, unit: "points" }]);
    expect(rules.view(state, ana.id, alcoholFree).totals).toEqual([
      { id: cy.id, name: "Cy", sips: 0, points: 2 },
    ]);
  });

  test("the host can force it once someone has voted", () => {
    const state = started();
    expect(refusal(state, ana.id, { type: "reveal", card: 1 })).toBe("round.nobodyYet");
    expect(refusal(votes(state, [[bo, cy]]), bo.id, { type: "reveal", card: 1 })).toBe(
      "round.hostRevealsEarly",
    );
    const forced = play(votes(state, [[bo, cy]]), ana.id, { type: "reveal", card: 1 });
    expect(forced.phase).toBe("revealed");
    expect(forced.result?.owed).toEqual([{ id: cy.id, name: "Cy", count: 1, unit: "sips" }]);
  });

  test("votes and vetoes are refused once revealed", () => {
    const state = votes(started(), [[bo, cy]]);
    const revealed = play(state, ana.id, { type: "reveal", card: 1 });
    expect(refusal(revealed, ana.id, { type: "vote", card: 1, for: bo.id })).toBe(
      "round.alreadyRevealed",
    );
    expect(refusal(revealed, ana.id, { type: "reveal", card: 1 })).toBe("round.alreadyRevealed");
    expect(refusal(revealed, ana.id, { type: "veto", card: 1 })).toBe("round.tooLateToVeto");
  });
});

describe("the next card", () => {
  const revealed = () =>
    votes(started(), [
      [ana, bo],
      [bo, cy],
      [cy, bo],
      [dee, bo],
    ]);

  test("is refused before the reveal", () => {
    expect(refusal(started(), ana.id, { type: "next", card: 1 })).toBe("round.revealFirst");
  });

  test("clears the votes, keeps the totals running", () => {
    const first = revealed();
    const second = play(first, cy.id, { type: "next", card: 1 });
    expect(second.deck.current?.id).not.toBe(first.deck.current?.id);
    const view = rules.view(second, ana.id, table);
    expect(view).toMatchObject({ phase: "voting", voted: [], myVote: null, result: null });
    expect(view.card?.number).toBe(2);
    const third = votes(second, [
      [ana, dee],
      [bo, dee],
      [cy, bo],
      [dee, ana],
    ]);
    expect(rules.view(third, ana.id, table).totals).toEqual([
      { id: bo.id, name: "Bo", sips: 3, points: 0 },
      { id: dee.id, name: "Dee", sips: 2, points: 0 },
    ]);
  });

  test("pressed by two players at once deals one card", () => {
    const next = play(revealed(), ana.id, { type: "next", card: 1 });
    expect(play(next, bo.id, { type: "next", card: 1 })).toBe(next);
  });

  test("a vote sent for the card before is refused", () => {
    const next = play(revealed(), ana.id, { type: "next", card: 1 });
    expect(refusal(next, bo.id, { type: "vote", card: 1, for: cy.id })).toBe("cardChanged");
  });
});

describe("vetoes", () => {
  test("skip the card without a penalty, once per player per game", () => {
    const state = votes(started(), [[bo, cy]]);
    const vetoed = play(state, ana.id, { type: "veto", card: 1 });
    expect(vetoed.deck.current?.id).not.toBe(state.deck.current?.id);
    expect(vetoed.totals).toEqual([]);
    expect(rules.view(vetoed, ana.id, table)).toMatchObject({
      phase: "voting",
      voted: [],
      vetoUsed: true,
    });
    expect(rules.view(vetoed, bo.id, table).vetoUsed).toBe(false);
    expect(refusal(vetoed, ana.id, { type: "veto", card: 2 })).toBe("vetoUsed");
    // Still used after a few more cards: it is one per game, not per card.
    const later = play(votes(vetoed, [[bo, cy]]), ana.id, { type: "reveal", card: 2 });
    const third = play(later, bo.id, { type: "next", card: 2 });
    expect(refusal(third, ana.id, { type: "veto", card: 3 })).toBe("vetoUsed");
    expect(play(third, bo.id, { type: "veto", card: 3 }).deck.drawn).toBe(4);
  });

  test("two vetoes at once skip one card, and the second is not spent", () => {
    const vetoed = play(started(), ana.id, { type: "veto", card: 1 });
    expect(refusal(vetoed, bo.id, { type: "veto", card: 1 })).toBe("cardChanged");
    expect(rules.view(vetoed, bo.id, table).vetoUsed).toBe(false);
  });
});

describe("when the table changes", () => {
  test("votes by and for a player who left are dropped", () => {
    const state = votes(started(), [
      [ana, dee],
      [bo, cy],
      [dee, bo],
    ]);
    const withoutDee = tableOf([ana, bo, cy]);
    const after = rules.seatsChanged(state, withoutDee);
    expect(after.phase).toBe("voting");
    expect(after.votes).toEqual([{ voterId: bo.id, forId: cy.id }]);
    expect(rules.view(after, ana.id, withoutDee)).toMatchObject({ voted: [bo.id], myVote: null });
  });

  test("the reveal comes when the only one missing leaves", () => {
    const state = votes(started(), [
      [ana, bo],
      [bo, cy],
      [cy, bo],
    ]);
    const withoutDee = tableOf([ana, bo, cy]);
    const after = rules.seatsChanged(state, withoutDee);
    expect(after.phase).toBe("revealed");
    expect(after.result?.owed).toEqual([{ id: bo.id, name: "Bo", count: 2, unit: "sips" }]);
  });

  test("a player who joins mid-vote is waited for", () => {
    const state = votes(
      started(tableOf([ana, bo, cy])),
      [
        [ana, bo],
        [bo, cy],
      ],
      tableOf([ana, bo, cy]),
    );
    const withDee = table;
    const joined = rules.seatsChanged(state, withDee);
    const cyVoted = votes(joined, [[cy, bo]], withDee);
    expect(cyVoted.phase).toBe("voting");
    expect(rules.view(cyVoted, dee.id, withDee).voted).toEqual([ana.id, bo.id, cy.id]);
    expect(votes(cyVoted, [[dee, bo]], withDee).phase).toBe("revealed");
  });

  test("a card from a pack that stops dealing is replaced", () => {
    const explicitOnly = tableOf([ana, bo, cy], {
      switches: [
        { id: classics.id, active: false },
        { id: spicy.id, active: true },
      ],
    });
    const state = votes(started(explicitOnly), [[ana, bo]], explicitOnly);
    expect(state.deck.current?.packId).toBe(spicy.id);
    // Someone who doesn't allow 18+ sat down.
    const after = rules.seatsChanged(state, table);
    expect(after.deck.current?.packId).toBe(classics.id);
    expect(after.votes).toEqual([]);
    expect(rules.seatsChanged(after, table)).toEqual(after);
  });
});

describe("the rules", () => {
  test("take the game's fewest players from the options", () => {
    expect(rules.minPlayers).toBe(3);
    expect(playerVoteRoom({ minPlayers: 2 }).minPlayers).toBe(2);
  });
});

describe("moves", () => {
  test("are checked against the schema", () => {
    const schema = rules.moveSchema;
    expect(schema.safeParse({ type: "vote", card: 3, for: "seat-bo" }).success).toBe(true);
    expect(schema.safeParse({ type: "next", card: 3 }).success).toBe(true);
    expect(schema.safeParse({ type: "vote", card: 3, for: "x".repeat(41) }).success).toBe(false);
    expect(schema.safeParse({ type: "vote", card: 3, for: "" }).success).toBe(false);
    expect(schema.safeParse({ type: "vote", card: -1, for: "seat-bo" }).success).toBe(false);
    expect(schema.safeParse({ type: "next", card: 1.5 }).success).toBe(false);
    expect(schema.safeParse({ type: "answer", card: 1, answer: "have" }).success).toBe(false);
    expect(schema.safeParse({ type: "next" }).success).toBe(false);
  });
});
