import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** One request the SDK made, with its form body flattened (`line_items[0][price]`). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: number;
  ended_at: number | null;
  created: number;
}

export const webhookSecret = "whsec_fake_webhook_secret";
const secretKey = "sk_test_fake";

/**
 * An in-process stand-in for the parts of the Stripe API the adapter uses (there is no
 * stripe-mock and no network here). It records every request so tests can check the
 * parameters, and keeps subscriptions as Stripe would hold them.
 */
export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;

  function subscriptionObject(sub: FakeSubscription) {
    return {
      id: sub.id,
      object: "subscription",
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancel_at_period_end,
      ended_at: sub.ended_at,
      created: sub.created,
      metadata: {},
      items: {
        object: "list",
        has_more: false,
        url: `/v1/subscription_items?subscription=${sub.id}`,
        data: [
          {
            id: `si_${sub.id}`,
            object: "subscription_item",
            current_period_start: sub.current_period_end - 30 * 86_400,
            current_period_end: sub.current_period_end,
          },
        ],
      },
    };
  }

  function route(request: RecordedRequest): { status: number; body: unknown } {
    const { method, path, body, query } = request;
    if (method === "POST" && path === "/v1/customers") {
      return {
        status: 200,
        body: { id: nextId("cus"), object: "customer", email: body.email ?? null },
      };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs");
      return {
        status: 200,
        body: {
          id,
          object: "checkout.session",
          mode: body.mode,
          customer: body.customer,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        },
      };
    }
    if (method === "GET" && path === "/v1/subscriptions") {
      const data = [...subscriptions.values()]
        .filter((sub) => sub.customer === query.customer)
        .map(subscriptionObject);
      return {
        status: 200,
        body: { object: "list", data, has_more: false, url: "/v1/subscriptions" },
      };
    }
    const update = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === "POST" && update?.[1]) {
      const sub = subscriptions.get(update[1]);
      if (!sub) return notFound(path);
      if (body.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = body.cancel_at_period_end === "true";
      }
      return { status: 200, body: subscriptionObject(sub) };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = nextId("bps");
      return {
        status: 200,
        body: {
          id,
          object: "billing_portal.session",
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      };
    }
    return notFound(path);
  }

  const server: Server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: Object.fromEntries(new URLSearchParams(raw)),
        idempotencyKey: header(req, "idempotency-key"),
        authorization: header(req, "authorization"),
      };
      requests.push(recorded);
      const answer = route(recorded);
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const connection = { host: "127.0.0.1", port, protocol: "http" as const };
  const stripe = new Stripe(secretKey, { ...connection, maxNetworkRetries: 0, telemetry: false });

  return {
    stripe,
    settings: {
      secretKey,
      prices: { monthly: "price_monthly_fake", yearly: "price_yearly_fake" },
      connection,
    },
    requests,
    /** Puts a subscription in place as Stripe holds it (created by a checkout, changed later). */
    setSubscription(sub: FakeSubscription) {
      subscriptions.set(sub.id, { ...sub });
    },
    /** A signed webhook delivery: body and Stripe-Signature header. */
    signedEvent(
      event: { id: string; type: string; object: Record<string, unknown> },
      options: { secret?: string; timestamp?: number } = {},
    ) {
      const payload = JSON.stringify({
        id: event.id,
        object: "event",
        type: event.type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: event.object },
      });
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp,
      });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

function notFound(path: string) {
  return {
    status: 404,
    body: { error: { type: "invalid_request_error", message: `No such resource: ${path}` } },
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
