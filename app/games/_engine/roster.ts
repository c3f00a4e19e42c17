import { invalid, type Invalid } from "./invalid.ts";
import { maxPlayers, type Player } from "./players.ts";

export const maxNameLength = 20;

export type RosterProblem = "blank" | "tooLong" | "taken" | "full";

/** Adds a named player; the reason comes back as a value the form can show. */
export function addPlayer(
  players: readonly Player[],
  rawName: string,
  limit: number = maxPlayers,
): Player[] | Invalid {
  const name = rawName.trim().replace(/\s+/g, " ");
  const problem: RosterProblem | null =
    name === ""
      ? "blank"
      : name.length > maxNameLength
        ? "tooLong"
        : players.some((player) => player.name.toLowerCase() === name.toLowerCase())
          ? "taken"
          : players.length >= limit
            ? "full"
            : null;
  if (problem) return invalid(problem);
  return [...players, { name, notDrinking: false }];
}

export function removePlayer(players: readonly Player[], name: string): Player[] {
  return players.filter((player) => player.name !== name);
}

export function setNotDrinking(
  players: readonly Player[],
  name: string,
  notDrinking: boolean,
): Player[] {
  return players.map((player) => (player.name === name ? { ...player, notDrinking } : player));
}
