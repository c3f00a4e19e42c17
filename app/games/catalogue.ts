/**
 * Every game and tool Party Dojo offers (docs/product-rules.md#catalogue), as plain data. The words
 * that describe each entry (name, pitch, rules) live in the "games" i18n namespace, keyed by slug.
 */

export type CatalogueKind = "game" | "tool";

/**
 * Things a table needs besides the phone. Dice are not on the list: the dice games roll
 * on screen, so the phone is the cup and the dice.
 */
export type Equipment = "cups" | "paper";

export type CatalogueSlug =
  | "never-have-i-ever"
  | "most-likely-to"
  | "truth-or-dare"
  | "category"
  | "charades"
  | "country-island-city"
  | "mix"
  | "squiffy"
  | "meyer"
  | "drunk-dice"
  | "kings-cup"
  | "ride-the-bus"
  | "word-guess"
  | "more-or-less"
  | "slusen"
  | "scrollbar"
  | "coin-flip"
  | "dice-roll"
  | "spin-the-bottle";

export interface CatalogueEntry {
  slug: CatalogueSlug;
  kind: CatalogueKind;
  /** Where the game or tool is played. */
  path: string;
  /** The article with the full rules, variations and an alcohol-free way to play. */
  rulesArticle: string | null;
  minPlayers: number;
  maxPlayers: number;
  /** Empty when the phone is all it takes. */
  needs: readonly Equipment[];
  /** Plays just as well with penalty points as with sips (every game has the mode). */
  alcoholFreeFriendly: boolean;
  /** The game's page exists; only then may anything link to `path`. */
  available: boolean;
  /** Shown on the landing page. */
  featured: boolean;
}

/** The largest group the games take (docs/product-rules.md#the-table). */
export const maxTablePlayers = 16;

export const catalogue: readonly CatalogueEntry[] = [
  {
    slug: "squiffy",
    kind: "game",
    path: "/games/squiffy",
    rulesArticle: "/articles/squiffy",
    minPlayers: 2,
    maxPlayers: 10,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: true,
  },
  {
    slug: "never-have-i-ever",
    kind: "game",
    path: "/games/never-have-i-ever",
    rulesArticle: "/articles/never-have-i-ever",
    minPlayers: 2,
    maxPlayers: 16,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: true,
  },
  {
    slug: "most-likely-to",
    kind: "game",
    path: "/games/most-likely-to",
    rulesArticle: "/articles/most-likely-to",
    minPlayers: 3,
    maxPlayers: 16,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: true,
  },
  {
    slug: "truth-or-dare",
    kind: "game",
    path: "/games/truth-or-dare",
    rulesArticle: "/articles/truth-or-dare",
    minPlayers: 2,
    maxPlayers: 16,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: true,
  },
  {
    slug: "category",
    kind: "game",
    path: "/games/category",
    rulesArticle: "/articles/category",
    minPlayers: 2,
    maxPlayers: 16,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: false,
  },
  {
    slug: "charades",
    kind: "game",
    path: "/games/charades",
    rulesArticle: "/articles/charades",
    minPlayers: 4,
    maxPlayers: 16,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: false,
  },
  {
    slug: "country-island-city",
    kind: "game",
    path: "/games/country-island-city",
    rulesArticle: "/articles/country-island-city",
    minPlayers: 2,
    maxPlayers: 16,
    needs: ["paper"],
    alcoholFreeFriendly: true,
    available: true,
    featured: true,
  },
  {
    slug: "mix",
    kind: "game",
    path: "/games/mix",
    rulesArticle: null,
    minPlayers: 3,
    maxPlayers: 16,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: false,
  },
  {
    slug: "meyer",
    kind: "game",
    path: "/games/meyer",
    rulesArticle: "/articles/meyer",
    minPlayers: 2,
    maxPlayers: 10,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: true,
  },
  {
    // Alcohol-free, every drink is a penalty point on the tally, like the other games' points.
    slug: "drunk-dice",
    kind: "game",
    path: "/games/drunk-dice",
    rulesArticle: "/articles/three-man",
    minPlayers: 3,
    maxPlayers: 12,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: false,
  },
  {
    slug: "kings-cup",
    kind: "game",
    path: "/games/kings-cup",
    rulesArticle: "/articles/kings-cup",
    minPlayers: 2,
    maxPlayers: 12,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: false,
  },
  {
    slug: "ride-the-bus",
    kind: "game",
    path: "/games/ride-the-bus",
    rulesArticle: "/articles/ride-the-bus",
    minPlayers: 2,
    maxPlayers: 8,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: false,
  },
  {
    slug: "word-guess",
    kind: "game",
    path: "/games/word-guess",
    rulesArticle: "/articles/word-guess",
    minPlayers: 2,
    maxPlayers: 16,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: false,
  },
  {
    // The flow starts by forming teams; `/games/more-or-less` itself is not a page.
    slug: "more-or-less",
    kind: "game",
    path: "/games/more-or-less/team-select",
    rulesArticle: "/articles/more-or-less",
    minPlayers: 2,
    maxPlayers: 16,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: true,
  },
  {
    slug: "slusen",
    kind: "game",
    path: "/games/slusen",
    rulesArticle: "/articles/the-line",
    minPlayers: 2,
    maxPlayers: 8,
    needs: ["cups"],
    alcoholFreeFriendly: true,
    available: true,
    featured: true,
  },
  {
    slug: "scrollbar",
    kind: "game",
    path: "/games/scrollbar",
    rulesArticle: "/articles/partnerships/scrollbar/beer-pong",
    minPlayers: 2,
    maxPlayers: 8,
    needs: ["cups"],
    alcoholFreeFriendly: true,
    available: true,
    featured: true,
  },
  {
    slug: "coin-flip",
    kind: "tool",
    path: "/tools/coin-flip",
    rulesArticle: null,
    minPlayers: 1,
    maxPlayers: maxTablePlayers,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: false,
  },
  {
    slug: "dice-roll",
    kind: "tool",
    path: "/tools/dice-roll",
    rulesArticle: null,
    minPlayers: 1,
    maxPlayers: maxTablePlayers,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: false,
  },
  {
    slug: "spin-the-bottle",
    kind: "tool",
    path: "/tools/spin-the-bottle",
    rulesArticle: null,
    minPlayers: 3,
    maxPlayers: maxTablePlayers,
    needs: [],
    alcoholFreeFriendly: true,
    available: true,
    featured: false,
  },
];

/**
 * The pages a game has besides the one it is played on (its entry's `path`): each a module in
 * the game's folder beside its `page.tsx`, there while the game is available (app/routes.ts).
 */
export const extraPages: readonly { game: CatalogueSlug; path: string; module: string }[] = [
  // The recap after a game, with the feedback form.
  { game: "squiffy", path: "/games/squiffy-review", module: "review-page.tsx" },
  // After the teams are formed: the rounds, then the final scores.
  { game: "more-or-less", path: "/games/more-or-less/game", module: "game-page.tsx" },
  { game: "more-or-less", path: "/games/more-or-less/ending", module: "ending-page.tsx" },
];

const catalogueSlugs: ReadonlySet<string> = new Set(catalogue.map((entry) => entry.slug));

export function isCatalogueSlug(value: string): value is CatalogueSlug {
  return catalogueSlugs.has(value);
}
