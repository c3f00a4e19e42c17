import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { maxRounds, maxTeamName, maxTeams, optionsProblemCode } from "./rules.ts";
import { teamFormSchema } from "./team-form-schema.ts";

function form(names: readonly string[], rounds: string | null = "3"): FormData {
  const data = new FormData();
  names.forEach((name, index) => data.set(`teamNames[${index}]`, name));
  if (rounds !== null) data.set("rounds", rounds);
  return data;
}

function check(names: readonly string[], rounds: string | null = "3") {
  const submission = parseWithZod(form(names, rounds), { schema: teamFormSchema });
  return submission.status === "success"
    ? { value: submission.value, error: null }
    : { value: null, error: submission.error };
}

describe("the team form's schema", () => {
  test("takes two to six named teams and the rounds, trimmed and as a number", () => {
    expect(check([" Owls ", "Foxes"]).value).toEqual({ teamNames: ["Owls", "Foxes"], rounds: 3 });
    expect(check(Array.from({ length: maxTeams }, (_, index) => `Team ${index}`)).error).toBe(null);
  });

  test("says teamCount at the list for one team or too many", () => {
    expect(check(["Owls"]).error).toEqual({ teamNames: ["teamCount"] });
    const many = Array.from({ length: maxTeams + 1 }, (_, index) => `Team ${index}`);
    expect(check(many).error).toEqual({ teamNames: ["teamCount"] });
  });

  test("says blankName and nameTooLong at the team whose name it is", () => {
    expect(check(["Owls", "   "]).error).toEqual({ "teamNames[1]": ["blankName"] });
    expect(check(["x".repeat(maxTeamName + 1), "Foxes"]).error).toEqual({
      "teamNames[0]": ["nameTooLong"],
    });
  });

  test("says duplicateName at the later of two names that differ only in case", () => {
    expect(check(["Team 1", "team 1 "]).error).toEqual({ "teamNames[1]": ["duplicateName"] });
  });

  test("says rounds for a count out of range, or none", () => {
    expect(check(["Owls", "Foxes"], String(maxRounds + 1)).error).toEqual({ rounds: ["rounds"] });
    expect(check(["Owls", "Foxes"], "0").error).toEqual({ rounds: ["rounds"] });
    expect(check(["Owls", "Foxes"], "2.5").error).toEqual({ rounds: ["rounds"] });
    expect(check(["Owls", "Foxes"], null).error).toEqual({ rounds: ["rounds"] });
  });

  test("says unstorable for a name holding a control character", () => {
    expect(check(["Owls\u0001", "Foxes"]).error).toEqual({ "teamNames[0]": ["unstorable"] });
  });

  test("finds a problem whenever the rule set's check does", () => {
    const cases: [string[], number][] = [
      [["Owls"], 3],
      [["Owls", ""], 3],
      [["Owls", "x".repeat(maxTeamName + 1)], 3],
      [["Owls", "OWLS"], 3],
      [["Owls", "Foxes"], 0],
      [["Owls", "Foxes"], 3],
    ];
    for (const [names, rounds] of cases) {
      expect(check(names, String(rounds)).error === null).toBe(
        optionsProblemCode({ teamNames: names, rounds }) === null,
      );
    }
  });
});
