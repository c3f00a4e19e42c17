import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readProfile } from "#app/domain/profile.server.ts";
import {
  finishLocalCheckout,
  createLocalProvider,
  runTestClock,
} from "#app/features/billing/local-provider.server.ts";
import type { PaymentProvider } from "#app/features/billing/payment-provider.server.ts";
import { createStripeProvider } from "#app/features/billing/stripe-provider.server.ts";
import { handleStripeWebhook } from "#app/features/billing/stripe-webhook.server.ts";
import {
  changeCancellation,
  checkSubscription,
  readPremiumRecord,
  startCheckout,
} from "#app/features/billing/subscription.server.ts";
import { createPack } from "#app/domain/authored-packs.server.ts";
import { premiumPackIds } from "#app/features/packs/pack-unlock.server.ts";
import { playablePremiumPacks } from "#app/features/packs/premium-packs.server.ts";
import type { RequestLog } from "#app/context.ts";
import { createLoadContext } from "#app/load-context.server.ts";
import { action as profileAction } from "#app/routes/api/profile.ts";
import { action as cancelAction } from "#app/routes/api/subscription/cancel-subscription.ts";
import { action as checkAction } from "#app/routes/api/subscription/check-subscription.ts";
import { action as checkoutAction } from "#app/routes/api/subscription/create-checkout-session.ts";
import type { Database } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { stripeEvent } from "#db/schema/billing.ts";
import { profile } from "#db/schema/profile.ts";
import { startFakeStripe, webhookSecret, type FakeStripe } from "#tests/mocks/fake-stripe.ts";
import { apiRequest, authFor, newPlayer, withVisitor } from "#tests/setup/accounts.ts";
import { getTestDatabase, rowsOf, truncateAll } from "#tests/setup/test-database.ts";

// A fixed clock for every decision in this file.
const now = 1_900_000_000;
const inAMonth = now + 30 * 86_400;
const urls = { successUrl: "http://localhost:3000/ok", cancelUrl: "http://localhost:3000/no" };

let fake: FakeStripe;
let stripeProvider: PaymentProvider;

beforeAll(async () => {
  // Vitest sets BASE_URL to Vite's "/"; the server's own default is the public address.
  process.env.BASE_URL = "http://localhost:3000";
  fake = await startFakeStripe();
  stripeProvider = createStripeProvider(fake.settings, fake.stripe);
});
afterAll(async () => {
  await fake.close();
});

let subscriptionCounter = 0;

/** A player who went through Stripe checkout: a customer exists, the subscription is Stripe's. */
async function stripeMember(db: Database, email: string) {
  const player = await newPlayer(db, email);
  const started = await startCheckout(
    db,
    stripeProvider,
    { id: player.userId, email },
    "monthly",
    urls,
    now,
  );
  if (!started.ok) throw new Error(started.error);
  const record = await readPremiumRecord(db, player.userId);
  const customerId = record?.customerId ?? "";
  const subscriptionId = `sub_test${++subscriptionCounter}`;
  return { ...player, customerId, subscriptionId };
}

function webhookDeps() {
  return {
    stripe: fake.stripe,
    webhookSecret,
    provider: stripeProvider,
    clock: () => now,
    log: () => {},
  };
}

async function deliver(
  db: Database,
  event: { id: string; type: string; object: Record<string, unknown> },
) {
  const { payload, signature } = fake.signedEvent(event);
  return handleStripeWebhook(db, webhookDeps(), payload, signature);
}

async function eventCount(db: Database) {
  const result = await db.execute(sql`select count(*)::int as n from ${stripeEvent}`);
  return rowsOf<{ n: number }>(result)[0]?.n;
}

function contextFor(db: Database, payments: PaymentProvider, log?: RequestLog) {
  return createLoadContext({ db, auth: authFor(db), cspNonce: "nonce", payments, log });
}

