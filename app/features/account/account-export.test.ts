import { expect, test } from "vitest";
import { shapeAccountExport, type AccountDataRows } from "./account-export.ts";

const at = new Date("2026-11-01T10:00:00.000Z");

function rows(): AccountDataRows {
  return {
    user: {
      id: "u1",
      name: "mette",
      email: "mette@example.com",
      emailVerified: false,
      image: null,
      phoneNumber: null,
      phoneNumberVerified: null,
      role: null,
      banned: null,
      banReason: null,
      banExpires: null,
      createdAt: at,
      updatedAt: at,
    },
    profile: {
      username: "mette",
      creationDate: at,
      dojoCoins: 150,
      premium: false,
      cancelled: false,
      pastDue: false,
      stripeUserId: "",
      stripeSubscriptionId: "",
      premiumEndDate: null,
      referredUsers: 1,
      gamesPlayed: 3,
    },
    referredBy: "anna",
    achievements: [{ achievementId: "early-bird", unlockedAt: at }],
    rewardClaims: [{ rewardId: "welcome", claimedAt: at }],
    coinLedger: [
      { delta: 50, reason: "reward", ref: "welcome", createdAt: at },
      { delta: 100, reason: "referral", ref: "friend-user-id", createdAt: at },
    ],
    likes: [{ gameId: "mix", createdAt: at }],
    packUnlocks: [{ packId: "nhie-spicy", unlockedAt: at }],
    packs: [
      {
        status: "draft",
        language: "en",
        file: {
          metadata: {
            name: "Road trip",
            id: "p1",
            description: "For the car",
            author: "mette",
            explicit: false,
            alcohol: false,
            language: "en",
            creation_date: at.toISOString(),
            tags: ["draft"],
          },
          prompts: [{ text: "Never have I ever missed an exit." }],
          likes: 0,
          plays: 0,
          lastUpdated: at.toISOString(),
        },
      },
    ],
    packReports: [{ packId: "p9", reason: "Spam", createdAt: at }],
    feedback: [
      { time: "1", feedback: "Great", user: "mette", positive: true, game: "mix", createdAt: at },
    ],
    sessions: [
      { createdAt: at, updatedAt: at, expiresAt: at, ipAddress: "10.0.0.1", userAgent: "Phone" },
    ],
    signInMethods: [{ providerId: "credential", createdAt: at, updatedAt: at }],
    seenCards: { cards: '{"nhie-warm-up:0":"AQ"}', updatedAt: at },
  };
}

test("the export holds every part of the account, with dates as ISO strings", () => {
  const shaped = shapeAccountExport(rows(), new Date("2026-11-02T00:00:00.000Z"));
  expect(shaped.exportedAt).toBe("2026-11-02T00:00:00.000Z");
  expect(shaped.account).toMatchObject({ email: "mette@example.com", createdAt: at.toISOString() });
  expect(shaped.profile).toMatchObject({
    username: "mette",
    dojo_coins: 150,
    referred_users: 1,
    referred_by: "anna",
  });
  expect(shaped.achievements).toEqual([{ id: "early-bird", unlockedAt: at.toISOString() }]);
  expect(shaped.rewardClaims).toEqual([{ id: "welcome", claimedAt: at.toISOString() }]);
  expect(shaped.likedGames).toEqual([{ id: "mix", likedAt: at.toISOString() }]);
  expect(shaped.packUnlocks).toEqual([{ packId: "nhie-spicy", unlockedAt: at.toISOString() }]);
  expect(shaped.packs).toEqual([
    expect.objectContaining({
      status: "draft",
      metadata: expect.objectContaining({ name: "Road trip", id: "p1" }),
      prompts: [{ text: "Never have I ever missed an exit." }],
    }),
  ]);
  expect(shaped.packReports).toEqual([
    { packId: "p9", reason: "Spam", createdAt: at.toISOString() },
  ]);
  expect(shaped.feedback[0]).toMatchObject({ feedback: "Great", game: "mix" });
  expect(shaped.sessions[0]).toMatchObject({ ipAddress: "10.0.0.1", userAgent: "Phone" });
  expect(shaped.signInMethods).toEqual([
    { provider: "credential", linkedAt: at.toISOString(), updatedAt: at.toISOString() },
  ]);
  expect(shaped.seenCards).toEqual({
    lists: { "nhie-warm-up:0": "AQ" },
    updatedAt: at.toISOString(),
  });
});

test("a referral's ledger row does not name the friend's account", () => {
  const shaped = shapeAccountExport(rows(), at);
  expect(shaped.coinLedger.map((row) => row.ref)).toEqual(["welcome", null]);
  expect(JSON.stringify(shaped)).not.toContain("friend-user-id");
});

test("secret columns that reach the shaper are left behind", () => {
  const input = rows();
  const leaky = {
    ...input,
    user: { ...input.user, password: "hash$secret" },
    sessions: input.sessions.map((row) => ({ ...row, token: "session-token-secret" })),
    signInMethods: input.signInMethods.map((row) => ({
      ...row,
      password: "hash$secret",
      accessToken: "oauth-access-secret",
      refreshToken: "oauth-refresh-secret",
      idToken: "oauth-id-secret",
    })),
  };
  const json = JSON.stringify(shapeAccountExport(leaky, at));
  expect(json).not.toMatch(/secret/);
});

test("an account without a profile exports the rest", () => {
  expect(shapeAccountExport({ ...rows(), profile: null }, at).profile).toBeNull();
});
