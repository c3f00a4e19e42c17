import { describe, expect, test } from "vitest";
import { packContentSchema } from "./pack-content-schema.ts";
import { playablePack, sentPack, toPack } from "./pack-content.ts";

const pack = {
  id: "test-pack",
  name: " Test pack ",
  description: "A pack written for the tests.",
  language: "en",
  explicit: false,
  alcohol: true,
  premium: false,
  level: "mild",
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

  test("a pack needs a level, and an explicit pack is wild", () => {
    expect(packContentSchema.safeParse({ ...pack, level: undefined }).success).toBe(false);
    expect(packContentSchema.safeParse({ ...pack, level: "spicy" }).success).toBe(false);
    expect(messages({ ...pack, explicit: true, level: "medium" })).toEqual([
      "An explicit pack is wild",
    ]);
    expect(packContentSchema.safeParse({ ...pack, explicit: true, level: "wild" }).success).toBe(
      true,
    );
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

const content = packContentSchema.parse({
  id: "tod-test",
  name: "Test",
  description: "A pack for the tests",
  language: "en",
  explicit: false,
  alcohol: true,
  premium: true,
  level: "medium",
  lists: [
    { elements: ["Tell a secret", { text: "Vote: who sings?", kind: "vote" }] },
    {
      elements: [
        "Dance",
        { text: "Speak in rhymes", kind: "virus", turns: 3, cure: "Speak as you like" },
      ],
    },
  ],
});

test("a sent pack is its content as written, and the browser plays what the server would", () => {
  const sent = sentPack("truth-or-dare", content, { locked: false, oneList: false });
  expect(sent.lists).toBe(content.lists);
  expect(playablePack(sent)).toEqual({
    ...toPack("truth-or-dare", content),
    locked: false,
    promptCount: 4,
  });
  // The wire carries the texts only: no ids or default kinds.
  expect(JSON.stringify(sent)).not.toContain("tod-test:");
});

test("a locked pack is sent with its name and count but no prompts", () => {
  const sent = sentPack("truth-or-dare", content, { locked: true, oneList: false });
  expect(sent).toMatchObject({ name: "Test", locked: true, promptCount: 4 });
  expect(JSON.stringify(sent)).not.toMatch(/secret|Dance|rhymes/);
  expect(playablePack(sent).lists).toEqual([{ elements: [] }, { elements: [] }]);
});

test("in one list (Mix), every prompt keeps its own id and kind", () => {
  const played = playablePack(sentPack("truth-or-dare", content, { locked: false, oneList: true }));
  expect(played.lists).toHaveLength(1);
  expect(played.lists[0]?.elements.map((prompt) => [prompt.id, prompt.kind])).toEqual([
    ["tod-test:0:0", "truth"],
    ["tod-test:0:1", "vote"],
    ["tod-test:1:0", "dare"],
    ["tod-test:1:1", "virus"],
  ]);
});
