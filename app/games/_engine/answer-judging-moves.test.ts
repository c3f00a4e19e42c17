import { expect, test } from "vitest";
import { z } from "zod/mini";
import { answerJudgingMoveSchemas } from "./answer-judging-moves.ts";

const schema = z.discriminatedUnion("type", [...answerJudgingMoveSchemas]);

test("a vote, a join and a split name the round and the answers' keys", () => {
  expect(schema.safeParse({ type: "vote", round: 1, answer: "ada:0", down: true }).success).toBe(
    true,
  );
  expect(schema.safeParse({ type: "join", round: 2, a: "ada:0", b: "bo:1" }).success).toBe(true);
  expect(schema.safeParse({ type: "split", round: 2, a: "ada:0", b: "bo:1" }).success).toBe(true);
});

test("a round before the first, or a key too long to be one, is refused", () => {
  expect(schema.safeParse({ type: "vote", round: 0, answer: "ada:0", down: true }).success).toBe(
    false,
  );
  expect(schema.safeParse({ type: "join", round: 1, a: "x".repeat(65), b: "bo:1" }).success).toBe(
    false,
  );
  expect(schema.safeParse({ type: "split", round: 1, a: "ada:0" }).success).toBe(false);
});
