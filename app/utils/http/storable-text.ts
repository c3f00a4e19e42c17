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

/**
 * The path of the first string anywhere in `value` (object keys included) that breaks the
 * rule, or null when every string is storable. Used on whole request bodies, so a field that
 * a schema forgets is still covered.
 */
export function findUnstorableText(
  value: unknown,
  path: readonly (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === "string") return isStorableText(value) ? null : [...path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