function postArgs(
  db: Database,
  payments: PaymentProvider,
  path: string,
  cookie: string | null,
  body?: unknown,
) {
  const request = apiRequest(path, cookie, {
    method: "POST",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const args = {
    request,
    context: withVisitor(contextFor(db, payments), request),
    params: {},
    unstable_pattern: "",
    url: new URL(request.url),
  };
  return args as never;
}

describe("the Stripe adapter against a fake Stripe", () => {
  test("checkout: one customer per account, subscription mode, our price, idempotency keys", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "buyer@example.com");
    fake.requests.length = 0;
    const first = await startCheckout(
      db,
      stripeProvider,
      { id: player.userId, email: "buyer@example.com" },
      "yearly",
      urls,
      now,
    );
    const second = await startCheckout(
      db,
      stripeProvider,
      { id: player.userId, email: "buyer@example.com" },
      "monthly",
      urls,
      now,
    );
    expect(first).toMatchObject({
      ok: true,
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });
    expect(second.ok).toBe(true);

    const customers = fake.requests.filter((r) => r.path === "/v1/customers");
    expect(customers).toHaveLength(1);
    expect(customers[0]?.body).toMatchObject({
      email: "buyer@example.com",
      "metadata[userId]": player.userId,
    });
    expect(customers[0]?.idempotencyKey).toBe(`customer-${player.userId}`);
    expect(customers[0]?.authorization).toBe("Bearer sk_test_fake");

    const sessions = fake.requests.filter((r) => r.path === "/v1/checkout/sessions");
    expect(sessions.map((r) => r.body["line_items[0][price]"])).toEqual([
      "price_yearly_fake",
      "price_monthly_fake",
    ]);
    for (const session of sessions) {
      expect(session.body).toMatchObject({
        mode: "subscription",
        customer: (await readPremiumRecord(db, player.userId))?.customerId,
        client_reference_id: player.userId,
        "line_items[0][quantity]": "1",
        success_url: urls.successUrl,
        cancel_url: urls.cancelUrl,
        "subscription_data[metadata][userId]": player.userId,
      });
      expect(session.idempotencyKey).toMatch(new RegExp(`^checkout-${player.userId}-`));
    }
    expect(sessions[0]?.idempotencyKey).not.toBe(sessions[1]?.idempotencyKey);
  });

  test("the API refuses any other price id and unsigned callers, and never reads the user from the body", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "picky@example.com");
    const path = "/api/subscription/create-checkout-session";
    const signedOut: Response = await checkoutAction(
      postArgs(db, stripeProvider, path, null, { price_id: "premium-monthly" }),
    );
    expect(signedOut.status).toBe(401);
    for (const body of [
      { price_id: "price_monthly_fake" },
      { price_id: "premium-weekly" },
      {},
      { price_id: 7 },
    ]) {
      const refused: Response = await checkoutAction(
        postArgs(db, stripeProvider, path, player.cookie, body),
      );
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: "Choose one of the Premium prices: premium-monthly or premium-yearly.",
      });
    }
    fake.requests.length = 0;
    const ok: Response = await checkoutAction(
      postArgs(db, stripeProvider, path, player.cookie, {
        price_id: "premium-yearly",
        userId: "someone-else",
      }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ url: expect.stringContaining("checkout.stripe.test") });
    const session = fake.requests.find((r) => r.path === "/v1/checkout/sessions");
    expect(session?.body.client_reference_id).toBe(player.userId);
    expect(session?.body["line_items[0][price]"]).toBe("price_yearly_fake");
  });

  test("status check, cancel at period end and resume; the period end comes from the subscription items", async () => {
    const { db } = await getTestDatabase();
    const member = await stripeMember(db, "member@example.com");
    fake.setSubscription({
      id: member.subscriptionId,
      customer: member.customerId,
      status: "active",
      cancel_at_period_end: false,
      current_period_end: inAMonth,
      ended_at: null,
      created: now,
    });
    const checked = await checkSubscription(db, stripeProvider, member.userId, now);
    expect(checked).toEqual({
      ok: true,
      check: {
        isPremium: true,
        isCanceled: false,
        isPastDue: false,
        subscriptionId: member.subscriptionId,
        customerId: member.customerId,
        message: "Subscription is active",
      },
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: "GET",
      path: "/v1/subscriptions",
      query: { customer: member.customerId, status: "all" },
    });
    expect(await readPremiumRecord(db, member.userId)).toMatchObject({
      premium: true,
      premiumEndDate: inAMonth,
    });

    const cancelled: Response = await cancelAction(
      postArgs(db, stripeProvider, "/api/subscription/cancel-subscription", member.cookie),
    );
    expect(await cancelled.json()).toEqual({ cancelled: true, premiumEndDate: inAMonth });
    const update = fake.requests.at(-1);
    expect(update).toMatchObject({
      method: "POST",
      path: `/v1/subscriptions/${member.subscriptionId}`,
      body: { cancel_at_period_end: "true" },
    });
    expect(update?.idempotencyKey).toBeTruthy();

    const resumed = await changeCancellation(db, stripeProvider, member.userId, false, now);
    expect(resumed).toMatchObject({ ok: true, record: { premium: true, cancelled: false } });
    expect(fake.requests.at(-1)?.body).toEqual({ cancel_at_period_end: "false" });

    const portal = await stripeProvider.billingPortal(
      member.customerId,
      "http://localhost:3000/profile",
    );
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.requests.at(-1)?.body).toEqual({
      customer: member.customerId,
      return_url: "http://localhost:3000/profile",
    });
  });

  test("the check API answers 401 signed out and the status fields signed in", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "checker@example.com");
    const path = "/api/subscription/check-subscription";
    const signedOut: Response = await checkAction(postArgs(db, stripeProvider, path, null));
    expect(signedOut.status).toBe(401);
    const answer: Response = await checkAction(postArgs(db, stripeProvider, path, player.cookie));
    expect(await answer.json()).toEqual({
      isPremium: false,
      isCanceled: false,
      isPastDue: false,
      subscriptionId: "",
      customerId: "",
      message: "No subscription found",
    });
  });
});

