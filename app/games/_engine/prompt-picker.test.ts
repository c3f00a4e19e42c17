import fc from "fast-check";
import { expect, test } from "vitest";
import { pickPrompt, promptMemorySize, remember } from "./prompt-picker.ts";
import { createRng } from "./rng.ts";
import { testPack } from "#tests/factories/packs.ts";

function draw(sizes: number[], draws: number, seed: number) {
  const packs = sizes.map((size, i) => testPack(`pack${i}`, size));
  const switches = packs.map((pack) => ({ id: pack.id, active: true }));
  const rng = createRng(seed);
  let memory: string[] = [];
  const shown: string[] = [];
  for (let i = 0; i < draws; i += 1) {
    const pick = pickPrompt({ packs, switches, memory, playerCount: 0, rng });
    if (!pick) throw new Error("ran dry");
    memory = pick.memory;
    shown.push(pick.prompt.id);
  }
  return { shown, total: sizes.reduce((a, b) => a + b, 0) };
}

test("over 10,000 draws no prompt repeats within 40, and every prompt is drawn", () => {
  fc.assert(
    fc.property(
      fc
        .array(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 4 })
        .filter((sizes) => sizes.reduce((a, b) => a + b, 0) > promptMemorySize),
      fc.integer({ min: 0, max: 2 ** 31 }),
      (sizes, seed) => {
        const { shown, total } = draw(sizes, 10_000, seed);
        for (let i = 0; i < shown.length; i += 1) {
          const window = shown.slice(Math.max(0, i - promptMemorySize), i);
          if (window.includes(shown[i] ?? "")) return false;
        }
        return new Set(shown).size === total;
      },
    ),
    { numRuns: 25 },
  );
  // 250,000 draws: a few seconds on a shared, busy machine; the property is what counts.
}, 60_000);

test("a pool of 40 or fewer never runs dry: the least recent prompt comes back", () => {
  const { shown } = draw([5], 12, 9);
  expect(shown.slice(5, 10)).toEqual(shown.slice(0, 5));
});

test("only active packs are drawn from", () => {
  const packs = [testPack("on", 50), testPack("off", 50)];
  const switches = [
    { id: "on", active: true },
    { id: "off", active: false },
  ];
  const rng = createRng(4);
  let memory: string[] = [];
  for (let i = 0; i < 100; i += 1) {
    const pick = pickPrompt({ packs, switches, memory, playerCount: 0, rng });
    expect(pick?.pack.id).toBe("on");
    memory = pick?.memory ?? [];
  }
});

test("prompts that need more players than the table has are skipped", () => {
  const pack = testPack("p", 2, {}, ["{player} sings", "everyone sings"]);
  const rng = createRng(1);
  for (let i = 0; i < 20; i += 1) {
    const pick = pickPrompt({
      packs: [pack],
      switches: [{ id: "p", active: true }],
      memory: [],
      playerCount: 0,
      rng,
    });
    expect(pick?.prompt.text).toBe("everyone sings");
  }
});

test("truth-or-dare draws truths from list 0 and dares from list 1", () => {
  const pack = {
    ...testPack("tod", 0),
    lists: [
      { elements: [{ id: "tod:0:0", text: "a truth", kind: "truth" as const }] },
      { elements: [{ id: "tod:1:0", text: "a dare", kind: "dare" as const }] },
    ],
  };
  const options = {
    packs: [pack],
    switches: [{ id: "tod", active: true }],
    memory: [],
    playerCount: 0,
  };
  expect(pickPrompt({ ...options, list: 0, rng: createRng(1) })?.prompt.text).toBe("a truth");
  expect(pickPrompt({ ...options, list: 1, rng: createRng(1) })?.prompt.text).toBe("a dare");
});

test("no active pack with a playable prompt gives null", () => {
  const pack = testPack("p", 1, {}, ["{player2} and {player} dance"]);
  expect(
    pickPrompt({
      packs: [pack],
      switches: [{ id: "p", active: true }],
      memory: [],
      playerCount: 1,
      rng: createRng(1),
    }),
  ).toBeNull();
});

test("memory keeps the last 40 ids, newest last, without duplicates", () => {
  let memory: string[] = [];
  for (let i = 0; i < 50; i += 1) memory = remember(memory, `id${i}`);
  expect(memory).toHaveLength(40);
  expect(memory[0]).toBe("id10");
  expect(remember(["a", "b"], "a")).toEqual(["b", "a"]);
});
