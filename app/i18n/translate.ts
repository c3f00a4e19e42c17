/**
 * The interface text's translation rules, as a pure function over one namespace's messages:
 * nested keys ("a.b.c"), `{{name}}` interpolation and plural forms (`key_one`, `key_other`,
 * and `key_zero`, which wins when the count is 0). A key with no message comes back as
 * the key, so a gap shows up on screen instead of a blank.
 *
 * This is the whole of what the product needs from an i18n library, small enough to ship to
 * every page (docs/decisions/018-interface-text.md).
 */

/** A namespace's messages as written in its catalogue file. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** A namespace's messages keyed by their full dotted key. */
export type FlatMessages = ReadonlyMap<string, string>;

export interface TranslateOptions {
  /** Chooses the plural form and is available as {{count}}. */
  count?: number;
  /** The text to use when the catalogue has no message for the key. */
  defaultValue?: string;
  [name: string]: unknown;
}

export function flattenMessages(tree: MessageTree): FlatMessages {
  const flat = new Map<string, string>();
  const walk = (node: MessageTree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix + key;
      if (typeof value === "string") flat.set(path, value);
      else walk(value, `${path}.`);
    }
  };
  walk(tree, "");
  return flat;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

export function interpolate(message: string, values: TranslateOptions | undefined): string {
  if (!values || !message.includes("{{")) return message;
  return message.replace(placeholder, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The message for `key` in `messages`, its plural form chosen and its values filled in. */
export function translate(
  language: string,
  messages: FlatMessages | undefined,
  key: string,
  options?: TranslateOptions,
): string {
  const count = options?.count;
  let message: string | undefined;
  if (messages) {
    if (typeof count === "number") {
      message =
        (count === 0 ? messages.get(`${key}_zero`) : undefined) ??
        messages.get(`${key}_${pluralCategory(language, count)}`) ??
        messages.get(`${key}_other`);
    }
    message ??= messages.get(key);
  }
  return interpolate(message ?? options?.defaultValue ?? key, options);
}
