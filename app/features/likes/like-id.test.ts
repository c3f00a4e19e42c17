import { expect, test } from "vitest";
import { catalogue } from "#app/games/catalogue.ts";
import { newPackId } from "#app/domain/authored-packs.server.ts";
import { isLikeId } from "./like-id.ts";

test("every game's slug and every pack id can be liked", () => {
  for (const { slug } of catalogue) expect(isLikeId(slug), slug).toBe(true);
  expect(isLikeId(newPackId())).toBe(true);
});

test("nothing else can", () => {
  for (const id of [
    "mix\u0000",
    "\ud800",
    "Mix",
    "-mix",
    "mix--up",
    "../mix",
    "",
    "x".repeat(61),
  ]) {
    expect(isLikeId(id), JSON.stringify(id)).toBe(false);
  }
});
