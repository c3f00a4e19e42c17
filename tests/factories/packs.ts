import type { Pack, Prompt } from "#app/games/_engine/packs.ts";

/** Builds a pack of numbered prompts for engine tests. */
export function testPack(
  id: string,
  size: number,
  overrides: Partial<Pack> = {},
  texts?: string[],
): Pack {
  const elements: Prompt[] = (
    texts ?? Array.from({ length: size }, (_, i) => `${id} prompt ${i}`)
  ).map((text, index) => ({ id: `${id}:0:${index}`, text, kind: "prompt" }));
  return {
    id,
    game: "never-have-i-ever",
    name: id,
    description: `${id} description`,
    language: "en",
    explicit: false,
    alcohol: true,
    premium: false,
    level: "medium",
    lists: [{ elements }],
    ...overrides,
  };
}
