import { describe, expect, test } from "vitest";
import { testPack } from "#tests/factories/packs.ts";
import { invalid } from "./invalid.ts";
import {
  answeredSeats,
  cardRoundMove,
  cardRoundSeatsChanged,
  cardRoundStart,
  type CardRoundGame,
  type CardRoundMove,
} from "./room-card-round-moves.ts";
import type { CardRoundState } from "./room-card-round.ts";
import type { GameTable } from "./game-rules.ts";
import { ana, bo, ok, reason, roomTable, seat } from "./room-test-table.ts";

/** A made-up card round game: everyone picks a seat, the reveal lists the picks. */
interface PickState extends CardRoundState {
  revealed: boolean;
  picks: { by: string; seat: string }[];
  result: string[] | null;
}

type PickMove = { type: "pick"; card: number; seat: string } | CardRoundMove;
type Pick = Extract<PickMove, { type: "pick" }>;

const pickGame: CardRoundGame<PickState, Pick> = {
  isRevealed: (state) => state.revealed,
  withNewCard: (round, deck) => ({ ...round, deck, revealed: false, picks: [], result: null }),
  isAnswer: (sent) => sent.type === "pick",
  answeredBy: (state) => state.picks.map((pick) => pick.by),
  withAnswer: (state, playerId, sent, table) =>
    table.players.some((player) => player.id === sent.seat)
      ? {
          ...state,
          picks: [
            ...state.picks.filter((p) => p.by !== playerId),
            { by: playerId, seat: sent.seat },
          ],
        }
      : invalid("No such seat"),
  withoutLeavers: (state, table) => ({
    ...state,
    picks: state.picks.filter((pick) => table.players.some((player) => player.id === pick.by)),
  }),
  reveal: (state) => ({
    ...state,
    revealed: true,
    result: state.picks.map((pick) => `${pick.by}>${pick.seat}`),
  }),
};

const cy = seat("Cy");
const warm = testPack("warm", 20);
const spicy = testPack("spicy", 20, { explicit: true });

function tableOf(players = [ana, bo, cy], changes: Partial<GameTable> = {}): GameTable {
  return roomTable(players, {
    packs: [warm, spicy],
    switches: [
      { id: warm.id, active: true },
      { id: spicy.id, active: true },
    ],
    ...changes,
  });
}

const table = tableOf();

function dealt(): PickState {
  return ok(cardRoundStart(pickGame, table, 4));
}

function move(state: PickState, by: string, sent: PickMove, at = table) {
  return cardRoundMove(pickGame, state, by, sent, at);
}

function picked(state: PickState, picks: [string, string][], at = table): PickState {
  return picks.reduce(
    (current, [by, chosen]) =>
      ok(move(current, by, { type: "pick", card: current.deck.drawn, seat: chosen }, at)),
    state,
  );
}

describe("starting", () => {
  test("deals the first card, or refuses when the packs have none", () => {
    expect(dealt()).toMatchObject({ vetoesUsed: [], revealed: false, picks: [], result: null });
    expect(dealt().deck.drawn).toBe(1);
    expect(reason(cardRoundStart(pickGame, tableOf([ana, bo], { switches: [] }), 4))).toBe(
      "noCards",
    );
  });
});

describe("every move", () => {
  test("is refused to someone not seated", () => {
    expect(reason(move(dealt(), "seat-zed", { type: "veto", card: 1 }))).toBe("notPlaying");
  });

  test("is refused on a card that has already changed, but a late Next is a no-op", () => {
    const state = ok(move(picked(dealt(), [[ana.id, bo.id]]), ana.id, { type: "reveal", card: 1 }));
    const next = ok(move(state, bo.id, { type: "next", card: 1 }));
    expect(reason(move(next, cy.id, { type: "pick", card: 1, seat: ana.id }))).toBe("cardChanged");
    expect(move(next, cy.id, { type: "next", card: 1 })).toBe(next);
  });
});

