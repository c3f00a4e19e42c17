import { z } from "zod";
import barBeerPongDare from "#content/cards/bar-beer-pong-dare.json" with { type: "json" };
import christmasCalendar from "#content/cards/christmas-calendar.json" with { type: "json" };
import epicDareChallenge from "#content/cards/epic-dare-challenge.json" with { type: "json" };
import userCardDare from "#content/cards/user-card-dare.json" with { type: "json" };
import userCardLoveGame from "#content/cards/user-card-love-game.json" with { type: "json" };

/** A deck of printed-card prompts as written in content/cards/<deck>.json. */
export const cardDeckSchema = z.object({
  language: z.enum(["en", "da"]),
  deck: z.string().regex(/^[a-z0-9-]+$/),
  cards: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z]\d{2}$/, "Card ids are a letter and two digits"),
        text: z.string().trim().min(1).max(200),
      }),
    )
    .min(1),
});

export type CardDeck = z.infer<typeof cardDeckSchema>;
export type Card = CardDeck["cards"][number];

/** The decks behind a card landing page (DESIGN.md §9 misc pages): one per printed card. */
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
} satisfies Record<string, CardDeck>;

export type CardDeckId = keyof typeof cardDecks;

/** The deck a friend picks a dare from on /misc/you-have-been-dared. */
export const friendDareDeck: CardDeck = cardDecks["user-card-dare"];

/** A built-in dare a link can name by its card id, or null. */
export function findFriendDare(cardId: string): Card | null {
  return friendDareDeck.cards.find((card) => card.id === cardId) ?? null;
}
