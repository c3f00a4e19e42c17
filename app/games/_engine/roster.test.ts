import { expect, test } from "vitest";
import { isInvalid } from "./invalid.ts";
import { addPlayer, removePlayer, setNotDrinking } from "./roster.ts";

const reason = (value: unknown) => (isInvalid(value) ? value.code : null);

test("adds a trimmed name", () => {
  expect(addPlayer([], "  Freja   Holm ")).toEqual([{ name: "Freja Holm", notDrinking: false }]);
});

test("refuses blank, too long, duplicate (any case) and over-full", () => {
  const table = [{ name: "Ali", notDrinking: false }];
  expect(reason(addPlayer(table, "   "))).toBe("blank");
  expect(reason(addPlayer(table, "x".repeat(21)))).toBe("tooLong");
  expect(reason(addPlayer(table, "ali"))).toBe("taken");
  expect(reason(addPlayer(table, "Bo", 1))).toBe("full");
});

test("removes players and marks who is not drinking", () => {
  const table = [
    { name: "Ali", notDrinking: false },
    { name: "Bo", notDrinking: false },
  ];
  expect(removePlayer(table, "Ali")).toEqual([{ name: "Bo", notDrinking: false }]);
  expect(setNotDrinking(table, "Bo", true)[1]).toEqual({ name: "Bo", notDrinking: true });
});
