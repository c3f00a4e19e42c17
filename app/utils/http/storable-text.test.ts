import { expect, test } from "vitest";
import {
  findUnstorableText,
  isNestedTooDeep,
  isStorableText,
  maxNesting,
  unstorableTextError,
} from "./storable-text.ts";

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

test("the first bad string is found in the body's own order, a key before its value", () => {
  expect(findUnstorableText({ a: { x: "\u0000" }, "b\u0000": 1 })).toEqual(["a", "x"]);
  expect(findUnstorableText({ "a\u0000": "\u0000" })).toEqual(["a\u0000"]);
  expect(findUnstorableText([["ok", ["\u0007"]], "\u0000"])).toEqual([0, 1, 0]);
});

/** `[[[…]]]` or `{"a":{"a":…}}`, `depth` levels, holding `inner` at the bottom. */
function nested(depth: number, inner: unknown, asObject = false): unknown {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
  return value;
}

test("a body 100,000 levels deep is walked without overflowing the stack", () => {
  const array = JSON.parse(`${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`) as unknown;
  const path = findUnstorableText(array);
  expect(path).toHaveLength(100_000);
  expect(findUnstorableText(nested(100_000, "fine", true))).toBeNull();
  expect(isNestedTooDeep(array)).toBe(true);
  expect(isNestedTooDeep(nested(100_000, null, true))).toBe(true);
});

test("nesting is refused past the limit, and a pack file is well inside it", () => {
  expect(isNestedTooDeep(nested(maxNesting, "x"))).toBe(false);
  expect(isNestedTooDeep(nested(maxNesting + 1, "x"))).toBe(true);
  expect(isNestedTooDeep(nested(maxNesting, {}, true))).toBe(true);
  expect(isNestedTooDeep({ list: [1, [2, [3]]], other: { deep: nested(maxNesting - 1, 1) } })).toBe(
    true,
  );
  expect(
    isNestedTooDeep({
      pack: { metadata: { name: "Fun", tags: ["friends"] }, prompts: [{ text: "Hi" }] },
    }),
  ).toBe(false);
  expect(isNestedTooDeep("text")).toBe(false);
  expect(isNestedTooDeep(null)).toBe(false);
});
