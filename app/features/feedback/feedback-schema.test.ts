import { expect, test } from "vitest";
import { feedbackMaxLength, feedbackSchema } from "./feedback-schema.ts";

const message = (input: unknown) => {
  const result = feedbackSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

test("accepts feedback about a game or the site, trimmed", () => {
  expect(
    feedbackSchema.parse({ feedback: "  great  ", positive: true, game: "squiffy" }).feedback,
  ).toBe("great");
  expect(message({ feedback: "", positive: false, game: "site" })).toBeNull();
});

test("refuses a game that does not exist", () => {
  expect(message({ feedback: "", positive: true, game: "beer-chess" })).toBe("unknownGame");
});

test("caps the length", () => {
  expect(
    message({ feedback: "x".repeat(feedbackMaxLength + 1), positive: true, game: "mix" }),
  ).toBe("length");
});

test("refuses text that can't be saved, naming the field", () => {
  expect(message({ feedback: "b\ud800d", positive: true, game: "mix" })).toBe(
    "feedback contains a character that can't be saved",
  );
});

test("needs a thumb", () => {
  expect(message({ feedback: "", game: "mix" })).toBe("positive");
});
