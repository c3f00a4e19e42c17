import { expect, test } from "vitest";
import { confirmsDeletion, deleteAccountSchema, deletionMessages } from "./account-deletion.ts";

test("only the exact username confirms a deletion", () => {
  expect(confirmsDeletion("mette", "mette")).toBe(true);
  expect(confirmsDeletion("  mette ", "mette")).toBe(true);
  expect(confirmsDeletion("Mette", "mette")).toBe(false);
  expect(confirmsDeletion("mett", "mette")).toBe(false);
  expect(confirmsDeletion("", "mette")).toBe(false);
});

test("the request body needs a typed confirmation", () => {
  expect(deleteAccountSchema.safeParse({ confirm: "mette" }).success).toBe(true);
  const blank = deleteAccountSchema.safeParse({ confirm: "   " });
  expect(blank.success ? null : blank.error.issues[0]?.message).toBe(deletionMessages.missing);
  const missing = deleteAccountSchema.safeParse({});
  expect(missing.success ? null : missing.error.issues[0]?.message).toBe(deletionMessages.missing);
  expect(deleteAccountSchema.safeParse({ confirm: 42 }).success).toBe(false);
  const unstorable = deleteAccountSchema.safeParse({ confirm: "me\u0000" });
  expect(unstorable.error?.issues[0]?.message).toBe(
    "confirm contains a character that can't be saved",
  );
});
