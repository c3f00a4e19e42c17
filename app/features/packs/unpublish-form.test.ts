import { describe, expect, it } from "vitest";
import { formProblems } from "#tests/mocks/form-problems.ts";
import { unpublishFormSchema } from "./unpublish-form.ts";

describe("the unpublish form", () => {
  it("takes a pack's id", () => {
    expect(formProblems(unpublishFormSchema, { packId: "abcdefghij" })).toBeNull();
  });

  it.each([["ABCDEFGHIJ"], ["short"], ["abcdefghij0"], [""]])("refuses %j as no pack", (packId) => {
    expect(formProblems(unpublishFormSchema, { packId })).toEqual({ packId: ["notFound"] });
  });

  it("refuses a post without a pack", () => {
    expect(formProblems(unpublishFormSchema, {})).toEqual({ packId: ["notFound"] });
  });
});
