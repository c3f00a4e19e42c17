import { describe, expect, it } from "vitest";
import { answerIssue, answerProblem } from "./editor-answer.ts";

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

describe("answerIssue", () => {
  it("names a pack problem of an invalid answer", () => {
    expect(answerIssue({ ok: false, problem: "invalid", issue: "nameRequired" })).toBe(
      "nameRequired",
    );
  });

  it("is null without one, or with something that isn't a pack problem", () => {
    expect(answerIssue({ ok: false, problem: "invalid" })).toBeNull();
    expect(
      answerIssue({ ok: false, problem: "invalid", issue: "Game name is required" }),
    ).toBeNull();
    expect(answerIssue(undefined)).toBeNull();
  });
});
