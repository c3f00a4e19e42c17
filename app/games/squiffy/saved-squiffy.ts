import { savedGameKind } from "#app/games/_ui/saved-game.ts";
import { tableGameKind } from "#app/games/_ui/use-table-game.ts";
import { parseSession, parseState } from "./rules.ts";

/** The game in progress: players, taps, stars, rules in play, the card on the table, vetoes. */
export const savedSquiffy = tableGameKind("squiffy", 2, parseState);

/** The last ended game, read by the recap page after the navigation and on a reload. */
export const savedRecap = savedGameKind("squiffy/recap", 1, parseSession);
