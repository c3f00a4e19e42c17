import { savedGameKind } from "#app/games/_ui/saved-game.ts";
import { parseSession, parseTable } from "./logic.ts";

/** The game in progress: players, taps, stars, rules in play and the card on the table. */
export const savedSquiffy = savedGameKind("squiffy", 1, parseTable);

/** The last ended game, read by the recap page after the navigation and on a reload. */
export const savedRecap = savedGameKind("squiffy/recap", 1, parseSession);
