import * as shape from "#app/utils/stored-shape.ts";
import { cappedDrink } from "./drink-caps.ts";
import { owedByCount } from "./drinks.ts";
import type { GamePlayer, GameTable } from "./game-rules.ts";

/**
 * Sips and points in a room game. Each phone reads amounts in its own unit, and a game's running
 * totals are kept by seat: a player may change their setting midway, and then has both.
 */

export type DrinkUnit = "sips" | "points";

/** Points in an alcohol-free room or for a player who is not drinking. */
export function unitOf(
  player: Pick<GamePlayer, "notDrinking"> | undefined,
  table: Pick<GameTable, "alcoholFree">,
): DrinkUnit {
  return table.alcoholFree || player?.notDrinking ? "points" : "sips";
}

/** What one seated player takes for a card. */
export interface SeatOwed {
  id: string;
  name: string;
  count: number;
  unit: DrinkUnit;
}

/** What one player drank (or scored) this game; both, when they changed settings midway. */
export interface RunningTotal {
  id: string;
  sips: number;
  points: number;
}

/**
 * Sips (or points) per seated player for one card from a count per name at `sipsEach` a count,
 * as owedByCount settles them: most first, seating order on a tie. A card is one drink, so a
 * player pointed at by the whole table still takes no more than a drink's cap.
 */
export function owedBySeat(
  table: GameTable,
  countOf: Readonly<Record<string, number>>,
  sipsEach: number,
): SeatOwed[] {
  // Room names are unique, so counting by name (what owedByCount reads) is counting by seat.
  return owedByCount(table.players, countOf, sipsEach, table.alcoholFree).flatMap((entry) => {
    const player = table.players.find((each) => each.name === entry.name);
    return player ? [{ id: player.id, ...entry, count: cappedDrink(entry.count) }] : [];
  });
}

/** The game's totals with a card's sips and points added. */
export function withOwed(
  totals: readonly RunningTotal[],
  owed: readonly Pick<SeatOwed, "id" | "count" | "unit">[],
): RunningTotal[] {
  const newcomers = owed
    .filter((entry) => !totals.some((total) => total.id === entry.id))
    .map((entry) => ({ id: entry.id, sips: 0, points: 0 }));
  return [...totals, ...newcomers].map((total) => {
    const entry = owed.find((each) => each.id === total.id);
    if (!entry) return total;
    return entry.unit === "sips"
      ? { ...total, sips: total.sips + entry.count }
      : { ...total, points: total.points + entry.count };
  });
}

/**
 * Every seat of a circle with its running total and the unit it takes things in now, so a seat
 * with nothing yet reads "0 points" when that is how it plays.
 */
export function tallied<Seat extends { id: string }>(
  circle: readonly Seat[],
  totals: readonly RunningTotal[],
  table: GameTable,
): (Seat & { sips: number; points: number; unit: DrinkUnit })[] {
  return circle.map((seat) => {
    const total = totals.find((entry) => entry.id === seat.id);
    const player = table.players.find((each) => each.id === seat.id);
    return {
      ...seat,
      sips: total?.sips ?? 0,
      points: total?.points ?? 0,
      unit: unitOf(player, table),
    };
  });
}

/** The totals of seated players who have any, most first (seating order on a tie), named. */
export function seatedTotals(
  totals: readonly RunningTotal[],
  table: GameTable,
): { id: string; name: string; sips: number; points: number }[] {
  return table.players
    .flatMap((player, seat) => {
      const total = totals.find((entry) => entry.id === player.id);
      return total && total.sips + total.points > 0
        ? [{ id: player.id, name: player.name, sips: total.sips, points: total.points, seat }]
        : [];
    })
    .sort((a, b) => b.sips + b.points - (a.sips + a.points) || a.seat - b.seat)
    .map(({ id, name, sips, points }) => ({ id, name, sips, points }));
}

const count = shape.number({ integer: true });

/** A game's running total as a save holds it. */
export const runningTotalShape = shape.object({ id: shape.string(), sips: count, points: count });

/** What one player took for a card, as a save holds it. */
export const seatOwedShape = shape.object({
  id: shape.string(),
  name: shape.string(),
  count,
  unit: shape.literals(["sips", "points"]),
});
