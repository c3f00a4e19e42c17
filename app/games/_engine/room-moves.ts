import { z } from "zod/mini";
import { invalid, type Invalid } from "./invalid.ts";

/**
 * Room moves name the card, turn or round they were made on (`made`), so a tap that crosses a
 * new one on the way can't land on one its player never saw. Null when `made` is `current`;
 * otherwise the move is refused with `reason`, except a Next made on an earlier one: whoever
 * pressed Next second wanted the new one, and has it, so `state` stays as it is.
 */
export function outOfStep<State>(
  state: State,
  move: { made: number; current: number; isNext: boolean },
  reason: string,
): State | Invalid | null {
  if (move.made === move.current) return null;
  if (move.isNext && move.made < move.current) return state;
  return invalid(reason);
}

/**
 * The `card` a move names: the view's `card.number`, so a move can't land on another card.
 * Move schemas are made by functions, called only where a room's rules are put together
 * (withMoveSchema in prompt-deck.ts), so one phone's page leaves the schema library out.
 */
export function cardNumberSchema() {
  return z.int().check(z.gte(0));
}
