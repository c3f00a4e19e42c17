import { createRng, type Rng } from "#app/games/_engine/rng.ts";

/** A random source for a real game, seeded from the browser's crypto (the rules stay pure). */
export function freshRng(): Rng {
  return createRng(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0);
}
