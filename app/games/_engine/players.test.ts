import { expect, test } from "vitest";
import { fillNameTokens, fillPlayerNames, genitive, requiredPlayers } from "./players.ts";
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

test("a card asking for a second name in the genitive needs two players", () => {
  expect(requiredPlayers("Sing {player2:s} favourite song")).toBe(2);
  expect(requiredPlayers("{player:s} turn")).toBe(1);
});

test("the Danish genitive puts an apostrophe alone after s, x and z", () => {
  expect(genitive("Jonas")).toBe("Jonas'");
  expect(genitive("Max")).toBe("Max'");
  expect(genitive("Inez")).toBe("Inez'");
  expect(genitive("LARS")).toBe("LARS'");
  expect(genitive("Bo")).toBe("Bos");
  expect(genitive("Asha")).toBe("Ashas");
});

test("fills the genitive slots with the right ending for each name", () => {
  expect(fillNameTokens("{player:s} sang og {player2:s} hat", "Jonas", "Bo")).toBe(
    "Jonas' sang og Bos hat",
  );
  expect(fillNameTokens("{player2:s} tur, {player}", "Jonas", "Max")).toBe("Max' tur, Jonas");
});

test("the genitive of a name a game has marked is read from the name, not the marks", () => {
  const marked = "\uE000seat-1\uE001Jonas\uE002";
  expect(genitive(marked)).toBe(`${marked}'`);
  const text = fillPlayerNames("{player:s} tur", [marked], createRng(3));
  expect(text).toBe(`${marked}' tur`);
});
