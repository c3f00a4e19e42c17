import { expect, test } from "vitest";
import { isThisPage, pageNow } from "./page-clock.ts";

test("a reading taken here is this page's; a saved one from another page is not", () => {
  const reading = pageNow();
  expect(isThisPage(reading)).toBe(true);
  expect(isThisPage(reading + 0.123)).toBe(false);
});

test("old readings are forgotten once a thousand newer ones are kept", () => {
  const first = pageNow();
  // More than a thousand, as two quick readings can be equal.
  for (let tick = 0; tick < 3000; tick++) pageNow();
  expect(isThisPage(first)).toBe(false);
  expect(isThisPage(pageNow())).toBe(true);
});
