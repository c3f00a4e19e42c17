import { drawCard, type DeckState } from "./deck.ts";
import type { GameTable } from "./game-rules.ts";

/**
 * Dealing prompt cards at a room's table: its packs, the switches its players allow, and its
 * players' names for the cards that name someone.
 */

/** The next card for this table (from `list` when given), or null when its packs have none. */
export function dealAtTable(deck: DeckState, table: GameTable, list?: number): DeckState | null {
  const dealt = drawCard(deck, {
    packs: table.packs,
    switches: table.switches,
    players: table.players.map((player) => player.name),
    list,
  });
  return dealt.current ? dealt : null;
}

/** Whether a pack still deals here: someone who doesn't allow 18+ may have sat down since. */
export function isPackOn(table: GameTable, packId: string): boolean {
  return table.switches.some((entry) => entry.id === packId && entry.active);
}
