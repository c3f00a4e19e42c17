import { z } from "zod";

export const feedbackMaxLength = 2000;

// SPEC §3 Feedback: the comment, thumbs up or down, and the game it is about.
export const feedbackSchema = z.object(
  {
    feedback: z
      .string({ error: "Feedback must be text" })
      .trim()
      .max(feedbackMaxLength, `Keep feedback under ${feedbackMaxLength} characters`),
    positive: z.boolean({ error: "Say whether the feedback is positive (true or false)" }),
    game: z
      .string({ error: "Name the game the feedback is about" })
      .trim()
      .min(1, "Name the game the feedback is about")
      .max(80, "Game names are at most 80 characters")
      .regex(/^[a-z0-9-]+$/, "Game must be a game slug such as never-have-i-ever"),
  },
  { error: "Send a JSON object with feedback, positive and game" },
);

export type FeedbackInput = z.infer<typeof feedbackSchema>;
