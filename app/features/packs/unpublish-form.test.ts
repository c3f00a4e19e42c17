import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { unpublishFormSchema } from "./unpublish-form.ts";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("the unpublish form", () => {
  it("takes a pack's id", () => {
    const submission = parseWithZod(form({ packId: "abcdefghij" }), {
      schema: unpublishFormSchema,
    });
    expect(submission.status).toBe("success");
  });

  it.each([["ABCDEFGHIJ"], ["short"], ["abcdefghij0"], [""]])("refuses %j as no pack", (packId) => {
    const submission = parseWithZod(form({ packId }), { schema: unpublishFormSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ packId: ["notFound"] });
  });

  it("refuses a post without a pack", () => {
    const submission = parseWithZod(form({}), { schema: unpublishFormSchema });
    expect(submission.reply().error).toEqual({ packId: ["notFound"] });
  });
});
