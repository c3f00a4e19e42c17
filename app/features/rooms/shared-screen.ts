import { z } from "zod/mini";
import { invalid } from "#app/games/_engine/invalid.ts";
import type { GameRules } from "#app/games/_engine/game-rules.ts";
import { screenLimits } from "./screen-limits.ts";

/**
 * A game on the host's screen (docs/decisions/027-rooms.md): the host's phone plays any game
 * as it always does and sends what its screen shows, as text; every other phone shows that,
 * live. The text is the screen's own words (its heading, card and announcements), never markup.
 */

export { screenLimits };

export interface ScreenText {
  title: string;
  lines: string[];
  /** Counts the host's screens, so a phone can tell a new one from an old one. */
  number: number;
}

export interface SharedScreenState {
  screen: ScreenText | null;
}

export type SharedScreenView = SharedScreenState;

const screenLine = z.string().check(z.minLength(1), z.maxLength(screenLimits.lineLength));

export const sharedScreenMoveSchema = z.strictObject({
  type: z.literal("screen"),
  title: z.string().check(z.maxLength(screenLimits.titleLength)),
  lines: z.array(screenLine).check(z.maxLength(screenLimits.lines)),
});

export type SharedScreenMove = z.infer<typeof sharedScreenMoveSchema>;

export const sharedScreenRoom: GameRules<SharedScreenState, SharedScreenMove, SharedScreenView> = {
  moveSchema: sharedScreenMoveSchema,
  minPlayers: 1,
  maxPlayers: 12,
  setup: () => ({ screen: null }),
  move(state, playerId, move, table) {
    if (playerId !== table.hostId) return invalid("hostScreenOnly");
    return {
      screen: { title: move.title, lines: move.lines, number: (state.screen?.number ?? 0) + 1 },
    };
  },
  seatsChanged: (state) => state,
  view: (state) => state,
  isOver: () => false,
};
