import { expect, test } from "vitest";
import { pageBook, pageMarks } from "./seen-book.ts";

test("a page's own history holds the cards it marked, once each, until their list starts over", () => {
  const none = pageBook();
  expect(none.has("nhie-warm-up:0:1")).toBe(false);

  const marked = none.mark("nhie-warm-up:0:1").mark("nhie-spicy:0:4");
  expect(marked.has("nhie-warm-up:0:1")).toBe(true);
  expect(marked.listTest("nhie-spicy", 0)("nhie-spicy:0:4")).toBe(true);
  expect(marked.listTest("nhie-spicy", 0)("nhie-spicy:0:5")).toBe(false);
  expect(marked.mark("nhie-spicy:0:4")).toBe(marked);
  expect(pageMarks(marked)).toEqual(["nhie-warm-up:0:1", "nhie-spicy:0:4"]);

  const forgotten = marked.forget("nhie-spicy", 0);
  expect(pageMarks(forgotten)).toEqual(["nhie-warm-up:0:1"]);
  // A pack's other list is another list.
  expect(pageMarks(marked.forget("nhie-warm-up", 1))).toEqual(pageMarks(marked));
});

test("only a page's own history has marks to hand over", () => {
  const stored = {
    has: () => true,
    listTest: () => () => true,
    mark: () => stored,
    forget: () => stored,
  };
  expect(pageMarks(stored)).toEqual([]);
  expect(pageMarks(undefined)).toEqual([]);
});
