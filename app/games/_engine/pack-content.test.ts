import { describe, expect, test } from "vitest";
import { packContentSchema } from "./pack-content.ts";

const pack = {
  id: "test-pack",
  name: " Test pack ",
  description: "A pack written for the tests.",
  language: "en",
  explicit: false,
  alcohol: true,
  premium: false,
  lists: [
    { elements: ["  A plain prompt  ", { text: "A dare", kind: "dare" }, { text: "Kindless" }] },
  ],
};

function messages(value: unknown): string[] {
  return packContentSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe("packContentSchema", () => {
  test("trims text and gives a card without a kind the kind prompt", () => {
    const parsed = packContentSchema.parse(pack);
    expect(parsed.name).toBe("Test pack");
    expect(parsed.lists[0]?.elements).toEqual([
      "A plain prompt",
      { text: "A dare", kind: "dare" },
      { text: "Kindless", kind: "prompt" },
    ]);
  });

  test("a virus card needs turns (2–20) and a cure; other cards have neither", () => {
    const virus = { text: "Talk like a pirate", kind: "virus", turns: 3, cure: "Speak normally" };
    const withElement = (element: unknown) => ({ ...pack, lists: [{ elements: [element] }] });
    expect(packContentSchema.parse(withElement(virus)).lists[0]?.elements[0]).toEqual(virus);
    const problem = "A virus card needs turns and cure; other cards have neither";
    expect(messages(withElement({ ...virus, cure: undefined }))).toEqual([problem]);
    expect(messages(withElement({ text: "Dare", kind: "dare", turns: 3, cure: "x" }))).toEqual([
      problem,
    ]);
    expect(
      packContentSchema.safeParse(withElement({ ...virus, turns: 1 })).error?.issues,
    ).toHaveLength(1);
    expect(packContentSchema.safeParse(withElement({ ...virus, turns: 2.5 })).success).toBe(false);
    expect(packContentSchema.safeParse(withElement({ ...virus, turns: 20 })).success).toBe(true);
  });

  test("prompt text is required and kept under 280 characters", () => {
    expect(messages({ ...pack, lists: [{ elements: ["   "] }] })).toContain(
      "Prompt text is required",
    );
    expect(messages({ ...pack, lists: [{ elements: [{ text: "x".repeat(281) }] }] })).toContain(
      "Keep prompts under 280 characters",
    );
  });

  test("a pack has one or two lists, none of them empty, and a slug for an id", () => {
    expect(packContentSchema.safeParse({ ...pack, lists: [] }).success).toBe(false);
    expect(packContentSchema.safeParse({ ...pack, lists: [{ elements: [] }] }).success).toBe(false);
    const list = pack.lists[0];
    expect(packContentSchema.safeParse({ ...pack, lists: [list, list] }).success).toBe(true);
    expect(packContentSchema.safeParse({ ...pack, lists: [list, list, list] }).success).toBe(false);
    expect(messages({ ...pack, id: "Test Pack" })).toEqual([
      "Pack ids are lower-case words joined by dashes",
    ]);
  });
});
