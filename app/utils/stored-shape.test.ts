import { expect, test } from "vitest";
import * as shape from "./stored-shape.ts";

test("scalars accept only their own kind, within their rules", () => {
  expect(shape.boolean().safeParse(false)).toEqual({ success: true, data: false });
  expect(shape.boolean().safeParse("false").success).toBe(false);
  expect(shape.string({ maxLength: 3 }).safeParse("abc").success).toBe(true);
  expect(shape.string({ maxLength: 3 }).safeParse("abcd").success).toBe(false);
  expect(shape.string({ pattern: /^[a-z]+$/ }).safeParse("Abc").success).toBe(false);
  const count = shape.number({ integer: true, min: 0, max: 10 });
  expect(count.safeParse(10).success).toBe(true);
  expect(count.safeParse(11).success).toBe(false);
  expect(count.safeParse(-1).success).toBe(false);
  expect(count.safeParse(2.5).success).toBe(false);
  expect(shape.number().safeParse(Number.NaN).success).toBe(false);
  expect(shape.number().safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  expect(shape.literals(["truth", "dare"]).safeParse("dare").success).toBe(true);
  expect(shape.literals(["truth", "dare"]).safeParse("both").success).toBe(false);
});

test("an object keeps its own fields only, each checked", () => {
  const card = shape.object({ id: shape.string(), left: shape.nullable(shape.number()) });
  expect(card.safeParse({ id: "a", left: null, extra: 1 })).toEqual({
    success: true,
    data: { id: "a", left: null },
  });
  expect(card.safeParse({ id: "a" }).success).toBe(false);
  expect(card.safeParse([]).success).toBe(false);
  expect(card.safeParse(null).success).toBe(false);
});

test("arrays and records fail on any bad element", () => {
  expect(shape.array(shape.string(), { maxLength: 2 }).safeParse(["a", "b", "c"]).success).toBe(
    false,
  );
  expect(shape.array(shape.string()).safeParse(["a", 1]).success).toBe(false);
  expect(shape.record(shape.boolean()).safeParse({ a: true, b: false }).success).toBe(true);
  expect(shape.record(shape.boolean()).safeParse({ a: true, b: "no" }).success).toBe(false);
  expect(shape.record(shape.boolean()).safeParse(["x"]).success).toBe(false);
});

test("a fallback replaces only its own bad field", () => {
  const settings = shape.object({
    names: shape.withFallback(shape.array(shape.string()), []),
    adult: shape.withFallback(shape.boolean(), false),
  });
  expect(settings.safeParse({ names: "Ann", adult: true })).toEqual({
    success: true,
    data: { names: [], adult: true },
  });
});
