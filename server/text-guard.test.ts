import { expect, test } from "vitest";
import { bodyFields, bodyProblem } from "./text-guard.ts";

test("JSON and URL-encoded bodies are read as fields", () => {
  expect(bodyFields("application/json; charset=utf-8", Buffer.from('{"a":"\\u0000"}'))).toEqual({
    a: "\u0000",
  });
  expect(bodyFields("application/x-www-form-urlencoded", Buffer.from("dare=a%00b&x=1"))).toEqual({
    dare: "a\u0000b",
    x: "1",
  });
});

test("other, empty and unreadable bodies are left to the route", () => {
  expect(bodyFields("application/json", Buffer.from("{broken"))).toBeNull();
  expect(bodyFields("text/plain", Buffer.from("\u0000"))).toBeNull();
  expect(bodyFields(undefined, Buffer.from("x"))).toBeNull();
  expect(bodyFields("application/json", Buffer.alloc(0))).toBeNull();
});

test("a body nested past the limit is refused before its text is looked at", () => {
  const deep = (open: string, close: string, depth: number) =>
    Buffer.from(`${open.repeat(depth)}"\\u0000"${close.repeat(depth)}`);
  for (const body of [deep("[", "]", 5000), deep('{"a":', "}", 5000), deep("[", "]", 33)]) {
    expect(bodyProblem("application/json", body)?.code).toBe("BODY_TOO_DEEP");
  }
  expect(bodyProblem("application/json", deep("[", "]", 32))?.code).toBe("INVALID_TEXT");
  expect(bodyProblem("application/json", Buffer.from('{"pack":{"tags":["a"]}}'))).toBeNull();
  // A form's fields are flat: its text can't nest.
  expect(bodyProblem("application/x-www-form-urlencoded", Buffer.from("a[b][c]=1"))).toBeNull();
});
