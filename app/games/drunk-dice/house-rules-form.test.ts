import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { classicRules, houseRulesFormSchema, houseRulesRefusal } from "./rules.ts";

/** The house-rules form as it is posted: switches that are on send "on", others nothing. */
function formOf(change: (fields: Map<string, string>) => void = () => {}) {
  const fields = new Map<string, string>();
  classicRules.totals.forEach((entry, index) => {
    fields.set(`totals[${index}].total`, String(entry.total));
    fields.set(`totals[${index}].outcome`, entry.outcome);
  });
  fields.set("anyThree", "on");
  fields.set("doubles", "on");
  fields.set("sips", String(classicRules.sips));
  change(fields);
  const form = new FormData();
  for (const [name, value] of fields) form.set(name, value);
  return form;
}

/** The form's first problem as its refusal's code, or the table it reads. */
function read(form: FormData) {
  const submission = parseWithZod(form, { schema: houseRulesFormSchema });
  if (submission.status === "success") return submission.value;
  return houseRulesRefusal(Object.values(submission.error ?? {}).flat()[0] ?? undefined).code;
}

test("reads the whole table from the form's fields, a switch left off as off", () => {
  expect(read(formOf())).toEqual(classicRules);
  expect(read(formOf((fields) => fields.delete("doubles")))).toEqual({
    ...classicRules,
    doubles: false,
  });
});

test("a sip count that isn't a whole number in range is the sips refusal", () => {
  for (const sips of ["", "0", "1.5", "lots", "11"]) {
    expect(read(formOf((fields) => fields.set("sips", sips))), sips).toBe("drunkDice.sips");
  }
});

test("an outcome that isn't one, or a missing total, is the totals refusal", () => {
  expect(read(formOf((fields) => fields.set("totals[2].outcome", "drinkTheSea")))).toBe(
    "drunkDice.totals",
  );
  expect(read(formOf((fields) => fields.delete("totals[0].total")))).toBe("drunkDice.totals");
});
