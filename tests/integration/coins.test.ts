import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { recordGamePlayed } from "#app/domain/achievements.server.ts";
import { readProfile } from "#app/domain/profile.server.ts";
import { creditReferral } from "#app/domain/referral.server.ts";
import { changeCoins, requireCoinChange } from "#app/domain/coin-ledger.server.ts";
import { unlockedPacks, unlockPack } from "#app/features/packs/pack-unlock.server.ts";
import { claimReward } from "#app/features/rewards/rewards.server.ts";
import { action as claimAction } from "#app/routes/api/rewards/claim.ts";
import { action as likeAction } from "#app/routes/api/likes.ts";
import { action as unlockAction } from "#app/routes/api/packs/unlock.ts";
import { action as feedbackAction } from "#app/routes/api/feedback.ts";
import type { Database } from "#db/client.server.ts";
import { coinLedger } from "#db/schema/coins.ts";
import { profile } from "#db/schema/profile.ts";
import { apiRequest, newPlayer, routeArgs, signUp } from "#tests/setup/accounts.ts";
import { getTestDatabase, rowsOf } from "#tests/setup/test-database.ts";

const now = new Date("2026-06-15T12:00:00Z");

async function balance(db: Database, userId: string) {
  return (await readProfile(db, userId))?.dojo_coins;
}

async function ledgerSum(db: Database, userId: string) {
  const result = await db.execute(
    sql`select coalesce(sum(delta), 0)::int as total from ${coinLedger} where user_id = ${userId}`,
  );
  return rowsOf<{ total: number }>(result)[0]?.total;
}

/** Gives a player coins the way a reward would, for tests that need a balance. */
async function grant(db: Database, userId: string, coins: number, ref: string) {
  await db.transaction((tx) =>
    requireCoinChange(tx, { userId, delta: coins, reason: "reward", ref }),
  );
}

function post(path: string, cookie: string | null, body?: unknown) {
  return apiRequest(path, cookie, {
    method: "POST",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("rewards", () => {
  test("100 concurrent claims of one reward pay exactly once", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "claimer@example.com");
    const results = await Promise.all(
      Array.from({ length: 100 }, () => claimReward(db, player.userId, "welcome", now)),
    );
    expect(results.filter((result) => result === "claimed")).toHaveLength(1);
    expect(results.filter((result) => result === "already-claimed")).toHaveLength(99);
    expect(await balance(db, player.userId)).toBe(50);
    expect(await ledgerSum(db, player.userId)).toBe(50);
    expect((await readProfile(db, player.userId))?.claimed_rewards).toEqual(["welcome"]);
  });

  test("the claim API answers with the catalogue's messages", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "api@example.com");
    const claim = (id: string, cookie: string | null) =>
      claimAction(routeArgs(db, post(`/api/rewards/${id}/claim`, cookie), { id }));

    const anonymous = await claim("welcome", null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "User is not authenticated" });

    const first = await claim("welcome", player.cookie);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: "Reward claimed successfully" });

    const again = await claim("welcome", player.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "Reward already claimed" });

    const unknown = await claim("free-money", player.cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Unknown reward" });

    const early = await claim("first-pack", player.cookie);
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({ error: "This reward can't be claimed yet." });
    expect(await balance(db, player.userId)).toBe(50);
  });

  test("a claim by an account whose profile is missing makes the profile first", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "ghost@example.com");
    await db.delete(profile).where(eq(profile.userId, player.userId));
    const answer = await claimAction(
      routeArgs(db, post("/api/rewards/welcome/claim", player.cookie), { id: "welcome" }),
    );
    expect(answer.status).toBe(200);
    expect(await balance(db, player.userId)).toBe(50);
  });

  test("first-feedback opens once the player has sent feedback signed in", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "critic@example.com");
    expect(await claimReward(db, player.userId, "first-feedback", now)).toBe("not-eligible");
    const sent = await feedbackAction(
      routeArgs(
        db,
        post("/api/feedback", player.cookie, {
          feedback: "More dares!",
          positive: true,
          game: "mix",
        }),
      ),
    );
    expect(sent.status).toBe(201);
    expect(await claimReward(db, player.userId, "first-feedback", now)).toBe("claimed");
    expect(await balance(db, player.userId)).toBe(10);
  });

  test("a Christmas door pays only on its own day in Copenhagen", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "elf@example.com");
    const door3 = new Date("2026-12-02T23:30:00Z");
    expect(await claimReward(db, player.userId, "xmas-2026-4", door3)).toBe("not-eligible");
    expect(await claimReward(db, player.userId, "xmas-2026-3", door3)).toBe("claimed");
    expect(await claimReward(db, player.userId, "xmas-2026-3", door3)).toBe("already-claimed");
    expect(await balance(db, player.userId)).toBe(10);
  });
});

