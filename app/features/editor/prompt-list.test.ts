import { expect, test } from "vitest";
import { movePrompt, parsePromptLines } from "./prompt-list.ts";

test("one prompt per line, trimmed, blank lines skipped, any line ending", () => {
  expect(parsePromptLines("  First  \n\nSecond\r\nThird\rFourth\n   \n")).toEqual([
    "First",
    "Second",
    "Third",
    "Fourth",
  ]);
});

test("bullets and numbers from pasted lists are dropped", () => {
  expect(
    parsePromptLines(
      ["- Dash", "* Star", "• Dot", "– En dash", "1. Numbered", "12) Bracket", "(3) Round"].join(
        "\n",
      ),
    ),
  ).toEqual(["Dash", "Star", "Dot", "En dash", "Numbered", "Bracket", "Round"]);
});

test("text that only looks like a marker stays", () => {
  expect(parsePromptLines("-1 point for talking\n2 truths and a lie\n3.5 sips")).toEqual([
    "-1 point for talking",
    "2 truths and a lie",
    "3.5 sips",
  ]);
});

test("nothing but blank lines gives no prompts", () => {
  expect(parsePromptLines("\n  \n\t\n")).toEqual([]);
  expect(parsePromptLines("- ")).toEqual([]);
});

test("a prompt moves one place up or down", () => {
  const prompts = [
    { id: 1, text: "a" },
    { id: 2, text: "b" },
    { id: 3, text: "c" },
  ];
  expect(movePrompt(prompts, 2, -1).map((prompt) => prompt.id)).toEqual([2, 1, 3]);
  expect(movePrompt(prompts, 2, 1).map((prompt) => prompt.id)).toEqual([1, 3, 2]);
  expect(prompts.map((prompt) => prompt.id)).toEqual([1, 2, 3]);
});

test("the ends and unknown ids give back the same list", () => {
  const prompts = [
    { id: 1, text: "a" },
    { id: 2, text: "b" },
  ];
  expect(movePrompt(prompts, 1, -1)).toBe(prompts);
  expect(movePrompt(prompts, 2, 1)).toBe(prompts);
  expect(movePrompt(prompts, 9, 1)).toBe(prompts);
});
