import { describe, expect, test } from "vitest";
import { toPack } from "#app/games/_engine/pack-content.ts";
import { packContentSchema } from "#app/games/_engine/pack-content-schema.ts";
import type { Pack } from "#app/games/_engine/packs.ts";
import type { GameTable } from "#app/games/_engine/game-rules.ts";
import { ana, bo, playing, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import { rules } from "./rules.ts";

const cy = seat("Cy");

/** The packs as the server loads them: checked by the content schema, then played. */
const packs: Pack[] = Object.values(
  import.meta.glob<unknown>("/content/packs/who-would-rather/*.json", {
    eager: true,
    import: "default",
  }),
).map((content) => toPack("who-would-rather", packContentSchema.parse(content)));

function tableFor(language: Pack["language"]): GameTable {
  const dealing = packs.filter((pack) => pack.language === language);
  return roomTable([ana, bo, cy], {
    packs: dealing,
    switches: dealing.map((pack) => ({ id: pack.id, active: true })),
  });
}

const table = tableFor("en");
const { begin, play } = playing(rules, table, 11);

test("needs three players", () => {
  expect(rules.minPlayers).toBe(3);
});

describe("the built-in packs", () => {
  test.each([
    { language: "en" as const, question: /^Who would rather .+ than .+\?$/ },
    { language: "da" as const, question: /^Hvem vil hellere .+ end .+\?$/ },
  ])("in $language ask who would rather, plainly and briefly", ({ language, question }) => {
    const prompts = packs
      .filter((pack) => pack.language === language)
      .flatMap((pack) => pack.lists.flatMap((list) => list.elements));
    expect(prompts.length).toBeGreaterThanOrEqual(40);
    for (const prompt of prompts) {
      expect(prompt.text).toMatch(question);
      expect(prompt.text.length).toBeLessThan(140);
      // Everyone at the table is a choice on the ballot, the player a card names too; a card
      // says nothing about sips that the reveal doesn't settle.
      expect(prompt.text.replace(/\{player2?\}/g, "")).not.toMatch(/[{}]/);
    }
    expect(new Set(prompts.map((prompt) => prompt.text)).size).toBe(prompts.length);
  });

  test("are free, not explicit, and no drinking game of their own", () => {
    for (const pack of packs)
      expect(pack).toMatchObject({ premium: false, explicit: false, alcohol: false });
  });
});

test("deals from the table's Who Would Rather packs, in the room's language", () => {
  const englishCard = rules.view(begin(), ana.id, table).card;
  expect(englishCard?.id).toMatch(/^wwr-[a-z-]+:0:\d+$/);
  expect(englishCard?.text).toMatch(/^Who would rather /);

  const danishTable = tableFor("da");
  const danishCard = rules.view(begin(danishTable), ana.id, danishTable).card;
  expect(danishCard?.id).toMatch(/^da-wwr-[a-z-]+:0:\d+$/);
  expect(danishCard?.text).toMatch(/^Hvem vil hellere /);
});

test("plays a round: secret votes, the reveal, the most voted drinks, the next card", () => {
  let state = begin();
  const card = state.deck.drawn;
  state = play(state, ana, { type: "vote", card, for: cy.id });
  state = play(state, bo, { type: "vote", card, for: cy.id });
  expect(rules.view(state, cy.id, table)).toMatchObject({
    phase: "voting",
    voted: [ana.id, bo.id],
    myVote: null,
    result: null,
  });

  state = play(state, cy, { type: "vote", card, for: ana.id });
  const revealed = rules.view(state, bo.id, table);
  expect(revealed.phase).toBe("revealed");
  expect(revealed.result?.counts).toEqual([
    { id: cy.id, name: "Cy", votes: 2 },
    { id: ana.id, name: "Ana", votes: 1 },
  ]);
  expect(revealed.result?.owed).toEqual([{ id: cy.id, name: "Cy", count: 2, unit: "sips" }]);

  const next = play(state, bo, { type: "next", card });
  expect(rules.view(next, ana.id, table)).toMatchObject({
    phase: "voting",
    voted: [],
    card: { number: card + 1 },
    totals: [{ id: cy.id, name: "Cy", sips: 2, points: 0 }],
  });
});
