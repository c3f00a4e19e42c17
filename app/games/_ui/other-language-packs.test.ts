import { describe, expect, test } from "vitest";
import { isSentPack } from "./other-language-packs.ts";

describe("isSentPack", () => {
  const sent = {
    id: "warm",
    name: "Warm-up",
    description: "Gentle openers.",
    language: "en",
    explicit: false,
    alcohol: false,
    premium: false,
    level: "mild",
    game: "never-have-i-ever",
    locked: false,
    promptCount: 2,
    oneList: false,
    lists: [
      { elements: ["Never have I ever…", { text: "Sick", kind: "virus", turns: 3, cure: "Sing" }] },
    ],
  };

  test("takes a pack as the pages and the API send it", () => {
    expect(isSentPack(sent)).toBe(true);
  });

  test("refuses anything else: a missing field, an unknown kind, a half virus", () => {
    expect(isSentPack({ ...sent, locked: undefined })).toBe(false);
    expect(isSentPack({ ...sent, language: "sv" })).toBe(false);
    expect(isSentPack({ ...sent, lists: [{ elements: [{ text: "x", kind: "riddle" }] }] })).toBe(
      false,
    );
    expect(
      isSentPack({ ...sent, lists: [{ elements: [{ text: "x", kind: "virus", turns: 3 }] }] }),
    ).toBe(false);
    expect(isSentPack(null)).toBe(false);
    expect(isSentPack([sent])).toBe(false);
  });
});
