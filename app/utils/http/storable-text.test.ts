import { expect, test } from "vitest";
import { findUnstorableText, isStorableText, unstorableTextError } from "./storable-text.ts";

test("ordinary text, emoji, Danish letters, tabs and line breaks are storable", () => {
  for (const text of ["Skål!", "Never have I ever 🍻", "line one\nline two\r\n\tindented", ""]) {
    expect(isStorableText(text)).toBe(true);
  }
});

test("a NUL, another control character or a lone surrogate is not", () => {
  for (const text of [
    "a\u0000b",
    "bell\u0007",
    "\u001b[31m",
    "half \ud800",
    "\udc00 half",
    "\u0085",
  ]) {
    expect(isStorableText(text)).toBe(false);
  }
});

test("the first bad string is found by its path, keys included", () => {
  expect(findUnstorableText({ metadata: { name: "ok" }, prompts: [{ text: "ok" }] })).toBeNull();
  expect(findUnstorableText({ prompts: [{ text: "ok" }, { text: "b\u0000d" }] })).toEqual([
    "prompts",
    1,
    "text",
  ]);
  expect(findUnstorableText({ "k\ud800": 1 })).toEqual(["k\ud800"]);
  expect(findUnstorableText("\u0000")).toEqual([]);
});

test("the message names the field", () => {
  expect(unstorableTextError(["metadata", "name"])).toBe(
    "metadata.name contains a character that can't be saved",
  );
  expect(unstorableTextError([])).toBe("The text contains a character that can't be saved");
});
