import type { GameTable } from "./game-rules.ts";
import { invalid, type Invalid } from "./invalid.ts";

/**
 * Seat helpers for table games that keep every player they dealt in, marking leavers rather
 * than dropping them, so a leaver's lives, cards or place in the log stay readable.
 */

/** The refusal for a table of the wrong size for a game of `min` to `max` players. */
export function tableSizeRefusal(table: GameTable, min: number, max: number): Invalid | null {
  if (table.players.length < min) return invalid("tooFewPlayers", { min });
  if (table.players.length > max) return invalid("tooManyPlayers", { max });
  return null;
}

/** A dealt player: the seat they were dealt in at and whether they have left it since. */
export interface DealtPlayer {
  id: string;
  name: string;
  left: boolean;
}

/** The players dealt in as the table now sits: names as seated now, anyone not seated has left. */
export function dealtAsSeated<Player extends DealtPlayer>(
  players: readonly Player[],
  table: GameTable,
): Player[] {
  return players.map((player) => {
    const seat = table.players.find((each) => each.id === player.id);
    return seat ? { ...player, name: seat.name } : { ...player, left: true };
  });
}

/** The seat of the player dealt in at `index`, as a view names it. */
export function dealtSeat(
  players: readonly DealtPlayer[],
  index: number | null,
): { id: string; name: string } | null {
  const player = index === null ? undefined : players[index];
  return player ? { id: player.id, name: player.name } : null;
}
