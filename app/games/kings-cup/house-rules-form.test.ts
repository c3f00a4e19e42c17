import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { classicRules, houseRulesFormSchema, houseRulesRefusal } from "./rules.ts";

/** The house-rules form as it is posted: every rank's rule and cost, as text. */
function formOf(change: (fields: Map<string, string>) => void = () => {}) {
  const fields = new Map<string, string>();
  classicRules.ranks.forEach((entry, index) => {
    fields.set(`ranks[${index}].rank`, String(entry.rank));
    fields.set(`ranks[${index}].rule`, entry.rule);
    fields.set(`ranks[${index}].sips`, String(entry.sips));
  });
  change(fields);
  const form = new FormData();
  for (const [name, value] of fields) form.set(name, value);
  return form;
}

/** The form's first problem as its refusal's code, or the table it reads. */
function read(form: FormData) {
  const submission = parseWithZod(form, { schema: houseRulesFormSchema });
  if (submission.status === "success") return submission.value;
  const problem = Object.values(submission.error ?? {}).flat()[0] ?? "";
  return houseRulesRefusal(problem).code;
}

test("reads the whole table from the form's fields", () => {
  expect(read(formOf())).toEqual(classicRules);
});

test("a cost that isn't a whole number in range is the sips refusal", () => {
  for (const sips of ["", "0", "2.5", "many", "99"]) {
    expect(read(formOf((fields) => fields.set("ranks[3].sips", sips))), sips).toBe("kingsCup.sips");
  }
});

test("a rule that isn't one, or a missing rank, is the ranks refusal", () => {
  expect(read(formOf((fields) => fields.set("ranks[0].rule", "drinkEverything")))).toBe(
    "kingsCup.ranks",
  );
  expect(read(formOf((fields) => fields.delete("ranks[11].rank")))).toBe("kingsCup.ranks");
});
