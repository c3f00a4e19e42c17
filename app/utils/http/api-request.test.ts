import { afterEach, expect, test, vi } from "vitest";
import { readApiAnswer, sendApiRequest } from "./api-request.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

test("a 2xx answer carries its JSON body", async () => {
  const answer = await readApiAnswer(Response.json({ liked_games: ["mix"] }));
  expect(answer).toEqual({ ok: true, status: 200, body: { liked_games: ["mix"] } });
});

test("an error answer carries the API's message, or null when it has none", async () => {
  expect(await readApiAnswer(Response.json({ error: "Unknown game" }, { status: 404 }))).toEqual({
    ok: false,
    status: 404,
    error: "Unknown game",
  });
  expect(await readApiAnswer(new Response("<html>", { status: 502 }))).toEqual({
    ok: false,
    status: 502,
    error: null,
  });
});

test("a request that never reaches the server answers status 0 instead of throwing", async () => {
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
  expect(await sendApiRequest("/api/likes/mix", { method: "PUT" })).toEqual({
    ok: false,
    status: 0,
    error: null,
  });
});

test("a JSON body is sent as JSON", async () => {
  const calls: RequestInit[] = [];
  vi.stubGlobal("fetch", (_path: string, init: RequestInit) => {
    calls.push(init);
    return Promise.resolve(Response.json({ deleted: true }));
  });
  await sendApiRequest("/api/profile", { method: "DELETE", json: { confirm: "mette" } });
  expect(calls[0]).toMatchObject({
    method: "DELETE",
    headers: { "Content-Type": "application/json" },
    body: '{"confirm":"mette"}',
  });
});
