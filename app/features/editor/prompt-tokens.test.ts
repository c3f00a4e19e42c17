import { expect, test } from "vitest";
import { promptParts, unknownTokens, withExampleNames } from "./prompt-tokens.ts";

test("a prompt is cut into text and the tokens the games replace", () => {
  expect(promptParts("{player} gives {player2} {sips:2}!")).toEqual([
    { kind: "player", text: "{player}" },
    { kind: "text", text: " gives " },
    { kind: "player", text: "{player2}" },
    { kind: "text", text: " " },
    { kind: "sips", text: "{sips:2}" },
    { kind: "text", text: "!" },
  ]);
});

test("plain text is one part, and empty text none", () => {
  expect(promptParts("Waterfall")).toEqual([{ kind: "text", text: "Waterfall" }]);
  expect(promptParts("")).toEqual([]);
});

test("look-alike tokens are pointed out once each", () => {
  expect(unknownTokens("{Player} and {name} and {name}, {player}, {sips:100}")).toEqual([
    "{Player}",
    "{name}",
    "{sips:100}",
  ]);
  expect(unknownTokens("{player} drinks {sips:3}")).toEqual([]);
});

test("the explanation fills the two tokens with two example names", () => {
  expect(
    withExampleNames("{player} dares {player2}, then {player} drinks", ["Mette", "Jonas"]),
  ).toBe("Mette dares Jonas, then Mette drinks");
  expect(withExampleNames("Everyone drinks {sips:2}", ["Mette", "Jonas"])).toBe(
    "Everyone drinks {sips:2}",
  );
});
