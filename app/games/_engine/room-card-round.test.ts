import { expect, test } from "vitest";
import { testPack } from "#tests/factories/packs.ts";
import { newDeck } from "./deck.ts";
import { isInvalid } from "./invalid.ts";
import {
  cardRoundView,
  nextCard,
  replaceSwitchedOff,
  vetoCard,
  type CardRound,
  type CardRoundState,
} from "./room-card-round.ts";
import { dealAtTable } from "./prompt-deck.ts";
import { ana, bo, reason, roomTable } from "./room-test-table.ts";

const warm = testPack("warm", 20);
const spicy = testPack("spicy", 20, { explicit: true });
const table = roomTable([ana, bo], {
  packs: [warm, spicy],
  switches: [
    { id: warm.id, active: true },
    { id: spicy.id, active: true },
  ],
});

interface State extends CardRoundState {
  revealed: boolean;
}

function roundOf(state: State): CardRound<State> {
  return {
    state,
    revealed: state.revealed,
    withNewCard: (deck) => ({ ...state, deck, revealed: false }),
  };
}

function dealt(revealed: boolean): State {
  const deck = dealAtTable(newDeck(3), table);
  if (!deck) throw new Error("nothing dealt");
  return { deck, vetoesUsed: [], totals: [], revealed };
}

test("the next card comes only after the reveal", () => {
  expect(reason(nextCard(roundOf(dealt(false)), table))).toBe("round.revealFirst");
  const next = nextCard(roundOf(dealt(true)), table);
  if (isInvalid(next)) throw new Error(next.code);
  expect(next.deck.drawn).toBe(2);
  expect(next.revealed).toBe(false);
});

test("a veto swaps the card once per player, before the reveal", () => {
  expect(reason(vetoCard(roundOf(dealt(true)), table, ana.id))).toBe("round.tooLateToVeto");
  const vetoed = vetoCard(roundOf(dealt(false)), table, ana.id);
  if (isInvalid(vetoed)) throw new Error(vetoed.code);
  expect(vetoed.vetoesUsed).toEqual([ana.id]);
  expect(vetoed.deck.drawn).toBe(2);
  expect(reason(vetoCard(roundOf(vetoed), table, ana.id))).toBe("vetoUsed");
});

test("nothing left to deal refuses the next card and the veto", () => {
  const off = roomTable([ana, bo], { packs: [warm], switches: [{ id: warm.id, active: false }] });
  expect(reason(nextCard(roundOf(dealt(true)), off))).toBe("deckEmpty");
  expect(reason(vetoCard(roundOf(dealt(false)), off, bo.id))).toBe("deckEmpty");
});

test("a card from a pack switched off is replaced when another can be dealt", () => {
  const state = dealt(false);
  const packId = state.deck.current?.packId ?? "";
  expect(replaceSwitchedOff(roundOf(state), table)).toBeNull();
  const otherOn = roomTable([ana, bo], {
    packs: [warm, spicy],
    switches: [
      { id: warm.id, active: packId !== warm.id },
      { id: spicy.id, active: packId !== spicy.id },
    ],
  });
  expect(replaceSwitchedOff(roundOf(state), otherOn)?.deck.current?.packId).not.toBe(packId);
  const allOff = roomTable([ana, bo], { packs: [warm, spicy], switches: [] });
  expect(replaceSwitchedOff(roundOf(state), allOff)).toBeNull();
});

test("every phone sees the card, the seats, its own unit and veto, and the totals", () => {
  const state = {
    ...dealt(false),
    vetoesUsed: [bo.id],
    totals: [{ id: bo.id, sips: 2, points: 0 }],
  };
  const view = cardRoundView(state, bo.id, { ...table, alcoholFree: true });
  expect(view.card?.number).toBe(1);
  expect(view.card?.text).toBe(state.deck.current?.text);
  expect(view.players).toEqual([
    { id: ana.id, name: "Ana" },
    { id: bo.id, name: "Bo" },
  ]);
  expect(view.unit).toBe("points");
  expect(view.vetoUsed).toBe(true);
  expect(view.totals).toEqual([{ id: bo.id, name: "Bo", sips: 2, points: 0 }]);
  expect(cardRoundView(state, ana.id, table).vetoUsed).toBe(false);
});