describe("deleting an account with Premium", () => {
  function deletion(
    db: Database,
    payments: PaymentProvider,
    cookie: string,
    confirm: string,
    log?: RequestLog,
  ) {
    const request = apiRequest("/api/profile", cookie, {
      method: "DELETE",
      body: JSON.stringify({ confirm }),
    });
    const args = {
      request,
      context: withVisitor(contextFor(db, payments, log), request),
      params: {},
      unstable_pattern: "",
      url: new URL(request.url),
    };
    return profileAction(args as never);
  }

  async function liveMember(db: Database, email: string) {
    const member = await stripeMember(db, email);
    fake.setSubscription({
      id: member.subscriptionId,
      customer: member.customerId,
      status: "active",
      cancel_at_period_end: false,
      current_period_end: inAMonth,
      ended_at: null,
      created: now,
    });
    await checkSubscription(db, stripeProvider, member.userId, now);
    return member;
  }

  async function accountExists(db: Database, userId: string) {
    return (await db.select().from(user).where(eq(user.id, userId))).length === 1;
  }

  test("stops the renewal first, so a deleted account is never charged again", async () => {
    const { db } = await getTestDatabase();
    const member = await liveMember(db, "leaving@example.com");

    const sentBefore = fake.requests.length;
    const wrong: Response = await deletion(db, stripeProvider, member.cookie, "someone-else");
    expect(wrong.status).toBe(400);
    expect(fake.requests.slice(sentBefore)).toEqual([]);

    const answer: Response = await deletion(db, stripeProvider, member.cookie, member.username);
    expect(answer.status).toBe(200);
    expect(fake.requests.slice(sentBefore)).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: `/v1/subscriptions/${member.subscriptionId}`,
        body: { cancel_at_period_end: "true" },
      }),
    );
    expect(await accountExists(db, member.userId)).toBe(false);
  });

  test("keeps the account when the payment service can't stop the renewal", async () => {
    const { db } = await getTestDatabase();
    const member = await liveMember(db, "staying@example.com");
    const unreachable: PaymentProvider = {
      ...stripeProvider,
      setCancelAtPeriodEnd: () => Promise.reject(new Error("connection refused")),
    };
    // The route logs the failure; it is this test's subject, so it is checked, not printed.
    const logged: { details: object; message: string }[] = [];
    const log: RequestLog = {
      error: (details, message) => logged.push({ details, message }),
      warn() {},
      info() {},
    };
    const answer = await deletion(db, unreachable, member.cookie, member.username, log);
    expect(logged).toEqual([
      {
        message: "stopping the subscription before deleting the account failed",
        details: { err: expect.objectContaining({ message: "connection refused" }) },
      },
    ]);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({ error: expect.stringMatching(/still here/) });
    expect(await accountExists(db, member.userId)).toBe(true);
    expect(await readPremiumRecord(db, member.userId)).toMatchObject({
      premium: true,
      cancelled: false,
    });
  });
});

