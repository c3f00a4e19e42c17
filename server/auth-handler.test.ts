import { expect, test } from "vitest";
import { isAuthBody } from "./auth-handler.ts";

const json = "application/json";

test("an object or no body at all goes to Better Auth", () => {
  expect(isAuthBody(json, Buffer.from('{"email":"a@example.com"}'))).toBe(true);
  expect(isAuthBody(json, Buffer.alloc(0))).toBe(true);
  expect(isAuthBody("application/x-www-form-urlencoded", Buffer.from("a=1"))).toBe(true);
});

test("JSON that is not an object is refused before Better Auth's hooks read it", () => {
  for (const body of ["null", "[]", "42", '"text"', "[{}]"]) {
    expect(isAuthBody(json, Buffer.from(body)), body).toBe(false);
  }
});
