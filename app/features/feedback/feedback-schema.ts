import { z } from "zod/mini";
import { storableString } from "#app/utils/http/storable-string.ts";
import { catalogue } from "#app/games/catalogue.ts";

export const feedbackMaxLength = 2000;

/** Feedback is about one of our games or tools, or about the site as a whole. */
const feedbackTopics: readonly string[] = ["site", ...catalogue.map((entry) => entry.slug)];

// Feedback (docs/product-rules.md#feedback): the comment, thumbs up or down, and its game.
export const feedbackSchema = z.object(
  {
    feedback: storableString({ error: "Feedback must be text" }).check(
      z.trim(),
      z.maxLength(feedbackMaxLength, `Keep feedback under ${feedbackMaxLength} characters`),
    ),
    positive: z.boolean({ error: "Say whether the feedback is positive (true or false)" }),
    game: z.string({ error: "Name the game the feedback is about" }).check(
      z.trim(),
      z.refine((game) => feedbackTopics.includes(game), "Game must be one of Party Dojo's games"),
    ),
  },
  { error: "Send a JSON object with feedback, positive and game" },
);

export type FeedbackInput = z.infer<typeof feedbackSchema>;