describe("the Stripe webhook", () => {
  test("a bad or stale signature is a 400 and changes nothing", async () => {
    const { db } = await getTestDatabase();
    const member = await stripeMember(db, "forged@example.com");
    fake.setSubscription({
      id: member.subscriptionId,
      customer: member.customerId,
      status: "active",
      cancel_at_period_end: false,
      current_period_end: inAMonth,
      ended_at: null,
      created: now,
    });
    const event = {
      id: "evt_forged",
      type: "customer.subscription.created",
      object: { id: member.subscriptionId, object: "subscription", customer: member.customerId },
    };

    const wrongSecret = fake.signedEvent(event, { secret: "whsec_someone_else" });
    const stale = fake.signedEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const good = fake.signedEvent(event);
    const answers = [
      await handleStripeWebhook(db, webhookDeps(), wrongSecret.payload, wrongSecret.signature),
      await handleStripeWebhook(db, webhookDeps(), stale.payload, stale.signature),
      await handleStripeWebhook(
        db,
        webhookDeps(),
        good.payload.replace("forged", "forgeD"),
        good.signature,
      ),
      await handleStripeWebhook(db, webhookDeps(), good.payload, undefined),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(await eventCount(db)).toBe(0);
    expect(await readPremiumRecord(db, member.userId)).toMatchObject({ premium: false });
  });

  test("the same event twice is processed once", async () => {
    const { db } = await getTestDatabase();
    const member = await stripeMember(db, "twice@example.com");
    fake.setSubscription({
      id: member.subscriptionId,
      customer: member.customerId,
      status: "active",
      cancel_at_period_end: false,
      current_period_end: inAMonth,
      ended_at: null,
      created: now,
    });
    const event = {
      id: "evt_twice",
      type: "checkout.session.completed",
      object: {
        id: "cs_1",
        object: "checkout.session",
        customer: member.customerId,
        subscription: member.subscriptionId,
      },
    };
    const first = await deliver(db, event);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    // Someone changes the row between deliveries: a redelivery must not write it again.
    await db
      .update(profile)
      .set({ premiumEndDate: now + 5 })
      .where(eq(profile.userId, member.userId));
    const second = await deliver(db, event);
    expect(second).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await eventCount(db)).toBe(1);
    expect(await readPremiumRecord(db, member.userId)).toMatchObject({
      premium: true,
      premiumEndDate: now + 5,
    });
    expect((await readProfile(db, member.userId))?.achievements).toContain("supporter");
  });

  test("any order of a valid event sequence, with duplicates, ends in the same state", async () => {
    const { db } = await getTestDatabase();
    const finals = [
      { status: "active", cancel_at_period_end: false, ended_at: null },
      { status: "active", cancel_at_period_end: true, ended_at: null },
      { status: "past_due", cancel_at_period_end: false, ended_at: null },
      { status: "canceled", cancel_at_period_end: false, ended_at: now - 10 },
    ];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...finals),
        fc.integer({ min: 0, max: 5 }).chain((dupCount) =>
          fc.tuple(
            fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 6, maxLength: 6 }),
            fc.array(fc.tuple(fc.nat({ max: 5 }), fc.nat()), {
              minLength: dupCount,
              maxLength: dupCount,
            }),
          ),
        ),
        async (final, [order, duplicates]) => {
          await truncateAll(db);
          run++;
          const member = await stripeMember(db, `order${run}@example.com`);
          fake.setSubscription({
            id: member.subscriptionId,
            customer: member.customerId,
            current_period_end: inAMonth,
            created: now,
            ...final,
          });
          const sub = {
            id: member.subscriptionId,
            object: "subscription",
            customer: member.customerId,
          };
          const invoice = { id: `in_${run}`, object: "invoice", customer: member.customerId };
          const events = [
            {
              id: `evt_${run}_checkout`,
              type: "checkout.session.completed",
              object: { id: `cs_${run}`, object: "checkout.session", customer: member.customerId },
            },
            { id: `evt_${run}_created`, type: "customer.subscription.created", object: sub },
            { id: `evt_${run}_paid`, type: "invoice.paid", object: invoice },
            { id: `evt_${run}_updated`, type: "customer.subscription.updated", object: sub },
            { id: `evt_${run}_failed`, type: "invoice.payment_failed", object: invoice },
            { id: `evt_${run}_deleted`, type: "customer.subscription.deleted", object: sub },
          ];
          const eventAt = (index: number) => {
            const event = events[index];
            if (!event) throw new Error(`no event ${index}`);
            return event;
          };
          const sequence = order.map(eventAt);
          for (const [index, position] of duplicates) {
            sequence.splice(position % (sequence.length + 1), 0, eventAt(index));
          }
          for (const event of sequence) expect((await deliver(db, event)).status).toBe(200);

          const { userId, ...record } = {
            userId: member.userId,
            ...(await readPremiumRecord(db, member.userId)),
          };
          expect(userId).toBe(member.userId);
          // A subscription that had already ended before any event arrived never gave Premium.
          const ended = final.status === "canceled";
          expect(record).toEqual({
            premium: !ended,
            cancelled: final.cancel_at_period_end,
            pastDue: final.status === "past_due",
            premiumEndDate: ended ? null : inAMonth,
            customerId: member.customerId,
            subscriptionId: ended ? "" : member.subscriptionId,
          });
          expect(await eventCount(db)).toBe(6);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe("the offline test provider", () => {
  test("pay starts Premium; cancel keeps it until the end date; then it is gone", async () => {
    const { db } = await getTestDatabase();
    let clock = now;
    const local = createLocalProvider(db, () => clock);
    const player = await newPlayer(db, "tester@example.com");
    const started = await startCheckout(
      db,
      local,
      { id: player.userId, email: null },
      "monthly",
      urls,
      clock,
    );
    if (!started.ok) throw new Error(started.error);
    const checkoutId = started.url.split("/").pop() ?? "";
    expect(started.url).toBe(`/billing/test-checkout/${checkoutId}`);

    expect(await finishLocalCheckout(db, "someone-else", checkoutId, "pay", clock)).toBe(false);
    const second = await startCheckout(
      db,
      local,
      { id: player.userId, email: null },
      "yearly",
      urls,
      clock,
    );
    if (!second.ok) throw new Error(second.error);
    expect(await finishLocalCheckout(db, player.userId, checkoutId, "pay", clock)).toBe(true);
    expect(await finishLocalCheckout(db, player.userId, checkoutId, "pay", clock)).toBe(false);
    // The checkout opened before the first was paid no longer starts a second subscription.
    const secondId = second.url.split("/").pop() ?? "";
    expect(await finishLocalCheckout(db, player.userId, secondId, "pay", clock)).toBe(false);
    expect(await readPremiumRecord(db, player.userId)).toMatchObject({
      premium: true,
      cancelled: false,
      premiumEndDate: now + 30 * 86_400,
    });
    expect((await readProfile(db, player.userId))?.achievements).toContain("supporter");

    const cancelled = await changeCancellation(db, local, player.userId, true, clock);
    expect(cancelled).toMatchObject({ ok: true, record: { premium: true, cancelled: true } });
    clock = now + 86_400;
    expect((await checkSubscription(db, local, player.userId, clock)).ok).toBe(true);
    expect(await readPremiumRecord(db, player.userId)).toMatchObject({
      premium: true,
      cancelled: true,
    });

    const record = await readPremiumRecord(db, player.userId);
    expect(await runTestClock(db, record?.customerId ?? "", "end-period", clock)).toBe(true);
    expect(await readPremiumRecord(db, player.userId)).toMatchObject({
      premium: false,
      cancelled: true,
    });
    expect(await checkSubscription(db, local, player.userId, clock)).toMatchObject({
      ok: true,
      check: { isPremium: false, isCanceled: true },
    });
  });

  test("a declined or abandoned checkout changes nothing", async () => {
    const { db } = await getTestDatabase();
    const local = createLocalProvider(db, () => now);
    const player = await newPlayer(db, "declined@example.com");
    for (const outcome of ["fail", "cancel"] as const) {
      const started = await startCheckout(
        db,
        local,
        { id: player.userId, email: null },
        "yearly",
        urls,
        now,
      );
      if (!started.ok) throw new Error(started.error);
      expect(
        await finishLocalCheckout(
          db,
          player.userId,
          started.url.split("/").pop() ?? "",
          outcome,
          now,
        ),
      ).toBe(true);
    }
    expect(await readPremiumRecord(db, player.userId)).toMatchObject({
      premium: false,
      cancelled: false,
      subscriptionId: "",
    });
  });
});

describe("entitlements", () => {
  const draftless = {
    metadata: {
      name: "Pack",
      description: "A pack",
      author: "Me",
      explicit: false,
      alcohol: false,
      language: "en" as const,
      tags: [],
    },
    prompts: [{ text: "Never have I ever tested in production" }],
  };

  test("Premium plays every premium pack and publishes without the free limit, until it ends", async () => {
    const { db } = await getTestDatabase();
    const local = createLocalProvider(db, () => now);
    const player = await newPlayer(db, "entitled@example.com");
    const date = new Date(now * 1000);
    expect((await playablePremiumPacks(db, player.userId, date)).size).toBe(0);

    const started = await startCheckout(
      db,
      local,
      { id: player.userId, email: null },
      "monthly",
      urls,
      now,
    );
    if (!started.ok) throw new Error(started.error);
    await finishLocalCheckout(db, player.userId, started.url.split("/").pop() ?? "", "pay", now);
    expect([...(await playablePremiumPacks(db, player.userId, date))].sort()).toEqual(
      [...premiumPackIds].sort(),
    );
    expect(premiumPackIds.size).toBeGreaterThan(0);

    for (let index = 0; index < 5; index++) {
      const created = await createPack(
        db,
        player.userId,
        { ...draftless, metadata: { ...draftless.metadata, name: `Pack ${index}` } },
        date,
      );
      expect(created.ok).toBe(true);
    }

    await db
      .update(profile)
      .set({ cancelled: true, premiumEndDate: now - 1 })
      .where(eq(profile.userId, player.userId));
    expect((await playablePremiumPacks(db, player.userId, date)).size).toBe(0);
    const refused = await createPack(
      db,
      player.userId,
      { ...draftless, metadata: { ...draftless.metadata, name: "One more" } },
      date,
    );
    expect(refused).toMatchObject({ ok: false, status: 403 });
  });
});
