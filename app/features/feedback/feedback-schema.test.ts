import { expect, test } from "vitest";
import { feedbackMaxLength, feedbackSchema, parseFeedbackForm } from "./feedback-schema.ts";

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

test("the form's feedback is checked by the API's schema, with the same codes", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return parseFeedbackForm(data);
  };
  const problems = (fields: Record<string, string>) => {
    const submission = form(fields);
    return submission.status === "success" ? null : submission.error;
  };
  const sent = form({ feedback: "  fun  ", positive: "down", game: "squiffy" });
  expect(sent.status === "success" && sent.value).toEqual({
    feedback: "fun",
    positive: false,
    game: "squiffy",
  });
  const empty = form({ positive: "up", game: "site" });
  expect(empty.status === "success" && empty.value).toEqual({
    feedback: "",
    positive: true,
    game: "site",
  });
  expect(problems({ positive: "sideways", game: "mix" })).toEqual({ positive: ["positive"] });
  expect(problems({ positive: "up", game: "beer-chess" })).toEqual({ game: ["unknownGame"] });
  expect(problems({ positive: "up", game: "" })).toEqual({ game: ["game"] });
  expect(
    problems({ feedback: "x".repeat(feedbackMaxLength + 1), positive: "up", game: "mix" }),
  ).toEqual({ feedback: ["length"] });
});
