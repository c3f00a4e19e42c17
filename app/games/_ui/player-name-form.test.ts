import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { playerNameFormSchema } from "./player-name-form.ts";

const table = [{ name: "Ali", notDrinking: false }];

/** What the form says about a typed name, as Conform reads it on submit. */
function problems(typed: string | null, limit = 8) {
  const form = new FormData();
  if (typed !== null) form.set("name", typed);
  const submission = parseWithZod(form, { schema: playerNameFormSchema(table, limit) });
  return submission.status === "success" ? submission.value : submission.error;
}

test("takes a name that can join the table", () => {
  expect(problems("  Freja ")).toEqual({ name: "  Freja " });
});

test("refuses a missing or blank name as blank", () => {
  expect(problems(null)).toEqual({ name: ["blank"] });
  expect(problems("")).toEqual({ name: ["blank"] });
  expect(problems("   ")).toEqual({ name: ["blank"] });
});

test("refuses a name that is too long, already at the table or past the limit, each with its code", () => {
  expect(problems("x".repeat(21))).toEqual({ name: ["tooLong"] });
  expect(problems(" ali ")).toEqual({ name: ["taken"] });
  expect(problems("Bo", 1)).toEqual({ name: ["full"] });
});
