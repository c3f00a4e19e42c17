import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cardDecks, findFriendDare, landingDeckIds } from "./card-decks.ts";

const decks = Object.entries(cardDecks);

describe("card decks", () => {
  it("loads every file in content/cards, each under its own name", () => {
    const files = readdirSync("content/cards").map((file) => file.replace(/\.json$/, ""));
    expect(files.toSorted()).toEqual(Object.keys(cardDecks).toSorted());
    for (const [id, deck] of decks) expect(deck.deck).toBe(id);
  });

  it.each(landingDeckIds)("%s has at least 40 cards", (id) => {
    expect(cardDecks[id].cards.length).toBeGreaterThanOrEqual(40);
  });

  it.each(decks)("%s has no blank, duplicate or untagged card", (_, deck) => {
    expect(deck.language).toMatch(/^(en|da)$/);
    const texts = deck.cards.map((card) => card.text.trim().toLowerCase());
    expect(texts.every((text) => text.length > 10)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    const ids = deck.cards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives card ids that are unique across every deck", () => {
    const ids = decks.flatMap(([, deck]) => deck.cards.map((card) => card.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has one Christmas dare per door", () => {
    expect(cardDecks["christmas-calendar"].cards).toHaveLength(24);
  });

  it("has a ladder long enough to be a challenge", () => {
    expect(cardDecks["epic-dare-challenge"].cards.length).toBeGreaterThanOrEqual(10);
  });

  it("finds a friend's dare by its card id only in the dare deck", () => {
    expect(findFriendDare("d01")?.text).toBe(cardDecks["user-card-dare"].cards[0]?.text);
    expect(findFriendDare("l01")).toBeNull();
    expect(findFriendDare("nope")).toBeNull();
  });
});
