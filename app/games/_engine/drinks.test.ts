import { expect, test } from "vitest";
import { renderSips, owedByCount } from "./drinks.ts";

test("renders every sips token with the caller's words", () => {
  const drinking = (n: number) => (n === 1 ? "take a sip" : `take ${n} sips`);
  const sober = (n: number) => `take ${n} penalty point${n === 1 ? "" : "s"}`;
  const card = "Sing the chorus or {sips:2}. The audience may {sips:1}.";
  expect(renderSips(card, drinking)).toBe(
    "Sing the chorus or take 2 sips. The audience may take a sip.",
  );
  expect(renderSips(card, sober)).toBe(
    "Sing the chorus or take 2 penalty points. The audience may take 1 penalty point.",
  );
});

test("owedByCount ranks the table by what each owes, points for the sober and alcohol-free", () => {
  const players = [
    { name: "Ana", notDrinking: false },
    { name: "Bo", notDrinking: true },
    { name: "Cy", notDrinking: false },
    { name: "Di", notDrinking: false },
  ];
  const counts = { Ana: 1, Bo: 2, Cy: 1, Gone: 5 };
  expect(owedByCount(players, counts, 2, false)).toEqual([
    { name: "Bo", count: 4, unit: "points" },
    { name: "Ana", count: 2, unit: "sips" },
    { name: "Cy", count: 2, unit: "sips" },
  ]);
  expect(owedByCount(players, counts, 1, true).map((owed) => owed.unit)).toEqual([
    "points",
    "points",
    "points",
  ]);
});
