import { expect, test } from "vitest";
import type { GamePlayer, GameTable } from "./game-rules.ts";
import {
  circleWith,
  isSeated,
  peopleWith,
  seatAfter,
  seatingWith,
  seatsSeenWith,
  turnWith,
} from "./room-seating.ts";

const ana: GamePlayer = { id: "seat-ana", name: "Ana", notDrinking: false };
const bo: GamePlayer = { id: "seat-bo", name: "Bo", notDrinking: false };
const cy: GamePlayer = { id: "seat-cy", name: "Cy", notDrinking: true };

function tableOf(players: GamePlayer[]): GameTable {
  return {
    players,
    alcoholFree: false,
    packs: [],
    switches: [],
    content: null,
    hostId: ana.id,
    now: 0,
  };
}

test("a seat is seated only while the table holds it", () => {
  expect(isSeated(tableOf([ana, bo]), bo.id)).toBe(true);
  expect(isSeated(tableOf([ana]), bo.id)).toBe(false);
});

test("the seating keeps leavers in place and seats newcomers at the end", () => {
  expect(seatingWith([ana.id, bo.id], tableOf([bo, cy]))).toEqual([ana.id, bo.id, cy.id]);
  expect(seatingWith([], tableOf([ana, bo]))).toEqual([ana.id, bo.id]);
});

test("the turn passes to the next seated player, round the table and past leavers", () => {
  const seating = [ana.id, bo.id, cy.id];
  expect(seatAfter(seating, ana.id, tableOf([ana, bo, cy]))).toEqual(bo);
  expect(seatAfter(seating, cy.id, tableOf([ana, bo, cy]))).toEqual(ana);
  // Bo left: after Ana comes Cy; after Bo's empty seat, too.
  expect(seatAfter(seating, ana.id, tableOf([ana, cy]))).toEqual(cy);
  expect(seatAfter(seating, bo.id, tableOf([ana, cy]))).toEqual(cy);
  expect(seatAfter(seating, ana.id, tableOf([ana]))).toEqual(ana);
  expect(seatAfter(seating, ana.id, tableOf([]))).toBeNull();
});

test("people keep leavers, take newcomers and the latest settings, by name", () => {
  const before = [
    { name: "Ana", notDrinking: true },
    { name: "Dee", notDrinking: false },
  ];
  expect(peopleWith(before, tableOf([ana, cy]))).toEqual([
    { name: "Ana", notDrinking: false },
    { name: "Dee", notDrinking: false },
    { name: "Cy", notDrinking: true },
  ]);
});

test("the seats seen keep a leaver, take the table's names and add newcomers at the end", () => {
  const seen = [
    { id: ana.id, name: "Old Ana" },
    { id: "seat-gone", name: "Gone" },
  ];
  expect(seatsSeenWith(seen, tableOf([bo, ana]))).toEqual([
    { id: ana.id, name: "Ana" },
    { id: "seat-gone", name: "Gone" },
    { id: bo.id, name: "Bo" },
  ]);
});

test("a circle keeps its seated players in place under their names now, newcomers at the end", () => {
  const circle = [
    { id: ana.id, name: "Ana" },
    { id: bo.id, name: "Bo" },
  ];
  const renamed = { ...ana, name: "Anna" };
  expect(circleWith(circle, tableOf([cy, renamed]))).toEqual([
    { id: ana.id, name: "Anna" },
    { id: cy.id, name: "Cy" },
  ]);
});

test("the turn stays with a seated player and passes on from one who left", () => {
  const circle = [ana, bo, cy].map(({ id, name }) => ({ id, name }));
  expect(turnWith(circle, bo.id, tableOf([ana, bo, cy]))).toBe(bo.id);
  expect(turnWith(circle, bo.id, tableOf([ana, cy]))).toBe(cy.id);
  expect(turnWith(circle, bo.id, tableOf([]))).toBeNull();
});
