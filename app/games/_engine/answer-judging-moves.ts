import { z } from "zod/mini";

const roundSchema = z.int().check(z.gte(1));
const keySchema = z.string().check(z.maxLength(64));

/**
 * The moves that judge a round's revealed answers (answer-match.ts's AnswerJudgingMove), as the
 * written-answers games (Category, Country Island City) list them in their move schemas: a
 * vote against an answer, and the host's word that two answers are the same or not.
 */
export const answerJudgingMoveSchemas = [
  z.object({ type: z.literal("vote"), round: roundSchema, answer: keySchema, down: z.boolean() }),
  z.object({ type: z.literal("join"), round: roundSchema, a: keySchema, b: keySchema }),
  z.object({ type: z.literal("split"), round: roundSchema, a: keySchema, b: keySchema }),
] as const;
