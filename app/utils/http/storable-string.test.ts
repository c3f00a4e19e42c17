import { expect, test } from "vitest";
import { z } from "zod/mini";
import { storableString } from "./storable-string.ts";

const schema = z.object({
  prompts: z.array(
    z.object({ text: storableString().check(z.trim(), z.minLength(1, "Prompt text is required")) }),
  ),
});

test("storable text passes, trimmed like any string", () => {
  expect(schema.parse({ prompts: [{ text: "  Skål 🍻\nline two  " }] })).toEqual({
    prompts: [{ text: "Skål 🍻\nline two" }],
  });
});

test("a NUL or a lone surrogate is the first issue, naming the field by its path", () => {
  for (const text of ["b\u0000d", "\ud800"]) {
    const result = schema.safeParse({ prompts: [{ text: "fine" }, { text }] });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["prompts", 1, "text"],
      message: "prompts.1.text contains a character that can't be saved",
    });
  }
});

test("the string's own error stays for what is not a string", () => {
  expect(storableString({ error: "Write a dare first" }).safeParse(7).error?.issues).toEqual([
    expect.objectContaining({ message: "Write a dare first" }),
  ]);
});
