import { expect, test } from "vitest";
import { addressProblem } from "./request-guards.ts";

test("ordinary addresses pass, queries and Danish letters included", () => {
  for (const url of [
    "/",
    "/games/mix?ref=mette",
    "/api/packs?q=sk%C3%A5l&sort=new",
    "/a+b?x=1+2",
  ]) {
    expect(addressProblem(url)).toBeNull();
  }
});

test("a path that is not valid percent-encoding is refused", () => {
  expect(addressProblem("/info/%E0%A4%A")).toBe("The address is not valid.");
  expect(addressProblem("/api/packs/%ED%A0%80")).toBe("The address is not valid.");
  expect(addressProblem("http://elsewhere.example/")).toBe("The address is not valid.");
});

test("a NUL or another control character in the path or the query is refused", () => {
  for (const url of ["/api/packs/a%00b", "/api/packs?q=%00", "/api/likes/%1B", "/x?%00=1"]) {
    expect(addressProblem(url)).toBe("The address contains a character that isn't allowed.");
  }
});
