import { expect, test } from "vitest";
import { owedBySeat, seatedTotals, tallied, unitOf, withOwed } from "./room-drinks.ts";
import type { GamePlayer, GameTable } from "./game-rules.ts";

const ana: GamePlayer = { id: "seat-ana", name: "Ana", notDrinking: false };
const bo: GamePlayer = { id: "seat-bo", name: "Bo", notDrinking: false };
const cy: GamePlayer = { id: "seat-cy", name: "Cy", notDrinking: true };

function tableOf(players: GamePlayer[], alcoholFree = false): GameTable {
  return { players, alcoholFree, packs: [], switches: [], content: null, hostId: ana.id, now: 0 };
}

test("points in an alcohol-free room or for a player who isn't drinking, sips otherwise", () => {
  expect(unitOf(ana, tableOf([ana]))).toBe("sips");
  expect(unitOf(cy, tableOf([cy]))).toBe("points");
  expect(unitOf(ana, tableOf([ana], true))).toBe("points");
  expect(unitOf(undefined, tableOf([ana]))).toBe("sips");
});

test("what each seat owes, most first, seating order on a tie, in their own unit", () => {
  expect(owedBySeat(tableOf([ana, bo, cy]), { Bo: 1, Cy: 2, Ana: 1 }, 1)).toEqual([
    { id: cy.id, name: "Cy", count: 2, unit: "points" },
    { id: ana.id, name: "Ana", count: 1, unit: "sips" },
    { id: bo.id, name: "Bo", count: 1, unit: "sips" },
  ]);
});

test("a card costs a seat at most three, however many counts it got", () => {
  expect(owedBySeat(tableOf([ana, bo, cy]), { Ana: 7, Bo: 2, Cy: 2 }, 2)).toEqual([
    { id: ana.id, name: "Ana", count: 3, unit: "sips" },
    { id: bo.id, name: "Bo", count: 3, unit: "sips" },
    { id: cy.id, name: "Cy", count: 3, unit: "points" },
  ]);
});

test("totals add sips and points apart, newcomers at the end", () => {
  const totals = withOwed(
    [{ id: ana.id, sips: 1, points: 0 }],
    [
      { id: ana.id, count: 2, unit: "points" },
      { id: bo.id, count: 3, unit: "sips" },
    ],
  );
  expect(totals).toEqual([
    { id: ana.id, sips: 1, points: 2 },
    { id: bo.id, sips: 3, points: 0 },
  ]);
});

test("the totals shown are the seated players' with any, most first, seating order on a tie", () => {
  const totals = [
    { id: ana.id, sips: 1, points: 0 },
    { id: bo.id, sips: 0, points: 0 },
    { id: cy.id, sips: 0, points: 1 },
    { id: "seat-gone", sips: 9, points: 0 },
  ];
  expect(seatedTotals(totals, tableOf([ana, bo, cy]))).toEqual([
    { id: ana.id, name: "Ana", sips: 1, points: 0 },
    { id: cy.id, name: "Cy", sips: 0, points: 1 },
  ]);
});

test("a circle's tally names every seat, a clean one in the unit its player takes things in", () => {
  const circle = [ana, bo, cy].map(({ id, name }) => ({ id, name }));
  const totals = [{ id: bo.id, sips: 2, points: 1 }];
  expect(tallied(circle, totals, tableOf([ana, bo, cy]))).toEqual([
    { id: ana.id, name: "Ana", sips: 0, points: 0, unit: "sips" },
    { id: bo.id, name: "Bo", sips: 2, points: 1, unit: "sips" },
    { id: cy.id, name: "Cy", sips: 0, points: 0, unit: "points" },
  ]);
  expect(tallied(circle, totals, tableOf([ana, bo, cy], true))[0]?.unit).toBe("points");
});
