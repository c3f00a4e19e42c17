import { invalid, type Invalid } from "./invalid.ts";
import { maxPlayers, type Player } from "./players.ts";

export const maxNameLength = 20;

export type RosterProblem = "blank" | "tooLong" | "taken" | "full";

/** A name as the table sees it: trimmed, with runs of spaces made one. */
export function tidyPlayerName(rawName: string): string {
  return rawName.trim().replace(/\s+/g, " ");
}

/** Why a typed name can't join the table, or null when it can. */
export function rosterProblem(
  players: readonly Player[],
  rawName: string,
  limit: number = maxPlayers,
): RosterProblem | null {
  const name = tidyPlayerName(rawName);
  return name === ""
    ? "blank"
    : name.length > maxNameLength
      ? "tooLong"
      : players.some((player) => player.name.toLowerCase() === name.toLowerCase())
        ? "taken"
        : players.length >= limit
          ? "full"
          : null;
}

/** Adds a named player; the reason comes back as a value the form can show. */
export function addPlayer(
  players: readonly Player[],
  rawName: string,
  limit: number = maxPlayers,
): Player[] | Invalid {
  const problem = rosterProblem(players, rawName, limit);
  if (problem) return invalid(problem);
  return [...players, { name: tidyPlayerName(rawName), notDrinking: false }];
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
