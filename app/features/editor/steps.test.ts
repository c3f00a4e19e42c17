import { expect, test } from "vitest";
import { stepFromName, stepName, stepPath } from "./steps.ts";

test("every step has its URL and back", () => {
  expect(stepPath(1)).toBe("/editor");
  expect(stepPath(3)).toBe("/editor/steps/Step3Setup");
  expect(stepPath(7)).toBe("/editor/steps/Step7Gameplay");
  for (const step of [1, 2, 3, 4, 5, 6, 7] as const) {
    expect(stepFromName(stepName(step))).toBe(step);
  }
});

test("names that are not steps are not found, case included", () => {
  expect(stepFromName("Step8Extra")).toBeNull();
  expect(stepFromName("step3setup")).toBeNull();
  expect(stepFromName("")).toBeNull();
});
