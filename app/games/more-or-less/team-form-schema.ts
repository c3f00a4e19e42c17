import { z } from "zod/mini";
import { storableString } from "#app/utils/http/storable-string.ts";
import {
  maxRounds,
  maxTeamName,
  maxTeams,
  minRounds,
  minTeams,
  type OptionsProblem,
} from "./rules.ts";

/** What the team form can find wrong: the rule set's own codes, and text no phone can keep. */
export type TeamFormProblem = OptionsProblem | "unstorable";

const problem = (code: TeamFormProblem) => code;

const teamName = storableString({ error: problem("blankName") }, problem("unstorable")).check(
  z.trim(),
  z.minLength(1, problem("blankName")),
  z.maxLength(maxTeamName, problem("nameTooLong")),
);

/**
 * The team form (`teamNames[0]`, `teamNames[1]`, …, `rounds`), held to the limits the rule
 * set's `optionsProblemCode` checks the teams move with, each problem at its own field: a
 * second name the same as an earlier one (whatever its case) is the one marked.
 */
export const teamFormSchema = z.object({
  teamNames: z.array(teamName, { error: problem("teamCount") }).check(
    z.minLength(minTeams, problem("teamCount")),
    z.maxLength(maxTeams, problem("teamCount")),
    z.superRefine((names, context) => {
      const seen = new Set<string>();
      names.forEach((name, index) => {
        const key = name.toLocaleLowerCase();
        if (seen.has(key)) {
          context.addIssue({
            code: "custom",
            message: problem("duplicateName"),
            path: [index],
            input: name,
          });
        }
        seen.add(key);
      });
    }),
  ),
  rounds: z
    .int({ error: problem("rounds") })
    .check(z.gte(minRounds, problem("rounds")), z.lte(maxRounds, problem("rounds"))),
});

export type TeamFormFields = z.output<typeof teamFormSchema>;

/** Whether `code` is one the team form words. */
export function isTeamFormProblem(code: string): code is TeamFormProblem {
  return [
    "teamCount",
    "blankName",
    "nameTooLong",
    "duplicateName",
    "rounds",
    "unstorable",
  ].includes(code);
}
