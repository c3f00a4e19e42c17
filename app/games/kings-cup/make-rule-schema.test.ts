import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { makeRuleFormSchema } from "./make-rule-schema.ts";
import { maxRuleLength, minRuleLength, type MadeRule } from "./rules.ts";

const made: MadeRule[] = [{ text: "No first names", by: { id: "a", name: "Ada" } }];

function problems(text: string | null) {
  const data = new FormData();
  if (text !== null) data.set("text", text);
  const submission = parseWithZod(data, { schema: makeRuleFormSchema(made) });
  return submission.status === "success" ? null : submission.error;
}

describe("the make-a-rule form's schema", () => {
  test("takes a new rule of the rule set's length", () => {
    expect(problems("No pointing")).toBe(null);
    expect(problems("x".repeat(minRuleLength))).toBe(null);
    expect(problems("x".repeat(maxRuleLength))).toBe(null);
  });

  test("says kingsCup.ruleLength for no rule, a short one and a long one", () => {
    const length = { text: ["kingsCup.ruleLength"] };
    expect(problems(null)).toEqual(length);
    expect(problems("   ")).toEqual(length);
    expect(problems("x".repeat(minRuleLength - 1))).toEqual(length);
    expect(problems("x".repeat(maxRuleLength + 1))).toEqual(length);
  });

  test("says kingsCup.ruleRepeated for a rule the table already has, whatever its case", () => {
    expect(problems("no FIRST names")).toEqual({ text: ["kingsCup.ruleRepeated"] });
  });

  test("says unstorable for a rule holding a control character", () => {
    expect(problems("No \u0007 pointing")).toEqual({ text: ["unstorable"] });
  });
});
