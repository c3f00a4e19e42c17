import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { editorFormProblem, editorFormSchema } from "./editor-form.ts";

const packId = "abcdefghij";

/** What the action reads from a posted form: its fields, or the problem it answers. */
function read(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: editorFormSchema });
  return submission.status === "success"
    ? submission.value
    : { problem: editorFormProblem(submission.error) };
}

test("takes a save, with or without the pack's id, an import and a share", () => {
  expect(read({ intent: "save", id: "", draft: "true", pack: "{}" })).toEqual({
    intent: "save",
    draft: "true",
    pack: "{}",
  });
  expect(read({ intent: "save", id: packId, pack: "{}" })).toEqual({
    intent: "save",
    id: packId,
    pack: "{}",
  });
  expect(read({ intent: "import", pack: "{}" })).toEqual({ intent: "import", pack: "{}" });
  expect(read({ intent: "share", id: packId })).toEqual({ intent: "share", id: packId });
});

test("a save without a pack is invalid, and one with an odd draft flag failed", () => {
  expect(read({ intent: "save" })).toEqual({ problem: "invalid" });
  expect(read({ intent: "save", draft: "maybe", pack: "{}" })).toEqual({ problem: "failed" });
});

test("an import without a file's text is unknownShape", () => {
  expect(read({ intent: "import" })).toEqual({ problem: "unknownShape" });
});

test("a share without a pack's id, or with something else, is notFound", () => {
  expect(read({ intent: "share" })).toEqual({ problem: "notFound" });
  expect(read({ intent: "share", id: "../admin" })).toEqual({ problem: "notFound" });
});

test("a missing or unknown intent failed", () => {
  expect(read({})).toEqual({ problem: "failed" });
  expect(read({ intent: "delete", id: packId })).toEqual({ problem: "failed" });
});
