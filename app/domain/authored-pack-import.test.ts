import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { authoredPackInputSchema } from "./authored-pack.ts";
import { readPackFile, readPackFileText } from "./authored-pack-import.ts";

function fixture(name: string): string {
  return readFileSync(new URL(`../../tests/fixtures/packs/${name}`, import.meta.url), "utf8");
}

describe("readPackFileText", () => {
  it.each(["top-level.json", "under-pack.json", "under-metadata.json", "under-pack-metadata.json"])(
    "finds the pack in %s",
    (name) => {
      const result = readPackFileText(fixture(name));
      if (!result.ok) throw new Error(result.problem);
      expect(result.pack.likes).toBe(12);
      expect(result.pack.plays).toBe(40);
      const parsed = authoredPackInputSchema.parse(result.pack);
      expect(parsed).toEqual({
        metadata: {
          name: "Office Party",
          description: "Cards for the team night out.",
          author: "Priya",
          explicit: false,
          alcohol: true,
          language: "en",
          tags: ["work", "draft"],
        },
        prompts: [
          { text: "Never have I ever replied-all by mistake." },
          { text: "Who is most likely to bring cake?" },
        ],
      });
    },
  );

  it("fails with a clear error when the shape can't be determined", () => {
    expect(readPackFileText(fixture("unknown-shape.json"))).toEqual({
      ok: false,
      problem: "unknownShape",
    });
    expect(readPackFile([1, 2])).toEqual({ ok: false, problem: "unknownShape" });
    expect(readPackFile(null)).toEqual({ ok: false, problem: "unknownShape" });
    expect(readPackFileText("{ not json")).toEqual({ ok: false, problem: "notJson" });
  });

  it("treats counters that aren't counts as 0", () => {
    const result = readPackFile({ name: "x", prompts: [], likes: -4, plays: "many" });
    expect(result).toMatchObject({ ok: true, pack: { likes: 0, plays: 0 } });
  });

  it("leaves validation to the schema, with its messages", () => {
    const result = readPackFile({ name: "  ", prompts: [{ text: "" }] });
    if (!result.ok) throw new Error(result.problem);
    const parsed = authoredPackInputSchema.safeParse(result.pack);
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      "nameRequired",
      "descriptionRequired",
      "authorRequired",
      "promptTextRequired",
    ]);
  });
});
