import { createRng, shuffle } from "#app/games/_engine/rng.ts";

/**
 * "Another one" over a deck of `size` cards: a shuffled order, dealt one by one, so no card
 * comes back until every card has been shown. Pure and JSON-serialisable; the seed is the
 * only randomness.
 */
export interface DrawState {
  /** Index of the card on show. */
  current: number;
  /** Indexes still to come in this pass through the deck, next first. */
  upcoming: number[];
  rngState: number;
}

function newPass(size: number, rngState: number, avoidFirst: number | null) {
  const rng = createRng(rngState);
  const order = shuffle(
    Array.from({ length: size }, (_, index) => index),
    rng,
  );
  // A new pass never opens with the card that closed the last one.
  if (avoidFirst !== null && order.length > 1 && order[0] === avoidFirst) {
    order.push(order.shift() ?? avoidFirst);
  }
  return { order, rngState: rng.state() };
}

export function firstDraw(size: number, seed: number): DrawState {
  const { order, rngState } = newPass(Math.max(size, 1), seed, null);
  return { current: order[0] ?? 0, upcoming: order.slice(1), rngState };
}

export function drawAnother(state: DrawState, size: number): DrawState {
  if (state.upcoming.length > 0) {
    return { ...state, current: state.upcoming[0] ?? 0, upcoming: state.upcoming.slice(1) };
  }
  const { order, rngState } = newPass(Math.max(size, 1), state.rngState, state.current);
  return { current: order[0] ?? 0, upcoming: order.slice(1), rngState };
}
