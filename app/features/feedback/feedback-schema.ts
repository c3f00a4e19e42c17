import { parseWithZod } from "@conform-to/zod/v4";
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

/**
 * The page's form as transport only: the thumb is a radio button's value and an empty comment
 * arrives as nothing. It is translated into feedbackSchema's input and checked by it alone, so
 * the form and POST /api/feedback refuse the same feedback with the same codes.
 */
const formFields = z.object({
  feedback: z.optional(z.unknown()),
  positive: z.optional(z.unknown()),
  game: z.optional(z.unknown()),
});

export const feedbackFormSchema = z.pipe(
  formFields,
  z.pipe(
    z.transform(({ feedback, positive, game }: z.infer<typeof formFields>) => ({
      feedback: feedback ?? "",
      positive: positive === "up" ? true : positive === "down" ? false : undefined,
      game: game === "" ? undefined : game,
    })),
    feedbackSchema,
  ),
);

/**
 * The form's submission, for the page and its action alike. Conform's own coercion stays off:
 * it would turn the empty comment the translation above hands on back into nothing.
 */
export function parseFeedbackForm(form: FormData) {
  return parseWithZod(form, { schema: feedbackFormSchema, disableAutoCoercion: true });
}
