// Checks for what the browser reads back from its own storage and URLs on the pages every
// party opens first (a prompt game, the home page): a saved game, the table's settings, an id.
// They need a handful of shapes, and zod's runtime would be a third of those pages' own
// JavaScript (docs/decisions/021-page-weight.md). Forms and API bodies keep zod.

export type Parsed<T> = { success: true; data: T } | { success: false };

export interface Shape<T> {
  safeParse(value: unknown): Parsed<T>;
}

export type Infer<S> = S extends Shape<infer T> ? T : never;

const failed: Parsed<never> = { success: false };

function shape<T>(read: (value: unknown) => Parsed<T>): Shape<T> {
  return { safeParse: read };
}

function accept<T>(data: T): Parsed<T> {
  return { success: true, data };
}

export function unknown(): Shape<unknown> {
  return shape(accept);
}

export function boolean(): Shape<boolean> {
  return shape((value) => (typeof value === "boolean" ? accept(value) : failed));
}

export function string(rules: { maxLength?: number; pattern?: RegExp } = {}): Shape<string> {
  return shape((value) =>
    typeof value === "string" &&
    (rules.maxLength === undefined || value.length <= rules.maxLength) &&
    (rules.pattern === undefined || rules.pattern.test(value))
      ? accept(value)
      : failed,
  );
}

/** A finite number within the bounds (inclusive); `integer` for counts and indexes. */
export function number(
  rules: { integer?: boolean; min?: number; max?: number } = {},
): Shape<number> {
  return shape((value) =>
    typeof value === "number" &&
    Number.isFinite(value) &&
    (!rules.integer || Number.isInteger(value)) &&
    (rules.min === undefined || value >= rules.min) &&
    (rules.max === undefined || value <= rules.max)
      ? accept(value)
      : failed,
  );
}

export function literals<const T extends readonly (string | number)[]>(
  options: T,
): Shape<T[number]> {
  const isOption = (value: unknown): value is T[number] =>
    options.some((option) => option === value);
  return shape((value) => (isOption(value) ? accept(value) : failed));
}

export function nullable<T>(inner: Shape<T>): Shape<T | null> {
  return shape((value) => (value === null ? accept(null) : inner.safeParse(value)));
}

export function array<T>(item: Shape<T>, rules: { maxLength?: number } = {}): Shape<T[]> {
  return shape((value) => {
    if (!Array.isArray(value)) return failed;
    if (rules.maxLength !== undefined && value.length > rules.maxLength) return failed;
    const items: T[] = [];
    for (const element of value) {
      const parsed = item.safeParse(element);
      if (!parsed.success) return failed;
      items.push(parsed.data);
    }
    return accept(items);
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** String keys to values of one shape. */
export function record<T>(entry: Shape<T>): Shape<Record<string, T>> {
  return shape((value) => {
    if (!isPlainObject(value)) return failed;
    const entries: Record<string, T> = {};
    for (const [key, element] of Object.entries(value)) {
      const parsed = entry.safeParse(element);
      if (!parsed.success) return failed;
      entries[key] = parsed.data;
    }
    return accept(entries);
  });
}

type Fielded<Fields> = { [K in keyof Fields]: Infer<Fields[K]> };

function hasEveryField<Fields extends object>(
  data: Record<string, unknown>,
  fields: Fields,
): data is Fielded<Fields> {
  return Object.keys(fields).every((key) => key in data);
}

/** The named fields, each of its shape; other fields are dropped. */
export function object<Fields extends Record<string, Shape<unknown>>>(
  fields: Fields,
): Shape<Fielded<Fields>> {
  return shape((value) => {
    if (!isPlainObject(value)) return failed;
    const data: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const parsed = field.safeParse(value[key]);
      if (!parsed.success) return failed;
      data[key] = parsed.data;
    }
    return hasEveryField(data, fields) ? accept(data) : failed;
  });
}

/** The shape, or the fallback in place of anything else: one bad setting loses only itself. */
export function withFallback<T>(inner: Shape<T>, fallback: T): Shape<T> {
  return shape((value) => {
    const parsed = inner.safeParse(value);
    return parsed.success ? parsed : accept(fallback);
  });
}
