import * as shape from "#app/utils/stored-shape.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";

/** The optional ending: three fingers each, drop one when you have; last finger up wins. */
export interface FingersState {
  fingers: Record<string, number>;
}

const startingFingers = 3;

export function setup(names: readonly string[], fingers: number = startingFingers): FingersState {
  return { fingers: Object.fromEntries(names.map((name) => [name, fingers])) };
}

export function dropFinger(state: FingersState, name: string): FingersState | Invalid {
  const left = state.fingers[name];
  if (left === undefined) return invalid(`${name} is not playing`);
  if (left === 0) return invalid(`${name} is already out`);
  if (isOver(state)) return invalid("The game is over");
  return { fingers: { ...state.fingers, [name]: left - 1 } };
}

export function stillIn(state: FingersState): string[] {
  return Object.entries(state.fingers)
    .filter(([, left]) => left > 0)
    .map(([name]) => name);
}

export function isOver(state: FingersState): boolean {
  return Object.keys(state.fingers).length >= 2 && stillIn(state).length <= 1;
}

export function winner(state: FingersState): string | null {
  return isOver(state) ? (stillIn(state)[0] ?? null) : null;
}

/** A game as it is saved: whether the table plays with fingers, and the fingers left. */
export interface SavedNeverHaveIEver {
  withFingers: boolean;
  /** Null until a finger drops (everyone still has all of theirs). */
  fingers: FingersState | null;
}

const savedShape = shape.object({
  withFingers: shape.boolean(),
  fingers: shape.nullable(
    shape.object({
      fingers: shape.record(shape.number({ integer: true, min: 0, max: startingFingers })),
    }),
  ),
});

/** A saved game, checked before it is played on; anything else is null. */
export function parseSavedGame(value: unknown): SavedNeverHaveIEver | null {
  const parsed = savedShape.safeParse(value);
  return parsed.success ? parsed.data : null;
}
