import { describe, expect, test } from "vitest";
import { createLocalProvider } from "#app/features/billing/local-provider.server.ts";
import { createLoadContext } from "#app/load-context.server.ts";
import { action as apiCheckout } from "#app/routes/api/subscription/create-checkout-session.ts";
import { action as pricingAction } from "#app/routes/info/pricing.tsx";
import type { Database } from "#db/client.server.ts";
import { localSubscription } from "#db/schema/billing.ts";
import { authFor, baseUrl, newPlayer, withVisitor } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// The pricing page's checkout form and the checkout API are one write: the same {price_id}
// schema and the same service, so they refuse and accept the same things with the same status.

function args(db: Database, request: Request, withPayments: boolean): never {
  const payments = withPayments
    ? createLocalProvider(db, () => Math.floor(Date.now() / 1000))
    : undefined;
  const context = withVisitor(
    createLoadContext({ db, auth: authFor(db), cspNonce: "nonce", payments }),
    request,
  );
  return { request, context, params: {}, unstable_pattern: "", url: new URL(request.url) } as never;
}

function formPost(cookie: string, fields: Record<string, string>) {
  return new Request(`${baseUrl}/info/pricing`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

function jsonPost(cookie: string, body: unknown) {
  return new Request(`${baseUrl}/api/subscription/create-checkout-session`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A page action's answer, whether returned as data, returned as a response or thrown. */
async function pageAnswer(result: Promise<unknown>) {
  const answered: unknown = await result.catch((error: unknown) => {
    if (error instanceof Response) return error;
    throw error;
  });
  if (answered instanceof Response) {
    return { status: answered.status, location: answered.headers.get("Location"), data: null };
  }
  const { data, init } = answered as { data: unknown; init?: { status?: number } | null };
  return { status: init?.status ?? 200, location: null, data };
}

describe("checkout from the pricing page and from the API", () => {
  test.each([
    [{ price_id: "premium-weekly" }],
    [{ price_id: "price_monthly_fake" }],
    [{ interval: "monthly" }],
    [{}],
  ])("both refuse %j with a 400 and start no checkout", async (fields) => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "picky@example.com");
    const page = await pageAnswer(pricingAction(args(db, formPost(player.cookie, fields), true)));
    expect(page).toMatchObject({
      status: 400,
      data: { intent: "checkout", ok: false, problem: "unknownPrice" },
    });
    const api: Response = await apiCheckout(args(db, jsonPost(player.cookie, fields), true));
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({
      error: "Choose one of the Premium prices: premium-monthly or premium-yearly.",
    });
    expect(await db.select().from(localSubscription)).toEqual([]);
  });

  test("without a payment provider both answer 503, not the provider's failure", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "early@example.com");
    const fields = { price_id: "premium-monthly" };
    const page = await pageAnswer(pricingAction(args(db, formPost(player.cookie, fields), false)));
    expect(page).toMatchObject({ status: 503, data: { ok: false, problem: "unavailable" } });
    const api: Response = await apiCheckout(args(db, jsonPost(player.cookie, fields), false));
    expect(api.status).toBe(503);
  });

  test("both start a checkout for our price: the page sends the browser on, the API says where", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "buyer@example.com");
    const fields = { price_id: "premium-yearly" };
    const page = await pageAnswer(pricingAction(args(db, formPost(player.cookie, fields), true)));
    expect(page.status).toBe(302);
    expect(page.location).toContain("/billing/");
    const api: Response = await apiCheckout(args(db, jsonPost(player.cookie, fields), true));
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual({ url: expect.stringContaining("/billing/") });
  });
});
