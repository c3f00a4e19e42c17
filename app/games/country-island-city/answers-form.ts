import { z } from "zod/mini";
import { storableString } from "#app/utils/http/storable-string.ts";
import { maxAnswerLength, type Column } from "./rules.ts";

/**
 * What can be wrong with one typed answer: longer than the rule set keeps, or holding a
 * character no room can store (worded from `common:formProblems`).
 */
export type AnswerProblem = "tooLong" | "unstorable";

// A blank answer is allowed: it scores 0, as a blank line on paper does.
const answer = z.optional(
  storableString(undefined, "unstorable").check(z.maxLength(maxAnswerLength, "tooLong")),
);

/**
 * A player's answers in a room round, one field per column: checked on the phone before the
 * move is sent, with the limit the rule set's move schema holds them to.
 */
export const answersFormSchema = z.object({
  country: answer,
  island: answer,
  city: answer,
  bonus: answer,
});

export type AnswersFormFields = z.output<typeof answersFormSchema>;

/** Whether typed answers may be kept as a draft in the room: the form's own rule. */
export function answersAreSendable(answers: Partial<Record<Column, string>>): boolean {
  return answersFormSchema.safeParse(answers).success;
}
