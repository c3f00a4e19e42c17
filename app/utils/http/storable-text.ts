/**
 * The one rule for every piece of text a visitor sends us: it may hold any printable
 * character, tabs and line breaks, but no other control character (a NUL byte is refused by
 * PostgreSQL and every other one is invisible on a card) and no lone half of a surrogate pair
 * (it is not a character at all, and cannot be encoded as UTF-8). Such text is refused with a
 * message naming the field rather than silently changed: what a player typed is either saved
 * as typed or not at all (docs/decisions/016-hostile-input.md).
 */

// C0 controls except tab (\u0009), line feed (\u000a) and carriage return (\u000d), DEL, and
// the C1 controls.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !controlCharacter.test(text) && !loneSurrogate.test(text);
}

const unstorableTextMessage = "contains a character that can't be saved";

/** "name contains a character that can't be saved", for the field at `path`. */
export function unstorableTextError(path: readonly (string | number)[]): string {
  const field = path.length > 0 ? path.join(".") : "The text";
  return `${field} ${unstorableTextMessage}`;
}

type Path = (string | number)[];

/**
 * One step of a walk: a value to look into, or a key to check. `parent` links back to the
 * step that led here, so a path is only built for the string that is found: copying it at
 * every level would cost memory by the square of the depth.
 */
interface Step {
  value: unknown;
  isKey: boolean;
  key: string | number | null;
  parent: Step | null;
}

function pathOf(step: Step): Path {
  const path: Path = [];
  for (let at: Step | null = step; at; at = at.parent) {
    if (at.key !== null) path.push(at.key);
  }
  return path.reverse();
}

/**
 * The path of the first string anywhere in `value` (object keys included) that breaks the
 * rule, or null when every string is storable. Used on whole request bodies, so a field that
 * a schema forgets is still covered. It walks with a stack of its own, not by recursion: a
 * 10 KB body of brackets is thousands of levels deep, enough to overflow the call stack.
 */
export function findUnstorableText(value: unknown): Path | null {
  const stack: Step[] = [{ value, isKey: false, key: null, parent: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const current = step.value;
    if (typeof current === "string") {
      if (!isStorableText(current)) return pathOf(step);
      continue;
    }
    if (step.isKey || typeof current !== "object" || current === null) continue;
    // Pushed last to first, so the walk meets them in the body's own order.
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], isKey: false, key: index, parent: step });
      }
      continue;
    }
    const entries = Object.entries(current);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] ?? ["", null];
      const keyStep = { value: key, isKey: true, key, parent: step };
      stack.push({ value: item, isKey: false, key, parent: step }, keyStep);
    }
  }
  return null;
}

/**
 * How deep a body may nest arrays and objects. The deepest one we take is a pack file
 * (`{"pack": {"metadata": {"tags": [...]}}}`, four levels; app/domain/authored-pack-import.ts),
 * so this leaves ample room while every handler after the check can walk a body however it
 * likes (docs/decisions/016-hostile-input.md).
 */
export const maxNesting = 32;

export const tooDeepMessage = `The body nests more than ${maxNesting} levels of arrays or objects.`;

/** True when `value` nests arrays and objects more than `limit` levels deep. */
export function isNestedTooDeep(value: unknown, limit: number = maxNesting): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    if (typeof step.value !== "object" || step.value === null) continue;
    const depth = step.depth + 1;
    if (depth > limit) return true;
    const items: unknown[] = Array.isArray(step.value) ? step.value : Object.values(step.value);
    for (const item of items) {
      if (typeof item === "object" && item !== null) stack.push({ value: item, depth });
    }
  }
  return false;
}
