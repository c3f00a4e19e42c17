import { z } from "zod/mini";
import barBeerPongDare from "#content/cards/bar-beer-pong-dare.json" with { type: "json" };
import christmasCalendar from "#content/cards/christmas-calendar.json" with { type: "json" };
import epicDareChallenge from "#content/cards/epic-dare-challenge.json" with { type: "json" };
import userCardDare from "#content/cards/user-card-dare.json" with { type: "json" };
import userCardLoveGame from "#content/cards/user-card-love-game.json" with { type: "json" };
import youHaveBeenDared from "#content/cards/you-have-been-dared.json" with { type: "json" };
import danishBarBeerPongDare from "#content/cards/da/bar-beer-pong-dare.json" with { type: "json" };
import danishChristmasCalendar from "#content/cards/da/christmas-calendar.json" with { type: "json" };
import danishEpicDareChallenge from "#content/cards/da/epic-dare-challenge.json" with { type: "json" };
import danishUserCardDare from "#content/cards/da/user-card-dare.json" with { type: "json" };
import danishUserCardLoveGame from "#content/cards/da/user-card-love-game.json" with { type: "json" };
import danishYouHaveBeenDared from "#content/cards/da/you-have-been-dared.json" with { type: "json" };

/** A deck of printed-card prompts as written in content/cards/<deck>.json. */
const cardDeckSchema = z.object({
  language: z.enum(["en", "da"]),
  deck: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  cards: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^[a-z]\d{2}$/, "Card ids are a letter and two digits")),
        text: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
        /** The rung of a ladder deck the card belongs to (1 is the gentlest). */
        level: z.optional(z.int().check(z.gte(1), z.lte(99))),
        /** The calendar door a card sits behind; a calendar's other cards are extras. */
        door: z.optional(z.int().check(z.gte(1), z.lte(24))),
      }),
    )
    .check(z.minLength(1)),
});

export type CardDeck = z.infer<typeof cardDeckSchema>;
export type Card = CardDeck["cards"][number];

/** The decks behind card landing pages (docs/product-rules.md#card-pages): one per printed card. */
export const landingDeckIds = [
  "user-card-dare",
  "user-card-love-game",
  "bar-beer-pong-dare",
] as const;
export type LandingDeckId = (typeof landingDeckIds)[number];

// Parsed once at start: a malformed content file fails the build's prerender and the tests,
// never a visitor's page.
export const cardDecks = {
  "user-card-dare": cardDeckSchema.parse(userCardDare),
  "user-card-love-game": cardDeckSchema.parse(userCardLoveGame),
  "bar-beer-pong-dare": cardDeckSchema.parse(barBeerPongDare),
  "epic-dare-challenge": cardDeckSchema.parse(epicDareChallenge),
  "christmas-calendar": cardDeckSchema.parse(christmasCalendar),
  "you-have-been-dared": cardDeckSchema.parse(youHaveBeenDared),
} satisfies Record<string, CardDeck>;

type DeckId = keyof typeof cardDecks;

// The same decks in Danish (content/cards/da/): the same card ids, levels and doors, so a
// climb, a calendar or a link made in one language goes on in the other.
const danishDecks: Record<DeckId, CardDeck> = {
  "user-card-dare": cardDeckSchema.parse(danishUserCardDare),
  "user-card-love-game": cardDeckSchema.parse(danishUserCardLoveGame),
  "bar-beer-pong-dare": cardDeckSchema.parse(danishBarBeerPongDare),
  "epic-dare-challenge": cardDeckSchema.parse(danishEpicDareChallenge),
  "christmas-calendar": cardDeckSchema.parse(danishChristmasCalendar),
  "you-have-been-dared": cardDeckSchema.parse(danishYouHaveBeenDared),
};

/** A deck in a language: Danish where written, English otherwise. */
export function deckIn(deckId: DeckId, language: string): CardDeck {
  return language === "da" ? danishDecks[deckId] : cardDecks[deckId];
}

/** The deck a friend picks a dare from on /misc/you-have-been-dared. */
export const friendDareDeck: CardDeck = cardDecks["you-have-been-dared"];

// Links sent before the page had its own deck name cards of the printed dare deck; they
// keep opening.
const friendDareLookup: readonly CardDeck[] = [friendDareDeck, cardDecks["user-card-dare"]];

/** A built-in dare a link can name by its card id, in a language, or null. */
export function findFriendDare(cardId: string, language: string = "en"): Card | null {
  const decks =
    language === "da"
      ? [danishDecks["you-have-been-dared"], danishDecks["user-card-dare"]]
      : friendDareLookup;
  for (const deck of decks) {
    const card = deck.cards.find((candidate) => candidate.id === cardId);
    if (card) return card;
  }
  return null;
}
