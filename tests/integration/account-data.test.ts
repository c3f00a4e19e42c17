import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { readProfile } from "#app/domain/profile.server.ts";
import { saveFeedback } from "#app/features/feedback/save-feedback.server.ts";
import { likeGame } from "#app/features/likes/likes.server.ts";
import { mergeSeenCards } from "#app/features/seen/seen-cards.server.ts";
import { createPack, reportPack } from "#app/domain/authored-packs.server.ts";
import { claimReward } from "#app/features/rewards/rewards.server.ts";
import { loader as exportLoader } from "#app/routes/api/profile-export.ts";
import { action as profileAction } from "#app/routes/api/profile.ts";
import type { Database } from "#db/client.server.ts";
import { account, session, user, verification } from "#db/schema/auth.ts";
import { packUnlock } from "#db/schema/coins.ts";
import { feedback } from "#db/schema/feedback.ts";
import { pack } from "#db/schema/packs.ts";
import { profile } from "#db/schema/profile.ts";
import { apiRequest, authFor, routeArgs, signUp } from "#tests/setup/accounts.ts";
import { getTestDatabase, rowsOf } from "#tests/setup/test-database.ts";

// Download my data and delete my account, through the routes, on a real database.

const now = new Date("2026-06-15T12:00:00Z");

// Every table that holds rows of one user, by the column that names them.
const userTables = [
  ["user", "id"],
  ["session", "user_id"],
  ["account", "user_id"],
  ["profile", "user_id"],
  ["achievement", "user_id"],
  ["reward_claim", "user_id"],
  ["coin_ledger", "user_id"],
  ["game_like", "user_id"],
  ["pack_unlock", "user_id"],
  ["feedback", "user_id"],
  ["pack", "owner_id"],
  ["pack_report", "reporter_id"],
  ["seen_cards", "user_id"],
] as const;

async function rowCounts(db: Database, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of userTables) {
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    counts[table] = rowsOf<{ n: number }>(result)[0]?.n ?? -1;
  }
  return counts;
}

/** A player with a row in every table: a claim, coins, a like, an unlock, feedback, a pack. */
async function activePlayer(db: Database, email: string, options: { cookie?: string } = {}) {
  const { cookie } = await signUp(db, email, options);
  const [row] = await db
    .select({ userId: profile.userId, username: profile.username })
    .from(profile)
    .innerJoin(user, eq(user.id, profile.userId))
    .where(eq(user.email, email));
  if (!row) throw new Error(`sign-up of ${email} made no profile`);
  expect(await claimReward(db, row.userId, "welcome", now)).toBe("claimed");
  await likeGame(db, row.userId, "mix");
  await db.insert(packUnlock).values({ userId: row.userId, packId: `unlock-of-${row.username}` });
  await mergeSeenCards(db, row.userId, { "nhie-warm-up:0": "AQ" });
  await saveFeedback(
    db,
    { feedback: `notes from ${row.username}`, positive: true, game: "mix" },
    { userId: row.userId, username: row.username },
    now,
  );
  const made = await createPack(db, row.userId, {
    metadata: {
      name: `pack of ${row.username}`,
      description: "Prompts for the road",
      author: row.username,
      explicit: false,
      alcohol: false,
      language: "en",
      tags: [],
    },
    prompts: [{ text: `a prompt by ${row.username}` }],
  });
  if (!made.ok) throw new Error(made.problem);
  return { cookie, email, packId: made.pack.metadata.id, ...row };
}

async function exportAs(db: Database, cookie: string | null) {
  return exportLoader(routeArgs(db, apiRequest("/api/profile/export", cookie)));
}

async function deleteAs(db: Database, cookie: string | null, body: unknown) {
  const request = apiRequest("/api/profile", cookie, {
    method: "DELETE",
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return profileAction(routeArgs(db, request));
}

describe("download my data", () => {
  test("holds the user's rows and none of another user's, without secrets", async () => {
    const { db } = await getTestDatabase();
    const other = await activePlayer(db, "other@example.com");
    // Signed up through the other player's invite link, so the other player's ledger names
    // this account; it must not name the other account back.
    const mette = await activePlayer(db, "mette@example.com", {
      cookie: `pd_ref=${other.username}`,
    });
    expect(await reportPack(db, mette.userId, other.packId, "Spam")).toBe(true);

    const answer = await exportAs(db, mette.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Disposition")).toBe(
      'attachment; filename="party-dojo-data.json"',
    );
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/);
    const text = await answer.text();
    const data = JSON.parse(text);

    expect(data.account).toMatchObject({ id: mette.userId, email: "mette@example.com" });
    expect(data.profile).toMatchObject({
      username: "mette",
      dojo_coins: 50,
      referred_by: "other",
    });
    expect(data.achievements).toEqual([
      { id: "early-bird", unlockedAt: expect.any(String) },
      { id: "pack-author", unlockedAt: expect.any(String) },
    ]);
    expect(data.rewardClaims).toEqual([{ id: "welcome", claimedAt: expect.any(String) }]);
    expect(data.coinLedger).toEqual([
      { delta: 50, reason: "reward", ref: "welcome", createdAt: expect.any(String) },
    ]);
    expect(data.likedGames).toEqual([{ id: "mix", likedAt: expect.any(String) }]);
    expect(data.packUnlocks).toEqual([
      { packId: "unlock-of-mette", unlockedAt: expect.any(String) },
    ]);
    expect(data.packs).toEqual([
      expect.objectContaining({
        status: "published",
        metadata: expect.objectContaining({ name: "pack of mette", id: mette.packId }),
        prompts: [{ text: "a prompt by mette" }],
      }),
    ]);
    expect(data.packReports).toEqual([
      { packId: other.packId, reason: "Spam", createdAt: expect.any(String) },
    ]);
    expect(data.feedback).toEqual([
      expect.objectContaining({ feedback: "notes from mette", user: "mette", game: "mix" }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: "credential" })]);
    expect(data.seenCards).toEqual({
      lists: { "nhie-warm-up:0": "AQ" },
      updatedAt: expect.any(String),
    });

    for (const foreign of [
      other.userId,
      other.email,
      "notes from other",
      "unlock-of-other",
      "a prompt by other",
    ]) {
      expect(text).not.toContain(foreign);
    }
    const [secrets] = await db
      .select({ password: account.password, token: session.token })
      .from(account)
      .innerJoin(session, eq(session.userId, account.userId))
      .where(eq(account.userId, mette.userId));
    expect(secrets?.password).toBeTruthy();
    expect(text).not.toContain(secrets?.password ?? "");
    expect(text).not.toContain(secrets?.token ?? "");
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
  });

  test("the referrer's export counts the friend without naming the friend's account", async () => {
    const { db } = await getTestDatabase();
    const anna = await activePlayer(db, "anna@example.com");
    const friend = await activePlayer(db, "friend@example.com", {
      cookie: `pd_ref=${anna.username}`,
    });
    const data = await (await exportAs(db, anna.cookie)).json();
    expect(data.profile).toMatchObject({ referred_users: 1, dojo_coins: 150 });
    expect(data.coinLedger).toContainEqual(
      expect.objectContaining({ delta: 100, reason: "referral", ref: null }),
    );
    expect(JSON.stringify(data)).not.toContain(friend.userId);
  });

  test("needs a session", async () => {
    const { db } = await getTestDatabase();
    const answer = await exportAs(db, null);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: "User is not authenticated" });
  });
});

