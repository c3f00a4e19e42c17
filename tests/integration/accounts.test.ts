import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { ensureProfile } from "#app/domain/profile.server.ts";
import { action, loader } from "#app/routes/api/profile.ts";
import { action as profilePageAction } from "#app/routes/profile.tsx";
import type { Database } from "#db/client.server.ts";
import { apiRequest, baseUrl, routeArgs, signUp } from "#tests/setup/accounts.ts";
import { profile } from "#db/schema/profile.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

function profileRequest(cookie: string | null, init: RequestInit = {}) {
  return apiRequest("/api/profile", cookie, init);
}

async function patchUsername(db: Database, cookie: string, username: unknown) {
  const request = profileRequest(cookie, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username }),
  });
  return action(routeArgs(db, request));
}

test("sign-up creates the profile: email's local part, 0 coins, Early Bird", async () => {
  const { db } = await getTestDatabase();
  const { response, cookie } = await signUp(db, "mette@example.com");
  expect(response.status).toBe(200);

  const answer = await loader(routeArgs(db, profileRequest(cookie)));
  expect(answer.status).toBe(200);
  const body: unknown = await answer.json();
  expect(body).toEqual({
    username: "mette",
    creation_date: expect.any(String),
    achievements: ["early-bird"],
    dojo_coins: 0,
    premium: false,
    cancelled: false,
    stripe_user_id: "",
    stripe_subscription_id: "",
    liked_games: [],
    created_games: [],
    claimed_rewards: [],
    premiumEndDate: null,
    referred_users: 0,
  });
});

test("a taken username gets a numeric suffix", async () => {
  const { db } = await getTestDatabase();
  await signUp(db, "sam@example.com");
  const { cookie } = await signUp(db, "sam@example.org");
  const answer = await loader(routeArgs(db, profileRequest(cookie)));
  expect(await answer.json()).toMatchObject({ username: "sam2" });
});

test("an account without an email is called new_user", async () => {
  const { db } = await getTestDatabase();
  const { cookie } = await signUp(db, "first@example.com");
  const [own] = await db.select().from(profile);
  expect(own?.username).toBe("first");
  await db.delete(profile);
  const made = await ensureProfile(db, { id: own?.userId ?? "", email: null });
  expect(made.username).toBe("new_user");
  expect(cookie).not.toBe("");
});

test("ensuring a profile twice at once creates one", async () => {
  const { db } = await getTestDatabase();
  await signUp(db, "twice@example.com");
  const [own] = await db.select().from(profile);
  await db.delete(profile);
  const user = { id: own?.userId ?? "", email: "twice@example.com" };
  const made = await Promise.all([ensureProfile(db, user), ensureProfile(db, user)]);
  expect(made.map((entry) => entry.username)).toEqual(["twice", "twice"]);
  expect(await db.select().from(profile).where(eq(profile.userId, user.id))).toHaveLength(1);
});

test("GET /api/profile without a session answers 401 JSON", async () => {
  const { db } = await getTestDatabase();
  const answer = await loader(routeArgs(db, profileRequest(null)));
  expect(answer.status).toBe(401);
  expect(await answer.json()).toEqual({ error: "User is not authenticated" });
});

test("PATCH /api/profile renames, and refuses bad or taken names with a clear message", async () => {
  const { db } = await getTestDatabase();
  await signUp(db, "taken@example.com");
  const { cookie } = await signUp(db, "mover@example.com");

  const renamed = await patchUsername(db, cookie, "party.king_1");
  expect(renamed.status).toBe(200);
  expect(await renamed.json()).toMatchObject({ username: "party.king_1" });

  const taken = await patchUsername(db, cookie, "taken");
  expect(taken.status).toBe(409);
  expect(await taken.json()).toEqual({ error: "That username is taken. Try another one." });

  const short = await patchUsername(db, cookie, "ab");
  expect(short.status).toBe(400);
  expect(await short.json()).toMatchObject({ error: "A username has 3 to 24 characters." });

  const odd = await patchUsername(db, cookie, "no spaces!");
  expect(odd.status).toBe(400);
  expect(await odd.json()).toMatchObject({
    error: "Use only letters, digits, _ - and . in a username.",
  });

  const missing = await patchUsername(db, cookie, undefined);
  expect(missing.status).toBe(400);
});

test("the profile page's username form renames through the same service, refusing the same names as codes", async () => {
  const { db } = await getTestDatabase();
  await signUp(db, "taken@example.com");
  const { cookie } = await signUp(db, "former@example.com");
  const renameForm = async (username: string) => {
    const request = new Request(new URL("/profile", baseUrl), {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "rename", username }).toString(),
    });
    type Answer = { result: { status?: string; error?: Record<string, string[]> } };
    // A refusal comes with its status, a rename as the plain answer.
    const answered = (await profilePageAction(routeArgs(db, request))) as unknown as
      { data: Answer; init: { status?: number } | null } | Answer;
    return "data" in answered
      ? { status: answered.init?.status ?? 200, result: answered.data.result }
      : { status: 200, result: answered.result };
  };

  const taken = await renameForm("taken");
  expect(taken.status).toBe(409);
  expect(taken.result.error?.username).toEqual(["taken"]);
  const short = await renameForm("ab");
  expect(short.status).toBe(400);
  expect(short.result.error?.username).toEqual(["length"]);

  const renamed = await renameForm("party.queen");
  expect(renamed.status).toBe(200);
  const answer = await loader(routeArgs(db, profileRequest(cookie)));
  expect(await answer.json()).toMatchObject({ username: "party.queen" });
});

test("PATCH /api/profile needs a session", async () => {
  const { db } = await getTestDatabase();
  const answer = await patchUsername(db, "", "someone");
  expect(answer.status).toBe(401);
});

test("wrong password is refused with Better Auth's code", async () => {
  const { db } = await getTestDatabase();
  const { auth } = await signUp(db, "locked@example.com");
  const response = await auth.api.signInEmail({
    body: { email: "locked@example.com", password: "not-the-password" },
    asResponse: true,
  });
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
});

test("passwords under 8 characters are refused", async () => {
  const { db } = await getTestDatabase();
  const { response } = await signUp(db, "short@example.com", { password: "1234567" });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
});
