import { describe, expect, it } from "vitest";
import { formProblems } from "#tests/mocks/form-problems.ts";
import { claimFormSchema } from "./claim-form.ts";

const problems = (fields: Record<string, string>) => formProblems(claimFormSchema, fields);

describe("a reward's claim form", () => {
  it("takes a catalogue reward and a calendar door", () => {
    expect(problems({ intent: "claim-reward", reward: "welcome" })).toBeNull();
    expect(problems({ intent: "claim-reward", reward: "xmas-2026-24" })).toBeNull();
  });

  it("refuses a reward the catalogue has no such id for as unknown", () => {
    for (const reward of ["", "free-coins", "xmas-2026-25", "xmas-2026-07"]) {
      expect(problems({ intent: "claim-reward", reward }), reward).toEqual({
        reward: ["unknown"],
      });
    }
    expect(problems({ intent: "claim-reward" })).toEqual({ reward: ["unknown"] });
  });

  it("refuses another form's intent", () => {
    expect(problems({ intent: "rename", reward: "welcome" })).toEqual({ intent: ["unknown"] });
  });
});