describe("coins", () => {
  test("100 concurrent spends beyond the balance never take it below 0", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "spender@example.com");
    await grant(db, player.userId, 250, "seed");
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        db
          .transaction(async (tx) => {
            const result = await changeCoins(tx, {
              userId: player.userId,
              delta: -30,
              reason: "pack-unlock",
              ref: `pack-${index}`,
            });
            if (result !== "applied") tx.rollback();
            return result;
          })
          .catch(() => "refused"),
      ),
    );
    expect(results.filter((result) => result === "applied")).toHaveLength(8);
    expect(await balance(db, player.userId)).toBe(10);
    expect(await ledgerSum(db, player.userId)).toBe(10);
  });

  test("a premium pack is unlocked for good, paid once, and refused without the coins", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "buyer@example.com");
    expect(await unlockPack(db, player.userId, "nhie-confessions")).toBe("insufficient");
    expect(await unlockedPacks(db, player.userId)).toEqual(new Set());

    await grant(db, player.userId, 150, "seed");
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => unlockPack(db, player.userId, "nhie-confessions")),
    );
    expect(attempts.filter((result) => result === "unlocked")).toHaveLength(1);
    expect(await balance(db, player.userId)).toBe(50);
    expect(await unlockedPacks(db, player.userId)).toEqual(new Set(["nhie-confessions"]));
    expect(await unlockPack(db, player.userId, "no-such-pack")).toBe("unknown");
    expect(await ledgerSum(db, player.userId)).toBe(50);
  });

  test("the unlock API answers the balance and refuses strangers", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "unlock-api@example.com");
    const unlock = (packId: string, cookie: string | null) =>
      unlockAction(routeArgs(db, post(`/api/packs/${packId}/unlock`, cookie), { id: packId }));
    expect((await unlock("tod-deep-cuts", null)).status).toBe(401);
    const poor = await unlock("tod-deep-cuts", player.cookie);
    expect(poor.status).toBe(409);
    expect(await poor.json()).toEqual({
      error: "Unlocking a pack takes 100 dojo coins.",
      code: "insufficient",
    });
    await grant(db, player.userId, 120, "seed");
    const bought = await unlock("tod-deep-cuts", player.cookie);
    expect(bought.status).toBe(200);
    expect(await bought.json()).toEqual({ packId: "tod-deep-cuts", dojo_coins: 20 });
    const unknown = await unlock("free-pack", player.cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: "There is no premium pack with this id.",
      code: "unknown",
    });
  });
});

describe("referrals", () => {
  test("a referral is counted once under concurrent retries", async () => {
    const { db } = await getTestDatabase();
    const referrer = await newPlayer(db, "host@example.com");
    const friend = await newPlayer(db, "guest@example.com");
    const results = await Promise.all(
      Array.from({ length: 20 }, () => creditReferral(db, friend.userId, referrer.username)),
    );
    expect(results.filter((result) => result === "credited")).toHaveLength(1);
    const credited = await readProfile(db, referrer.userId);
    expect(credited).toMatchObject({ referred_users: 1, dojo_coins: 100 });
    expect(await ledgerSum(db, referrer.userId)).toBe(100);
  });

  test("signing up with a friend's referral cookie credits the friend", async () => {
    const { db } = await getTestDatabase();
    const referrer = await newPlayer(db, "inviter@example.com");
    await signUp(db, "invited@example.com", { cookie: `pd_ref=${referrer.username}` });
    expect(await readProfile(db, referrer.userId)).toMatchObject({
      referred_users: 1,
      dojo_coins: 100,
    });
    // Nobody can refer themselves or be credited by a name that does not exist.
    const loner = await newPlayer(db, "loner@example.com");
    expect(await creditReferral(db, loner.userId, loner.username)).toBe("unknown-referrer");
    expect(await creditReferral(db, loner.userId, "nobody_here")).toBe("unknown-referrer");
  });
});

describe("likes", () => {
  test("likes are added only if absent, removed only if present, and only the caller's", async () => {
    const { db } = await getTestDatabase();
    const mette = await newPlayer(db, "mette@example.com");
    const sam = await newPlayer(db, "sam@example.com");
    const like = (gameId: string, cookie: string | null, method: "PUT" | "DELETE" = "PUT") =>
      likeAction(routeArgs(db, apiRequest(`/api/likes/${gameId}`, cookie, { method }), { gameId }));

    expect((await like("charades", null)).status).toBe(401);
    expect((await like("not-a-game", mette.cookie)).status).toBe(404);
    await like("charades", mette.cookie);
    const twice = await like("charades", mette.cookie);
    expect(await twice.json()).toEqual({ liked_games: ["charades"] });
    await like("coin-flip", mette.cookie);
    await like("mix", sam.cookie);

    const removed = await like("charades", mette.cookie, "DELETE");
    expect(await removed.json()).toEqual({ liked_games: ["coin-flip"] });
    const absent = await like("charades", mette.cookie, "DELETE");
    expect(await absent.json()).toEqual({ liked_games: ["coin-flip"] });
    expect((await readProfile(db, sam.userId))?.liked_games).toEqual(["mix"]);
  });
});

describe("achievements", () => {
  test("party-starter comes with the tenth game played signed in", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "starter@example.com");
    for (let game = 1; game < 10; game++) await recordGamePlayed(db, player.userId);
    expect((await readProfile(db, player.userId))?.achievements).toEqual(["early-bird"]);
    await recordGamePlayed(db, player.userId);
    expect((await readProfile(db, player.userId))?.achievements).toEqual([
      "early-bird",
      "party-starter",
    ]);
  });
});
