import { describe, expect, test } from "vitest";
import { createLocalProvider } from "#app/features/billing/local-provider.server.ts";
import { startCheckout } from "#app/features/billing/subscription.server.ts";
import { readProfile } from "#app/domain/profile.server.ts";
import { createLoadContext } from "#app/load-context.server.ts";
import { action as checkoutAction } from "#app/routes/billing/test-checkout.tsx";
import { action as portalAction } from "#app/routes/billing/test-portal.tsx";
import { action as dareAction } from "#app/routes/misc/you-have-been-dared.tsx";
import { action as profileAction } from "#app/routes/profile.tsx";
import { action as signInAction } from "#app/routes/sign-in.tsx";
import { action as signUpAction } from "#app/routes/sign-up.tsx";
import type { Database } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { localSubscription } from "#db/schema/billing.ts";
import { dare } from "#db/schema/dares.ts";
import { authFor, baseUrl, newPlayer, routeArgs, withVisitor } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// A page's form always posts form data; anything else is refused by the page, never a
// TypeError's 500 (app/utils/http/form-body.ts): a body that isn't form data at all (a
// script's JSON, plain text, no body) is 415, form data that can't be read (a cut-off
// upload) is 400.
const notForms: [string, Record<string, string>, string | undefined, 400 | 415][] = [
  [
    "JSON",
    { "Content-Type": "application/json" },
    '{"dare":"Sing a song","username":"newname"}',
    415,
  ],
  ["plain text", { "Content-Type": "text/plain" }, "dare=Sing a song", 415],
  ["no body", {}, undefined, 415],
  [
    "broken multipart",
    { "Content-Type": "multipart/form-data; boundary=cut" },
    '--cut\r\nContent-Disposition: form-data; name="dare"\r\n\r\nSing a so',
    400,
  ],
];

/** The status a page action answered with, whether it returned or threw it. */
async function statusOf(result: Promise<unknown>): Promise<number> {
  const answered: unknown = await result.catch((error: unknown) => {
    if (error instanceof Response) return error;
    throw error;
  });
  if (answered instanceof Response) return answered.status;
  const withInit = answered as { init?: { status?: number } } | null;
  return withInit?.init?.status ?? 200;
}

function post(path: string, headers: Record<string, string>, body: string | undefined) {
  return (cookie: string | null = null) =>
    new Request(`${baseUrl}${path}`, {
      method: "POST",
      headers: cookie ? { ...headers, Cookie: cookie } : headers,
      body,
    });
}

async function localCheckout(db: Database, userId: string) {
  const now = Math.floor(Date.now() / 1000);
  const payments = createLocalProvider(db, () => now);
  const started = await startCheckout(
    db,
    payments,
    { id: userId, email: null },
    "monthly",
    {
      successUrl: `${baseUrl}/ok`,
      cancelUrl: `${baseUrl}/cancel`,
    },
    now,
  );
  if (!started.ok) throw new Error(started.error);
  const context = createLoadContext({ db, auth: authFor(db), cspNonce: "nonce", payments });
  return { context, id: started.url.split("/").pop() ?? "" };
}

describe.each(notForms)("a body of %s", (_, headers, body, refusal) => {
  test("is refused by sign-in and sign-up, and no account is made", async () => {
    const { db } = await getTestDatabase();
    for (const [path, action] of [
      ["/sign-in", signInAction],
      ["/sign-up", signUpAction],
    ] as const) {
      const status = await statusOf(action(routeArgs(db, post(path, headers, body)())));
      expect(status, path).toBe(refusal);
    }
    expect(await db.select().from(user)).toEqual([]);
  });

  test("is refused by the profile page, and the username stays", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "keeper@example.com");
    const request = post("/profile", headers, body)(player.cookie);
    expect(await statusOf(profileAction(routeArgs(db, request)))).toBe(refusal);
    expect((await readProfile(db, player.userId))?.username).toBe(player.username);
  });

  test("is refused by the dare page, and no dare is stored", async () => {
    const { db } = await getTestDatabase();
    const request = post("/misc/you-have-been-dared", headers, body)();
    expect(await statusOf(dareAction(routeArgs(db, request)))).toBe(refusal);
    expect(await db.select().from(dare)).toEqual([]);
  });

  test("is refused by the test checkout and portal, and the checkout stays open", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "buyer@example.com");
    const { context, id } = await localCheckout(db, player.userId);
    const args = (request: Request, params: Record<string, string> = {}) =>
      ({
        request,
        context: withVisitor(context, request),
        params,
        url: new URL(request.url),
      }) as never;
    const checkout = post(`/billing/test-checkout/${id}`, headers, body)(player.cookie);
    expect(await statusOf(checkoutAction(args(checkout, { id })))).toBe(refusal);
    const portal = post("/billing/test-portal", headers, body)(player.cookie);
    expect(await statusOf(portalAction(args(portal)))).toBe(refusal);
    const rows = await db.select({ status: localSubscription.status }).from(localSubscription);
    expect(rows).toEqual([{ status: "open" }]);
  });
});

test("the test portal answers 400 to a form without a known intent, and changes nothing", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "clock@example.com");
  const { context } = await localCheckout(db, player.userId);
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  for (const body of ["", "intent=rewind", "%%%=&&=%ZZ"]) {
    const request = post("/billing/test-portal", form, body)(player.cookie);
    const args = {
      request,
      context: withVisitor(context, request),
      params: {},
      url: new URL(request.url),
    } as never;
    expect(await statusOf(portalAction(args)), body).toBe(400);
  }
  const rows = await db.select({ status: localSubscription.status }).from(localSubscription);
  expect(rows).toEqual([{ status: "open" }]);
});

test("the profile's buttons refuse a post that isn't theirs with the schema's code, and no coins move", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "buttons@example.com");
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const answerTo = async (body: string) => {
    const request = post("/profile", form, body)(player.cookie);
    const answered = (await profileAction(routeArgs(db, request))) as unknown as {
      data: { problem?: string; outcome?: string; result?: { error?: unknown } };
      init?: { status?: number };
    };
    return { status: answered.init?.status ?? 200, ...answered.data };
  };

  expect(await answerTo("intent=rewind")).toMatchObject({
    status: 400,
    problem: "unknownIntent",
    result: { error: { intent: ["unknownIntent"] } },
  });
  expect(await answerTo("intent=claim-reward&reward=free-coins")).toMatchObject({
    status: 404,
    outcome: "unknown",
    result: { error: { reward: ["unknown"] } },
  });
  expect((await readProfile(db, player.userId))?.dojo_coins).toBe(0);
});
