import { expect, test } from "vitest";
import { fillPlayerNames, requiredPlayers } from "./players.ts";
import { createRng } from "./rng.ts";

test("counts the players a prompt needs", () => {
  expect(requiredPlayers("Everyone drinks")).toBe(0);
  expect(requiredPlayers("{player} picks a song")).toBe(1);
  expect(requiredPlayers("{player} and {player2} swap seats")).toBe(2);
});

test("fills two different names, always", () => {
  const names = ["Asha", "Bo"];
  for (let seed = 0; seed < 200; seed += 1) {
    const text = fillPlayerNames("{player} toasts {player2}", names, createRng(seed));
    expect(["Asha toasts Bo", "Bo toasts Asha"]).toContain(text);
  }
});

test("a name used twice in one prompt stays the same person", () => {
  const text = fillPlayerNames(
    "{player}, tell us why {player} is late",
    ["Kim", "Lu", "Mo"],
    createRng(5),
  );
  const [first, second] = /^(\w+), tell us why (\w+) is late$/.exec(text)?.slice(1) ?? [];
  expect(first).toBe(second);
});

test("prompts without tokens are left alone", () => {
  expect(fillPlayerNames("Waterfall!", ["A", "B"], createRng(1))).toBe("Waterfall!");
});
