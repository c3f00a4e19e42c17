import { expect, test } from "vitest";
import { prerenderedPaths } from "./prerendered-paths.ts";

test("checkout result pages that read the visitor's Premium are rendered on request", () => {
  const paths = prerenderedPaths();
  expect(paths).not.toContain("/info/premium-processing");
  expect(paths).not.toContain("/info/premium-confirmation");
  // The same for everyone, so still files.
  expect(paths).toContain("/info/premium-cancelled");
  expect(paths).toContain("/info/premium-failed");
});