describe("answering", () => {
  test("records one answer per player, the latest, and the game's own refusals", () => {
    const state = picked(dealt(), [
      [ana.id, bo.id],
      [ana.id, cy.id],
    ]);
    expect(state.picks).toEqual([{ by: ana.id, seat: cy.id }]);
    expect(reason(move(state, bo.id, { type: "pick", card: 1, seat: "seat-zed" }))).toBe(
      "No such seat",
    );
  });

  test("reveals by itself once every seated player has answered, then refuses answers", () => {
    const almost = picked(dealt(), [
      [ana.id, bo.id],
      [cy.id, ana.id],
    ]);
    expect(almost.revealed).toBe(false);
    const all = picked(almost, [[bo.id, bo.id]]);
    expect(all.result).toEqual([`${ana.id}>${bo.id}`, `${cy.id}>${ana.id}`, `${bo.id}>${bo.id}`]);
    expect(reason(move(all, bo.id, { type: "pick", card: 1, seat: ana.id }))).toBe(
      "round.alreadyRevealed",
    );
  });

  test("shows who answered in seating order", () => {
    const state = picked(dealt(), [
      [cy.id, ana.id],
      [ana.id, bo.id],
    ]);
    expect(answeredSeats(pickGame, state, table)).toEqual([ana.id, cy.id]);
  });
});

describe("revealing early", () => {
  test("is the host's call, once someone has answered, and only once", () => {
    const reveal: PickMove = { type: "reveal", card: 1 };
    expect(reason(move(dealt(), ana.id, reveal))).toBe("round.nobodyYet");
    const one = picked(dealt(), [[bo.id, cy.id]]);
    expect(reason(move(one, bo.id, reveal))).toBe("round.hostRevealsEarly");
    const revealed = ok(move(one, ana.id, reveal));
    expect(revealed.result).toEqual([`${bo.id}>${cy.id}`]);
    expect(reason(move(revealed, ana.id, reveal))).toBe("round.alreadyRevealed");
  });
});

describe("next card and veto", () => {
  test("go through the card round's rules with the game's words", () => {
    expect(reason(move(dealt(), bo.id, { type: "next", card: 1 }))).toBe("round.revealFirst");
    const vetoed = ok(move(picked(dealt(), [[bo.id, cy.id]]), bo.id, { type: "veto", card: 1 }));
    expect(vetoed).toMatchObject({ vetoesUsed: [bo.id], picks: [], revealed: false });
    expect(vetoed.deck.drawn).toBe(2);
    expect(reason(move(vetoed, bo.id, { type: "veto", card: 2 }))).toBe("vetoUsed");
  });
});

describe("seats changing", () => {
  test("drops a leaver's answer and reveals if everyone left has answered", () => {
    const state = picked(dealt(), [
      [ana.id, bo.id],
      [bo.id, cy.id],
    ]);
    const withoutCy = cardRoundSeatsChanged(pickGame, state, tableOf([ana, bo]));
    expect(withoutCy.revealed).toBe(true);
    const withoutBo = cardRoundSeatsChanged(pickGame, state, tableOf([ana, cy]));
    expect(withoutBo).toMatchObject({ revealed: false, picks: [{ by: ana.id, seat: bo.id }] });
  });

  test("keeps a revealed card as it was", () => {
    const revealed = ok(
      move(picked(dealt(), [[bo.id, cy.id]]), ana.id, { type: "reveal", card: 1 }),
    );
    expect(cardRoundSeatsChanged(pickGame, revealed, tableOf([ana, cy]))).toBe(revealed);
  });

  test("swaps a card from a pack switched off for a new one nobody has answered", () => {
    const state = picked(dealt(), [[bo.id, cy.id]]);
    const packId = state.deck.current?.packId;
    const otherOn = tableOf([ana, bo, cy], {
      switches: [
        { id: warm.id, active: packId !== warm.id },
        { id: spicy.id, active: packId !== spicy.id },
      ],
    });
    const swapped = cardRoundSeatsChanged(pickGame, state, otherOn);
    expect(swapped.deck.current?.packId).not.toBe(packId);
    expect(swapped.picks).toEqual([]);
  });
});
