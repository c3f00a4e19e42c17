import { describe, expect, it } from "vitest";
import { answerProblem } from "./editor-answer.ts";

describe("answerProblem", () => {
  it("is null for a success", () => {
    expect(answerProblem({ ok: true })).toBeNull();
  });

  it("passes on a known problem", () => {
    expect(answerProblem({ ok: false, problem: "publishLimit" })).toBe("publishLimit");
    expect(answerProblem({ ok: false, problem: "offline" })).toBe("offline");
  });

  it("reads anything else as a failure", () => {
    expect(answerProblem({ ok: false, problem: "Free accounts can have 3" })).toBe("failed");
    expect(answerProblem("<html>")).toBe("failed");
    expect(answerProblem(undefined)).toBe("failed");
  });
});
