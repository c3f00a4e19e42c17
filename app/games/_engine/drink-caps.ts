/**
 * How much a game may hand out at once (docs/product-rules.md#drink-caps). A card asks for at
 * most three sips (docs/content-rules.md), so a game's drink asks for no more: one drink is at
 * most `maxSipsPerDrink`, and everything one player is told to take for one turn (a roll, a
 * guess, a game's end) adds up to at most `maxSipsPerTurn`. The same caps hold for penalty
 * points, so a table reads the same game either way.
 */
export const maxSipsPerDrink = 3;
export const maxSipsPerTurn = 5;

/** One drink: never less than nothing, never more than `maxSipsPerDrink`. */
export function cappedDrink(sips: number): number {
  return Math.min(Math.max(sips, 0), maxSipsPerDrink);
}

/** What one player takes for one turn, however many drinks it was made of. */
export function cappedTurn(sips: number): number {
  return Math.min(Math.max(sips, 0), maxSipsPerTurn);
}
