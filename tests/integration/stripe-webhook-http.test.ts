import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { createStripeProvider } from "#app/features/billing/stripe-provider.server.ts";
import { readPremiumRecord, startCheckout } from "#app/features/billing/subscription.server.ts";
import { createOutbox } from "#app/utils/messaging/outbox.server.ts";
import type { Database } from "#db/client.server.ts";
import { openRooms } from "#app/open-rooms.server.ts";
import { createApp } from "#server/app.ts";
import { roomChannel } from "#server/room-channel.ts";
import { startFakeStripe, webhookSecret, type FakeStripe } from "#tests/mocks/fake-stripe.ts";
import { authFor, baseUrl, newPlayer } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// The webhook as Stripe reaches it: through the Express app server/index.ts serves, with
// every middleware before it (the body read once, the guards, compression, the cross-site
// check). Stripe signs the exact bytes it sends, so a body parsed and written again on the
// way would fail the check; these deliveries are pretty-printed, as Stripe's are.

let fake: FakeStripe;
let server: Server;
let port: number;

beforeAll(async () => {
  fake = await startFakeStripe();
  const { db, kind, ping } = await getTestDatabase();
  const env = parseEnv({
    NODE_ENV: "test",
    BASE_URL: baseUrl,
    LOG_LEVEL: "silent",
    STRIPE_SECRET_KEY: fake.settings.secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_MONTHLY: fake.settings.prices.monthly,
    STRIPE_PRICE_YEARLY: fake.settings.prices.yearly,
  });
  const rooms = await openRooms({ db, log: pino({ level: "silent" }) });
  const app = createApp({
    env,
    logger: pino({ level: "silent" }),
    database: { db, kind, ping },
    auth: authFor(db),
    outbox: createOutbox(),
    payments: createStripeProvider(fake.settings, fake.stripe),
    stripe: fake.stripe,
    // No page is asked for here; the webhook answers before React Router would.
    loadBuild: () => Promise.reject(new Error("no React Router build in this test")),
    assets: [],
    rooms: { service: rooms.service, channel: roomChannel(rooms.service).router },
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await fake.close();
});

/** A POST as Stripe sends it: no Origin, no cookies, the body as given. */
function deliver(body: string, signature: string | null) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const headers: Record<string, string> = {
      "Content-Type": "application/json; charset=utf-8",
      "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      "Content-Length": String(Buffer.byteLength(body)),
    };
    if (signature !== null) headers["Stripe-Signature"] = signature;
    const sent = httpRequest(
      { host: "127.0.0.1", port, method: "POST", path: "/api/stripe/webhook", headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown,
          }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

/** A player with a Stripe customer from checkout and an active subscription at Stripe. */
async function stripeMember(db: Database, email: string) {
  const player = await newPlayer(db, email);
  const now = Math.floor(Date.now() / 1000);
  const started = await startCheckout(
    db,
    createStripeProvider(fake.settings, fake.stripe),
    { id: player.userId, email },
    "monthly",
    { successUrl: `${baseUrl}/ok`, cancelUrl: `${baseUrl}/no` },
    now,
  );
  if (!started.ok) throw new Error(started.error);
  const customerId = (await readPremiumRecord(db, player.userId))?.customerId ?? "";
  const subscriptionId = `sub_http_${player.userId.slice(0, 8)}`;
  fake.setSubscription({
    id: subscriptionId,
    customer: customerId,
    status: "active",
    cancel_at_period_end: false,
    current_period_end: now + 30 * 86_400,
    ended_at: null,
    created: now,
  });
  return { ...player, customerId, subscriptionId };
}

/** Stripe's delivery of a completed checkout, pretty-printed, and its signature header. */
function checkoutCompleted(member: { customerId: string; subscriptionId: string }, id: string) {
  const body = JSON.stringify(
    {
      id,
      object: "event",
      type: "checkout.session.completed",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: `cs_${id}`,
          object: "checkout.session",
          customer: member.customerId,
          subscription: member.subscriptionId,
        },
      },
    },
    null,
    2,
  );
  const sign = (secret: string) =>
    fake.stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return { body, signature: sign(webhookSecret), foreignSignature: sign("whsec_someone_else") };
}

test("a signed delivery is verified on the bytes Stripe sent and makes the member Premium", async () => {
  const { db } = await getTestDatabase();
  const member = await stripeMember(db, "webhook-http@example.com");
  const delivery = checkoutCompleted(member, "evt_http_paid");

  const answer = await deliver(delivery.body, delivery.signature);

  expect(answer).toEqual({ status: 200, body: { received: true, duplicate: false } });
  expect(await readPremiumRecord(db, member.userId)).toMatchObject({ premium: true });
});

test("a bad, missing or misplaced signature is refused with 400 and changes nothing", async () => {
  const { db } = await getTestDatabase();
  const member = await stripeMember(db, "webhook-forged@example.com");
  const delivery = checkoutCompleted(member, "evt_http_forged");

  const refused = [
    // Signed with another endpoint's secret.
    await deliver(delivery.body, delivery.foreignSignature),
    // The right signature over other bytes: the same event, compacted.
    await deliver(JSON.stringify(JSON.parse(delivery.body)), delivery.signature),
    await deliver(delivery.body, null),
  ];

  expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400]);
  expect(refused[0]?.body).toEqual({ error: "The webhook signature is not valid." });
  expect(refused[2]?.body).toEqual({ error: "Missing Stripe-Signature header." });
  expect(await readPremiumRecord(db, member.userId)).toMatchObject({ premium: false });
});
