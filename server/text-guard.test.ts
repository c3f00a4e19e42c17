import { expect, test } from "vitest";
import { bodyFields } from "./text-guard.ts";

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
