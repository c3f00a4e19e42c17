import { expect, test } from "vitest";
import { newPackId } from "#app/domain/authored-packs.server.ts";
import { parseLike } from "./like-schema.ts";

test("a game's and a pack's id are both a like's, with either intent", () => {
  expect(parseLike({ gameId: "meyer", intent: "like" })).toEqual({
    ok: true,
    like: { gameId: "meyer", intent: "like" },
  });
  const pack = newPackId();
  expect(parseLike({ gameId: pack, intent: "unlike" })).toMatchObject({ ok: true });
});

test("a bad id is unknownGame even when the intent is bad too", () => {
  expect(parseLike({ gameId: "../etc", intent: "like" })).toEqual({
    ok: false,
    problem: "unknownGame",
  });
  expect(parseLike({ gameId: "a\u0000b", intent: null })).toEqual({
    ok: false,
    problem: "unknownGame",
  });
});

test("an intent other than like or unlike is refused as intent", () => {
  for (const intent of [null, "", "LIKE", "report"]) {
    expect(parseLike({ gameId: "meyer", intent }), String(intent)).toEqual({
      ok: false,
      problem: "intent",
    });
  }
});
