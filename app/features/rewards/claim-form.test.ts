import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { claimFormSchema } from "./claim-form.ts";

function problems(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: claimFormSchema });
  return submission.status === "success" ? null : submission.error;
}

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
