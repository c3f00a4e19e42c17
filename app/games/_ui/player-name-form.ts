import { z } from "zod/mini";
import type { Player } from "#app/games/_engine/players.ts";
import { rosterProblem, type RosterProblem } from "#app/games/_engine/roster.ts";

// The player-name form's schema. Every issue is a roster problem, a key of the play
// catalogue's `players.errors`, so the form words it in the visitor's language. The table lives
// on this phone, so the schema is checked against the names already at it.

const problem = (code: RosterProblem) => code;

/** The form that adds a name to `players`, a table of at most `limit`. */
export function playerNameFormSchema(players: readonly Player[], limit: number) {
  const isNot = (code: RosterProblem) => (typed: string) =>
    rosterProblem(players, typed, limit) !== code;
  return z.object({
    name: z
      .string({ error: problem("blank") })
      .check(
        z.refine(isNot("blank"), problem("blank")),
        z.refine(isNot("tooLong"), problem("tooLong")),
        z.refine(isNot("taken"), problem("taken")),
        z.refine(isNot("full"), problem("full")),
      ),
  });
}

/** Whether a schema's issue is a roster problem the form has words for. */
export function isRosterProblem(code: string | undefined): code is RosterProblem {
  return code === "blank" || code === "tooLong" || code === "taken" || code === "full";
}
