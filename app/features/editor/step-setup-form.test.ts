import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { packMetadataSchema } from "#app/domain/authored-pack.ts";

/** Step 3's form as the browser sends it: a switch that is on sends "on", one that is off nothing. */
function formOf(fields: Record<string, string>, tags: string[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  tags.forEach((tag, index) => form.set(`tags[${index}]`, tag));
  return form;
}

const filled = { name: " Friday ", description: "For the bar", author: "Mette", language: "da" };

/** What Next finds: the metadata it moves on with, or each field's problem code. */
function read(form: FormData) {
  const submission = parseWithZod(form, { schema: packMetadataSchema });
  return submission.status === "success" ? submission.value : submission.error;
}

test("a filled form passes, trimmed, with its switches and tags", () => {
  expect(read(formOf({ ...filled, alcohol: "on" }, ["Friday", "draft"]))).toEqual({
    name: "Friday",
    description: "For the bar",
    author: "Mette",
    language: "da",
    explicit: false,
    alcohol: true,
    tags: ["friday", "draft"],
  });
});

test("a blank or missing text field is its own required code", () => {
  expect(read(formOf({ ...filled, name: "   ", description: "" }))).toEqual({
    name: ["nameRequired"],
    description: ["descriptionRequired"],
  });
  const { author: _, ...noAuthor } = filled;
  expect(read(formOf(noAuthor))).toEqual({ author: ["authorRequired"] });
});

test("text past its limit, a language that isn't one and a bad tag are each their code", () => {
  expect(read(formOf({ ...filled, name: "x".repeat(61) }))).toEqual({ name: ["nameTooLong"] });
  expect(read(formOf({ ...filled, language: "xx" }))).toEqual({ language: ["languageInvalid"] });
  expect(read(formOf(filled, ["no spaces please"]))).toEqual({ "tags[0]": ["tagInvalid"] });
});
