import { expect, test } from "vitest";
import {
  confirmsDeletion,
  deleteAccountSchema,
  deleteAccountSchemaFor,
} from "./account-deletion.ts";

test("only the exact username confirms a deletion", () => {
  expect(confirmsDeletion("mette", "mette")).toBe(true);
  expect(confirmsDeletion("  mette ", "mette")).toBe(true);
  expect(confirmsDeletion("Mette", "mette")).toBe(false);
  expect(confirmsDeletion("mett", "mette")).toBe(false);
  expect(confirmsDeletion("", "mette")).toBe(false);
});

test("the request body needs a typed confirmation; its problems are codes", () => {
  expect(deleteAccountSchema.safeParse({ confirm: "mette" }).success).toBe(true);
  const blank = deleteAccountSchema.safeParse({ confirm: "   " });
  expect(blank.success ? null : blank.error.issues[0]?.message).toBe("missing");
  const missing = deleteAccountSchema.safeParse({});
  expect(missing.success ? null : missing.error.issues[0]?.message).toBe("missing");
  expect(deleteAccountSchema.safeParse({ confirm: 42 }).success).toBe(false);
  const unstorable = deleteAccountSchema.safeParse({ confirm: "me\u0000" });
  expect(unstorable.error?.issues[0]?.message).toBe(
    "confirm contains a character that can't be saved",
  );
});

test("in the browser, which knows the username, a mismatch is said before sending", () => {
  const schema = deleteAccountSchemaFor("mette");
  expect(schema.safeParse({ confirm: " mette " }).success).toBe(true);
  const wrong = schema.safeParse({ confirm: "Mette" });
  expect(wrong.success ? null : wrong.error.issues[0]?.message).toBe("mismatch");
  const blank = schema.safeParse({ confirm: "" });
  expect(blank.success ? null : blank.error.issues[0]?.message).toBe("missing");
});
