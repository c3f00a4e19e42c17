import type { Player } from "./players.ts";
import type { GamePlayer, GameTable } from "./game-rules.ts";

/**
 * Who sits where in a room game that goes round the table. A room seats newcomers at the end
 * and lets anyone leave at any time, so a game keeps every seat it has seen: the turn passes on
 * from the seat after one that left, and a tally keeps the names of leavers.
 */

export function isSeated(table: GameTable, id: string): boolean {
  return table.players.some((player) => player.id === id);
}

/** The seating so far with anyone new at the end, as the room seats them. */
export function seatingWith(seating: readonly string[], table: GameTable): string[] {
  return [
    ...seating,
    ...table.players.map((player) => player.id).filter((id) => !seating.includes(id)),
  ];
}

/** Everyone who has played, with the table's newcomers added and its settings brought up to date. */
export function peopleWith(people: readonly Player[], table: GameTable): Player[] {
  const kept = people.map(
    (person) => table.players.find((player) => player.name === person.name) ?? person,
  );
  const joining = table.players.filter(
    (player) => !people.some((person) => person.name === player.name),
  );
  return [...kept, ...joining].map(({ name, notDrinking }) => ({ name, notDrinking }));
}

/** A seat in a circle game: who sits there, by the name the table knows them by now. */
export interface CircleSeat {
  id: string;
  name: string;
}

/**
 * A circle as the table now sits: those still seated keep their places under their names as
 * they are now, and newcomers join at the end.
 */
export function circleWith(circle: readonly CircleSeat[], table: GameTable): CircleSeat[] {
  return [
    ...circle.flatMap((seat) => {
      const player = table.players.find((each) => each.id === seat.id);
      return player ? [{ id: player.id, name: player.name }] : [];
    }),
    ...table.players
      .filter((player) => !circle.some((seat) => seat.id === player.id))
      .map(({ id, name }) => ({ id, name })),
  ];
}

/** Whose turn it is once the table changed: the same seat while it is seated, else the next. */
export function turnWith(
  circle: readonly CircleSeat[],
  turn: string,
  table: GameTable,
): string | null {
  if (isSeated(table, turn)) return turn;
  return (
    seatAfter(
      circle.map((seat) => seat.id),
      turn,
      table,
    )?.id ?? null
  );
}

/** The first seated player after `id` round the table; `id` itself may have left. */
export function seatAfter(
  seating: readonly string[],
  id: string,
  table: GameTable,
): GamePlayer | null {
  const order = seatingWith(seating, table);
  const from = order.indexOf(id);
  for (let step = 1; step <= order.length; step++) {
    const seat = order[(from + step) % order.length];
    const player = table.players.find((each) => each.id === seat);
    if (player) return player;
  }
  return null;
}

/**
 * Everyone who has sat at the table by id, with their names as the table has them now and its
 * newcomers at the end: what a game keeps to name the players who left.
 */
export function seatsSeenWith(
  seats: readonly Pick<GamePlayer, "id" | "name">[],
  table: GameTable,
): Pick<GamePlayer, "id" | "name">[] {
  const kept = seats.map((seat) => table.players.find((player) => player.id === seat.id) ?? seat);
  const joining = table.players.filter((player) => !seats.some((each) => each.id === player.id));
  return [...kept, ...joining].map(({ id, name }) => ({ id, name }));
}
