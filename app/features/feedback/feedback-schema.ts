import { z } from "zod/mini";
import { storableString } from "#app/utils/http/storable-string.ts";
import { catalogue } from "#app/games/catalogue.ts";

export const feedbackMaxLength = 2000;

/** Feedback is about one of our games or tools, or about the site as a whole. */
const feedbackTopics: readonly string[] = ["site", ...catalogue.map((entry) => entry.slug)];

/** Why feedback was refused, in the API's words (docs/errors.md); forms word the codes. */
export const feedbackMessages = {
  text: "Feedback must be text",
  length: `Keep feedback under ${feedbackMaxLength} characters`,
  positive: "Say whether the feedback is positive (true or false)",
  game: "Name the game the feedback is about",
  unknownGame: "Game must be one of Party Dojo's games",
  shape: "Send a JSON object with feedback, positive and game",
} as const;

export type FeedbackProblem = keyof typeof feedbackMessages;

const problem = (code: FeedbackProblem) => code;

const comment = storableString({ error: problem("text") }).check(
  z.trim(),
  z.maxLength(feedbackMaxLength, problem("length")),
);
const topic = z.string({ error: problem("game") }).check(
  z.trim(),
  z.refine((game) => feedbackTopics.includes(game), problem("unknownGame")),
);

// Feedback (docs/product-rules.md#feedback): the comment, thumbs up or down, and its game.
// Its issues are codes.
export const feedbackSchema = z.object(
  { feedback: comment, positive: z.boolean({ error: problem("positive") }), game: topic },
  { error: problem("shape") },
);

export type FeedbackInput = z.infer<typeof feedbackSchema>;

/** The same feedback as the page's form sends it: the thumb is a radio button's value. */
export const feedbackFormSchema = z.object({
  feedback: z.optional(comment),
  positive: z.enum(["up", "down"], { error: problem("positive") }),
  game: topic,
});
