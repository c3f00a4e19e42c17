import { expect, test } from "vitest";
import { parseVetoes, vetoesKind } from "./veto-button.tsx";

test("saved vetoes read back as the names that used theirs", () => {
  expect(parseVetoes([])).toEqual([]);
  expect(parseVetoes(["Ana", "Bo"])).toEqual(["Ana", "Bo"]);
});

test("a save that isn't a list of distinct names is refused", () => {
  expect(parseVetoes(["Ana", "Ana"])).toBeNull();
  expect(parseVetoes(["Ana", 3])).toBeNull();
  expect(parseVetoes({ Ana: true })).toBeNull();
  expect(parseVetoes(Array.from({ length: 17 }, (_, i) => `P${i}`))).toBeNull();
});

test("each game's vetoes are a part of its save, the same kind every time", () => {
  expect(vetoesKind("mix").name).toBe("mix/vetoes");
  expect(vetoesKind("mix")).toBe(vetoesKind("mix"));
});
