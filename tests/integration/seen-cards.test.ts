import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { readSeenCards } from "#app/features/seen/seen-cards.server.ts";
import {
  hasSeen,
  markSeen,
  noneSeen,
  seenCount,
  seenLimits,
  type SeenCards,
} from "#app/games/_engine/seen-cards.ts";
import { action, seenCardsMessages } from "#app/routes/api/seen-cards.ts";
import type { Database } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { seenCards } from "#db/schema/seen.ts";
import { apiRequest, newPlayer, routeArgs } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// The account's copy of every card its table has seen: one write path, /api/seen-cards.

function seenOf(...ids: string[]): SeenCards {
  return ids.reduce(markSeen, noneSeen);
}

async function send(db: Database, cookie: string | null, body: unknown) {
  const request = apiRequest("/api/seen-cards", cookie, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await action(routeArgs(db, request));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test("what two phones saw is merged on the account, and each gets the union back", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "seen-merge@example.com");
  const first = await send(db, player.cookie, {
    intent: "merge",
    seen: seenOf("never-have-i-ever-classic:0:1", "never-have-i-ever-classic:0:9"),
  });
  expect(first.status).toBe(200);
  const second = await send(db, player.cookie, {
    intent: "merge",
    seen: seenOf("never-have-i-ever-classic:0:9", "truth-or-dare-classic:1:40"),
  });
  expect(second.status).toBe(200);
  const union = second.body.seen as SeenCards;
  expect(seenCount(union)).toBe(3);
  for (const id of [
    "never-have-i-ever-classic:0:1",
    "never-have-i-ever-classic:0:9",
    "truth-or-dare-classic:1:40",
  ]) {
    expect(hasSeen(union, id)).toBe(true);
  }
  expect(await readSeenCards(db, player.userId)).toEqual(union);
  // Sending the same again changes nothing.
  const again = await send(db, player.cookie, { intent: "merge", seen: union });
  expect(again.body.seen).toEqual(union);
});

test("two phones sending at once both keep what they sent", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "seen-race@example.com");
  await Promise.all([
    send(db, player.cookie, { intent: "merge", seen: seenOf("a:0:1") }),
    send(db, player.cookie, { intent: "merge", seen: seenOf("b:0:2") }),
  ]);
  const kept = await readSeenCards(db, player.userId);
  expect(hasSeen(kept, "a:0:1") && hasSeen(kept, "b:0:2")).toBe(true);
});

test("the account's history stays within its bounds however much is sent", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "seen-bound@example.com");
  // Batches that are each within the bounds, together far past them.
  for (let batch = 0; batch < 6; batch += 1) {
    let seen = noneSeen;
    for (let pack = 0; pack < 20; pack += 1) {
      seen = markSeen(seen, `pack-${batch}-${pack}:0:${seenLimits.maxIndex}`);
    }
    expect((await send(db, player.cookie, { intent: "merge", seen })).status).toBe(200);
  }
  const kept = await readSeenCards(db, player.userId);
  const chars = Object.entries(kept).reduce(
    (sum, [key, bits]) => sum + key.length + bits.length,
    0,
  );
  expect(chars).toBeLessThanOrEqual(seenLimits.maxChars);
  expect(hasSeen(kept, `pack-5-19:0:${seenLimits.maxIndex}`)).toBe(true);
  expect(hasSeen(kept, `pack-0-0:0:${seenLimits.maxIndex}`)).toBe(false);
});

test("reset forgets the account's history; nothing to forget changes nothing", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "seen-reset@example.com");
  const other = await newPlayer(db, "seen-reset-other@example.com");
  await send(db, player.cookie, { intent: "merge", seen: seenOf("a:0:1") });
  await send(db, other.cookie, { intent: "merge", seen: seenOf("a:0:2") });
  const reset = await send(db, player.cookie, { intent: "reset" });
  expect(reset).toEqual({ status: 200, body: { seen: {} } });
  expect(await readSeenCards(db, player.userId)).toEqual(noneSeen);
  expect(await readSeenCards(db, other.userId)).toEqual(seenOf("a:0:2"));
  expect((await send(db, player.cookie, { intent: "reset" })).status).toBe(200);
});

test("a bad body is refused with a code and changes nothing", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "seen-bad@example.com");
  await send(db, player.cookie, { intent: "merge", seen: seenOf("a:0:1") });
  const before = await readSeenCards(db, player.userId);
  const tooMany = Object.fromEntries(
    Array.from({ length: seenLimits.maxKeys + 1 }, (_, i) => [`p${i}:0`, "AQ"]),
  );
  for (const body of [
    {},
    { intent: "forget" },
    { intent: "merge" },
    { intent: "merge", seen: [] },
    { intent: "merge", seen: { "a:0": "not*base64" } },
    { intent: "merge", seen: { "no-list": "AQ" } },
    { intent: "merge", seen: { "a:0": 7 } },
    { intent: "merge", seen: { "a:0": "A".repeat(5000) } },
    { intent: "merge", seen: tooMany },
  ]) {
    const answer = await send(db, player.cookie, body);
    expect(answer, JSON.stringify(body).slice(0, 80)).toEqual({
      status: 400,
      body: { error: seenCardsMessages.badSeen, code: "badSeen" },
    });
  }
  expect((await send(db, player.cookie, "{not json")).status).toBe(400);
  expect(await readSeenCards(db, player.userId)).toEqual(before);
});

test("a signed-out visitor is refused and nothing is stored", async () => {
  const { db } = await getTestDatabase();
  const rowsBefore = await db.select({ userId: seenCards.userId }).from(seenCards);
  for (const body of [{ intent: "merge", seen: seenOf("a:0:1") }, { intent: "reset" }]) {
    expect(await send(db, null, body)).toEqual({
      status: 401,
      body: { error: seenCardsMessages.signedOut, code: "signedOut" },
    });
  }
  expect(await db.select({ userId: seenCards.userId }).from(seenCards)).toEqual(rowsBefore);
});

test("the history goes with the account", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "seen-gone@example.com");
  await send(db, player.cookie, { intent: "merge", seen: seenOf("a:0:1") });
  await db.delete(user).where(eq(user.id, player.userId));
  expect(await db.select().from(seenCards).where(eq(seenCards.userId, player.userId))).toEqual([]);
});
