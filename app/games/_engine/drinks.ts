/**
 * Cards say how much to drink with a token, `{sips:N}`, so the same card reads "take 2 sips" at a
 * drinking table and "take 2 penalty points" in alcohol-free mode
 * (docs/product-rules.md#alcohol-free-mode). The words come from the caller (they are translated
 * interface text).
 */
const sipsToken = /\{sips:(\d{1,2})\}/g;

export function renderSips(text: string, words: (count: number) => string): string {
  return text.replace(sipsToken, (_, count: string) => words(Number(count)));
}

/** What one player takes: sips, or penalty points in alcohol-free mode or when not drinking. */
export interface Owed {
  name: string;
  count: number;
  /** Penalty points in alcohol-free mode or for a player who is not drinking. */
  unit: "sips" | "points";
}

/**
 * Sips (or points) per player from a count per name (fingers, votes…) at `sipsEach` a
 * count: players who owe nothing are left out, most first, table order on a tie.
 */
export function owedByCount(
  players: readonly { name: string; notDrinking: boolean }[],
  countOf: Readonly<Record<string, number>>,
  sipsEach: number,
  alcoholFree: boolean,
): Owed[] {
  return players
    .map((player, seat) => ({ player, seat, times: countOf[player.name] ?? 0 }))
    .filter(({ times }) => times > 0)
    .sort((a, b) => b.times - a.times || a.seat - b.seat)
    .map(({ player, times }) => ({
      name: player.name,
      count: times * sipsEach,
      unit: alcoholFree || player.notDrinking ? "points" : "sips",
    }));
}