describe("delete my account", () => {
  test("removes the user's rows from every table and keeps feedback, anonymised", async () => {
    const { db } = await getTestDatabase();
    const other = await activePlayer(db, "other@example.com");
    const mette = await activePlayer(db, "mette@example.com");
    await likeGame(db, mette.userId, other.packId);
    expect(await reportPack(db, mette.userId, other.packId, "Spam")).toBe(true);
    await db.insert(verification).values([
      {
        id: "reset-mette",
        identifier: "reset-password:token-a",
        value: mette.userId,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
      {
        id: "link-mette",
        identifier: "magic-token-a",
        value: JSON.stringify({ type: "magic-link", email: "mette@example.com", name: "" }),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
      {
        id: "link-other",
        identifier: "magic-token-b",
        value: JSON.stringify({ type: "magic-link", email: "other@example.com", name: "" }),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    ]);
    const othersBefore = await rowCounts(db, other.userId);

    const answer = await deleteAs(db, mette.cookie, { confirm: "mette" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ deleted: true });
    const cleared = answer.headers.getSetCookie();
    expect(cleared.some((cookie) => /better-auth\.session_token=;.*Max-Age=0/i.test(cookie))).toBe(
      true,
    );

    const remaining = await rowCounts(db, mette.userId);
    expect(Object.values(remaining)).toEqual(userTables.map(() => 0));
    expect(await rowCounts(db, other.userId)).toEqual(othersBefore);

    // A like that left with the account leaves the pack's counter too.
    const [othersPack] = await db.select().from(pack).where(eq(pack.id, other.packId));
    expect(othersPack?.likes).toBe(0);

    const kept = await db.select().from(feedback).where(eq(feedback.feedback, "notes from mette"));
    expect(kept).toEqual([expect.objectContaining({ user: "anonymous", userId: null })]);
    const links = await db.select({ id: verification.id }).from(verification);
    expect(links.map((row) => row.id)).toEqual(["link-other"]);

    // The session is gone with the account, and so is the password.
    const afterwards = await exportAs(db, mette.cookie);
    expect(afterwards.status).toBe(401);
    const signIn = await authFor(db).api.signInEmail({
      body: { email: "mette@example.com", password: "correct-horse" },
      asResponse: true,
    });
    expect(signIn.status).toBe(401);
  });

  test("a wrong or missing confirmation is refused and changes nothing", async () => {
    const { db } = await getTestDatabase();
    const mette = await activePlayer(db, "mette@example.com");
    const before = await rowCounts(db, mette.userId);

    const wrong = await deleteAs(db, mette.cookie, { confirm: "Mette" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: "That is not your username. Type it exactly as shown to delete your account.",
    });
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const blank = await deleteAs(db, mette.cookie, { confirm: "  " });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: "Type your username to confirm." });
    expect((await deleteAs(db, mette.cookie, {})).status).toBe(400);
    expect((await deleteAs(db, mette.cookie, "not json")).status).toBe(400);

    expect(await rowCounts(db, mette.userId)).toEqual(before);
    expect((await readProfile(db, mette.userId))?.dojo_coins).toBe(50);
  });

  test("one player cannot delete another, even by typing the other's username", async () => {
    const { db } = await getTestDatabase();
    const mette = await activePlayer(db, "mette@example.com");
    const intruder = await activePlayer(db, "intruder@example.com");
    const before = await rowCounts(db, mette.userId);

    const answer = await deleteAs(db, intruder.cookie, { confirm: mette.username });
    expect(answer.status).toBe(400);
    expect(await rowCounts(db, mette.userId)).toEqual(before);
    expect((await readProfile(db, intruder.userId))?.username).toBe("intruder");
  });

  test("needs a session", async () => {
    const { db } = await getTestDatabase();
    const answer = await deleteAs(db, null, { confirm: "anyone" });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: "User is not authenticated" });
  });
});
