import type { GameTable } from "./game-rules.ts";

/**
 * Two teams at a table, for the team games (The Line, ScrollBar). On one phone the seats are
 * the two teams themselves; in a room every seat is a player, and each phone plays for its team.
 * Players join and leave mid-game, and the teams stay as even as the table allows.
 */

export type TeamIndex = 0 | 1;

export interface TeamSeat {
  id: string;
  name: string;
  team: TeamIndex;
}

export function otherTeam(team: TeamIndex): TeamIndex {
  return team === 0 ? 1 : 0;
}

function smallerTeam(members: readonly TeamSeat[]): TeamIndex {
  const onA = members.filter((member) => member.team === 0).length;
  return onA <= members.length - onA ? 0 : 1;
}

/** The teams of a new game: the seats alternate A, B, A, B in seating order. */
export function teamsFor(table: GameTable): TeamSeat[] {
  return table.players.map(({ id, name }, index) => ({ id, name, team: index % 2 === 0 ? 0 : 1 }));
}

/**
 * The teams with the table as it now is: leavers leave their team, a newcomer joins the smaller
 * one (A on a tie), and names follow their seats.
 */
export function teamsWith(members: readonly TeamSeat[], table: GameTable): TeamSeat[] {
  const kept = members.flatMap((member) => {
    const player = table.players.find((each) => each.id === member.id);
    return player ? [{ ...member, name: player.name }] : [];
  });
  return table.players
    .filter((player) => !kept.some((member) => member.id === player.id))
    .reduce<TeamSeat[]>(
      (teams, { id, name }) => [...teams, { id, name, team: smallerTeam(teams) }],
      kept,
    );
}

export function teamOf(members: readonly TeamSeat[], id: string): TeamIndex | null {
  return members.find((member) => member.id === id)?.team ?? null;
}

/**
 * Whether the seat `id` may play for `team`: a member may, and so may anyone while the team has
 * nobody left at the table, so a game never waits for phones that are gone.
 */
export function playsFor(members: readonly TeamSeat[], team: TeamIndex, id: string): boolean {
  const member = members.find((each) => each.id === id);
  if (!member) return false;
  return member.team === team || !members.some((each) => each.team === team);
}

/** The names on each team, in the order they sat down. */
export function teamNames(members: readonly TeamSeat[]): [string[], string[]] {
  const names = (team: TeamIndex) =>
    members.filter((member) => member.team === team).map((member) => member.name);
  return [names(0), names(1)];
}

/** A team of players in the games with two or more teams the table names (Charades, More or Less). */
interface TeamOfSeats {
  members: { id: string; name: string }[];
}

/** The teams without the players who left the table; names follow their seats. */
export function teamsOfSeated<T extends TeamOfSeats>(teams: readonly T[], table: GameTable): T[] {
  return teams.map((team) => ({
    ...team,
    members: team.members.flatMap((member) => {
      const player = table.players.find((each) => each.id === member.id);
      return player ? [{ id: player.id, name: player.name }] : [];
    }),
  }));
}

/** The team a newcomer joins: the smallest, the first of them on a tie. */
function smallestTeam(teams: readonly TeamOfSeats[]): number {
  let smallest = 0;
  teams.forEach((team, index) => {
    if (team.members.length < (teams[smallest]?.members.length ?? 0)) smallest = index;
  });
  return smallest;
}

/** The teams with every player at the table on one: each newcomer joins the smallest team. */
export function teamsWithNewcomers<T extends TeamOfSeats>(
  teams: readonly T[],
  table: GameTable,
): T[] {
  return table.players
    .map(({ id, name }) => ({ id, name }))
    .filter((seat) => !teams.some((team) => team.members.some((member) => member.id === seat.id)))
    .reduce(
      (joined, seat) => {
        const index = smallestTeam(joined);
        return joined.map((team, at) =>
          at === index ? { ...team, members: [...team.members, seat] } : team,
        );
      },
      [...teams],
    );
}
