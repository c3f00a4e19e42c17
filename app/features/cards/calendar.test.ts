import { describe, expect, it } from "vitest";
import { cardDecks } from "#app/features/cards/card-decks.ts";
import { calendarAt, doorDare, festiveExtras } from "./calendar.ts";

function openDoors(iso: string): number[] {
  return calendarAt(new Date(iso))
    .doors.filter((door) => door.open)
    .map((door) => door.door);
}

function todaysDoor(iso: string): number | null {
  return calendarAt(new Date(iso)).doors.find((door) => door.today)?.door ?? null;
}

describe("the Christmas calendar", () => {
  it("has 24 doors, each with its reward id for the year", () => {
    const { year, doors } = calendarAt(new Date("2026-12-05T12:00:00Z"));
    expect(year).toBe(2026);
    expect(doors.map((door) => door.door)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(doors[4]?.rewardId).toBe("xmas-2026-5");
  });

  it("opens door N on December N and keeps the earlier ones open", () => {
    expect(openDoors("2026-12-05T12:00:00Z")).toEqual([1, 2, 3, 4, 5]);
    expect(todaysDoor("2026-12-05T12:00:00Z")).toBe(5);
  });

  it("goes by Copenhagen's midnight, not the server's (UTC+1 in winter)", () => {
    // 23:59 on 30 November in Copenhagen: nothing yet.
    expect(openDoors("2026-11-30T22:59:59Z")).toEqual([]);
    // 00:00 on 1 December in Copenhagen, still 30 November in UTC.
    expect(openDoors("2026-11-30T23:00:00Z")).toEqual([1]);
    expect(todaysDoor("2026-11-30T23:00:00Z")).toBe(1);
    // 23:30 on 10 December in Copenhagen: a summer-time offset would wrongly say the 11th.
    expect(todaysDoor("2026-12-10T22:30:00Z")).toBe(10);
    expect(todaysDoor("2026-12-10T23:00:00Z")).toBe(11);
  });

  it("opens door 24 on Christmas Eve, and after it every door stays open with none of the day", () => {
    expect(todaysDoor("2026-12-24T22:59:59Z")).toBe(24);
    expect(openDoors("2026-12-24T23:00:00Z")).toHaveLength(24);
    expect(todaysDoor("2026-12-24T23:00:00Z")).toBeNull();
    expect(openDoors("2026-12-31T22:59:59Z")).toHaveLength(24);
  });

  it("is shut outside December, around the summer-time switches too", () => {
    for (const iso of [
      "2026-12-31T23:00:00Z", // New Year in Copenhagen
      "2027-01-15T12:00:00Z",
      "2026-03-29T00:59:59Z", // just before summer time starts
      "2026-03-29T01:00:00Z", // just after
      "2026-06-24T12:00:00Z",
      "2026-10-25T00:59:59Z", // just before summer time ends
      "2026-10-25T01:00:00Z",
      "2026-11-30T12:00:00Z",
    ]) {
      expect(openDoors(iso), iso).toEqual([]);
      expect(todaysDoor(iso), iso).toBeNull();
    }
  });

  it("names the coming December's year before it starts", () => {
    expect(calendarAt(new Date("2026-11-23T12:00:00Z")).year).toBe(2026);
    expect(calendarAt(new Date("2026-12-31T23:30:00Z")).year).toBe(2027);
  });
});

describe("the calendar's cards", () => {
  const cards = cardDecks["christmas-calendar"].cards;

  it("keeps door N's dare behind door N", () => {
    expect(doorDare(cards, 1)?.id).toBe("x01");
    expect(doorDare(cards, 24)?.id).toBe("x24");
    expect(doorDare(cards, 25)).toBeNull();
  });

  it("keeps every door's dare out of the festive extras", () => {
    const extras = festiveExtras(cards);
    expect(extras.length).toBeGreaterThanOrEqual(16);
    const doorTexts = new Set(Array.from({ length: 24 }, (_, i) => doorDare(cards, i + 1)?.text));
    for (const extra of extras) expect(doorTexts.has(extra.text)).toBe(false);
  });
});
