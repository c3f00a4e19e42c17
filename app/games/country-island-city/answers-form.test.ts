import { describe, expect, test } from "vitest";
import { formProblems } from "#tests/mocks/form-problems.ts";
import { answersAreSendable, answersFormSchema } from "./answers-form.ts";
import { maxAnswerLength } from "./rules.ts";

const problems = (fields: Record<string, string>) => formProblems(answersFormSchema, fields);

describe("the answers form's schema", () => {
  test("takes answers up to the rule set's length, and blank ones", () => {
    expect(problems({ country: "Denmark", island: "", city: "x".repeat(maxAnswerLength) })).toBe(
      null,
    );
    expect(problems({})).toBe(null);
  });

  test("says tooLong for an answer past the rule set's length", () => {
    expect(problems({ city: "x".repeat(maxAnswerLength + 1) })).toEqual({ city: ["tooLong"] });
  });

  test("says unstorable for an answer holding a character no room can keep", () => {
    expect(problems({ bonus: "Oslo\u0000" })).toEqual({ bonus: ["unstorable"] });
  });
});

describe("a draft the room may keep", () => {
  test("is one the form would take, and nothing else", () => {
    expect(answersAreSendable({ country: "Denmark" })).toBe(true);
    expect(answersAreSendable({ island: "\ud800" })).toBe(false);
    expect(answersAreSendable({ city: "x".repeat(maxAnswerLength + 1) })).toBe(false);
  });
});
