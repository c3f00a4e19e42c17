import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cardDecks, deckIn, findFriendDare, friendDareDeck } from "./card-decks.ts";

const decks = Object.entries(cardDecks);

describe("card decks", () => {
  it("loads every file in content/cards, each under its own name", () => {
    const files = readdirSync("content/cards")
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.replace(/\.json$/, ""));
    expect(files.toSorted()).toEqual(Object.keys(cardDecks).toSorted());
    for (const [id, deck] of decks) expect(deck.deck).toBe(id);
  });

  // Every deck is dealt from by a card's landing page or a page of printed cards.
  it.each(decks)("%s has at least 40 cards", (_, deck) => {
    expect(deck.cards.length).toBeGreaterThanOrEqual(40);
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

  it("has one Christmas dare per door and at least 16 festive extras", () => {
    const cards = cardDecks["christmas-calendar"].cards;
    const doors = cards.flatMap((card) => (card.door ? [card.door] : []));
    expect(doors.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(cards.filter((card) => card.door === undefined).length).toBeGreaterThanOrEqual(16);
  });

  it("deals the friend dares from the page's own deck", () => {
    expect(friendDareDeck).toBe(cardDecks["you-have-been-dared"]);
  });

  it("finds a friend's dare by its card id in its deck, and in the printed dare deck for old links", () => {
    expect(findFriendDare("f01")?.text).toBe(cardDecks["you-have-been-dared"].cards[0]?.text);
    expect(findFriendDare("d01")?.text).toBe(cardDecks["user-card-dare"].cards[0]?.text);
    expect(findFriendDare("d42")?.text).toBe(cardDecks["user-card-dare"].cards[41]?.text);
    expect(findFriendDare("l01")).toBeNull();
    expect(findFriendDare("e01")).toBeNull();
    expect(findFriendDare("nope")).toBeNull();
  });
});

describe("the Danish decks", () => {
  it("has every deck, under the same name, in Danish", () => {
    const files = readdirSync("content/cards/da").map((file) => file.replace(/\.json$/, ""));
    expect(files.toSorted()).toEqual(Object.keys(cardDecks).toSorted());
  });

  // A climb, a calendar door or a dare link names cards by id, whatever the language.
  it.each(decks)("%s has the English deck's cards, level and door for each", (id, deck) => {
    const danish = deckIn(id as keyof typeof cardDecks, "da");
    expect(danish.language).toBe("da");
    expect(danish.deck).toBe(id);
    const shape = (card: (typeof deck.cards)[number]) => [card.id, card.level, card.door].join();
    expect(danish.cards.map(shape)).toEqual(deck.cards.map(shape));
    const texts = danish.cards.map((card) => card.text.trim().toLocaleLowerCase("da"));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("a dare link reads in the reader's language", () => {
    const card = friendDareDeck.cards[0];
    expect(card && findFriendDare(card.id, "da")?.text).toBe(
      deckIn("you-have-been-dared", "da").cards[0]?.text,
    );
    expect(card && findFriendDare(card.id)?.text).toBe(card?.text);
  });
});
