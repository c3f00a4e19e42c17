import { expect, test } from "vitest";
import { packContentSchema, playablePack, sentPack, toPack } from "./pack-content.ts";

const content = packContentSchema.parse({
  id: "tod-test",
  name: "Test",
  description: "A pack for the tests",
  language: "en",
  explicit: false,
  alcohol: true,
  premium: true,
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
