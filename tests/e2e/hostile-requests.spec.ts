import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { createRng, type Rng } from "#app/games/_engine/rng.ts";
import { ownCookies } from "#server/cookie-guard.ts";
import { OwnServer, send, type Answer } from "./hostile-server.ts";

// Requests as an attacker sends them, against a production server of this file's own:
// writes from other sites, and thousands of malformed requests across every API route and
// page action. None may answer 5xx or reset a connection, and the database must end exactly
// as it started (docs/decisions/016-hostile-input.md).

test.describe.configure({ mode: "serial" });

const server = new OwnServer(Number(process.env.E2E_PORT ?? 3210) + 50);
const evil = "http://evil.example";
// The same host at another port is "same-site": the SameSite=Lax cookie goes along.
const sameHostOtherPort = `http://127.0.0.1:${server.port + 1}`;

type BodyKind = "json" | "form" | "none";

interface WriteRoute {
  /** The route module, as app/routes.ts names it. */
  module: string;
  method: string;
  path: string;
  kind: BodyKind;
  /** A body the route would accept from its own site. */
  valid?: Record<string, unknown>;
  /** Sent without the session: signed in, the page only redirects to the profile. */
  signedOut?: boolean;
}

interface Seed {
  cookie: string;
  username: string;
  packId: string;
}

function writeRoutes(seed: Seed): WriteRoute[] {
  const pack = {
    metadata: {
      name: "Fuzz night",
      description: "Cards for testing",
      author: "Priya",
      explicit: false,
      alcohol: true,
      tags: ["friends"],
    },
    prompts: [{ text: "Never have I ever fixed a bug at a party." }],
  };
  const p = seed.packId;
  return [
    {
      module: "routes/api/feedback.ts",
      method: "POST",
      path: "/api/feedback",
      kind: "json",
      valid: { feedback: "Fun", positive: true, game: "mix" },
    },
    {
      module: "routes/api/language.ts",
      method: "POST",
      path: "/api/language",
      kind: "json",
      valid: { language: "en" },
    },
    {
      module: "routes/api/profile.ts",
      method: "PATCH",
      path: "/api/profile",
      kind: "json",
      valid: { username: "renamed_by_fuzz" },
    },
    {
      module: "routes/api/profile.ts",
      method: "DELETE",
      path: "/api/profile",
      kind: "json",
      valid: { confirm: seed.username },
    },
    {
      module: "routes/api/profile-export.ts",
      method: "POST",
      path: "/api/profile/export",
      kind: "none",
    },
    {
      module: "routes/api/likes.ts",
      method: "PUT",
      path: "/api/likes/never-have-i-ever",
      kind: "none",
    },
    { module: "routes/api/likes.ts", method: "DELETE", path: "/api/likes/mix", kind: "none" },
    {
      module: "routes/api/rewards/claim.ts",
      method: "POST",
      path: "/api/rewards/welcome/claim",
      kind: "none",
    },
    {
      module: "routes/api/seen-cards.ts",
      method: "POST",
      path: "/api/seen-cards",
      kind: "json",
      valid: { intent: "merge", seen: { "nhie-warm-up:0": "AQ" } },
    },
    {
      module: "routes/api/packs/index.ts",
      method: "POST",
      path: "/api/packs",
      kind: "json",
      valid: pack,
    },
    {
      module: "routes/api/packs/import.ts",
      method: "POST",
      path: "/api/packs/import",
      kind: "json",
      valid: pack,
    },
    {
      module: "routes/api/packs/pack.ts",
      method: "PUT",
      path: `/api/packs/${p}`,
      kind: "json",
      valid: pack,
    },
    { module: "routes/api/packs/pack.ts", method: "DELETE", path: `/api/packs/${p}`, kind: "none" },
    {
      module: "routes/api/packs/play.ts",
      method: "POST",
      path: `/api/packs/${p}/play`,
      kind: "none",
    },
    {
      module: "routes/api/packs/share.ts",
      method: "POST",
      path: `/api/packs/${p}/share`,
      kind: "none",
    },
    {
      module: "routes/api/packs/report.ts",
      method: "POST",
      path: `/api/packs/${p}/report`,
      kind: "json",
      valid: { reason: "Spam" },
    },
    {
      module: "routes/api/packs/unpublish.ts",
      method: "POST",
      path: `/api/packs/${p}/unpublish`,
      kind: "none",
    },
    {
      module: "routes/api/packs/unlock.ts",
      method: "POST",
      path: "/api/packs/premium-never-have-i-ever/unlock",
      kind: "none",
    },
    {
      module: "routes/api/subscription/create-checkout-session.ts",
      method: "POST",
      path: "/api/subscription/create-checkout-session",
      kind: "json",
      valid: { price_id: "premium-monthly" },
    },
    {
      module: "routes/api/subscription/cancel-subscription.ts",
      method: "POST",
      path: "/api/subscription/cancel-subscription",
      kind: "none",
    },
    {
      module: "routes/api/subscription/resume-subscription.ts",
      method: "POST",
      path: "/api/subscription/resume-subscription",
      kind: "none",
    },
    {
      module: "routes/api/subscription/check-subscription.ts",
      method: "POST",
      path: "/api/subscription/check-subscription",
      kind: "none",
    },
    {
      module: "routes/api/subscription/billing-portal.ts",
      method: "POST",
      path: "/api/subscription/billing-portal",
      kind: "none",
    },
    {
      module: "routes/api/not-found.ts",
      method: "POST",
      path: "/api/no-such-thing",
      kind: "none",
    },
    {
      module: "routes/profile.tsx",
      method: "POST",
      path: "/profile",
      kind: "form",
      valid: { username: "renamed_by_form" },
    },
    {
      module: "routes/game.tsx",
      method: "POST",
      path: `/game/${p}`,
      kind: "form",
      valid: { intent: "report", reason: "Spam" },
    },
    {
      module: "routes/like-game.ts",
      method: "POST",
      path: "/likes/meyer",
      kind: "form",
      valid: { intent: "like" },
    },
    {
      module: "routes/editor/wizard.tsx",
      method: "POST",
      path: "/editor",
      kind: "form",
      valid: { intent: "share", id: p },
    },
    {
      module: "routes/feedback.ts",
      method: "POST",
      path: "/feedback",
      kind: "form",
      valid: { positive: "up", feedback: "Great night", game: "site" },
    },
    {
      module: "routes/misc/christmass-calendar.tsx",
      method: "POST",
      path: "/misc/christmass-calendar",
      kind: "form",
      valid: { reward: "xmas-2026-1" },
    },
    {
      module: "routes/game-played.ts",
      method: "POST",
      path: "/played/meyer",
      kind: "form",
      valid: { intent: "start" },
    },
    {
      module: "routes/info/pricing.tsx",
      method: "POST",
      path: "/info/pricing",
      kind: "form",
      valid: { price_id: "premium-monthly" },
    },
    {
      module: "routes/first-visit.ts",
      method: "POST",
      path: "/first-visit",
      kind: "form",
      valid: { age: "yes", returnTo: "/" },
    },
    {
      module: "routes/misc/you-have-been-dared.tsx",
      method: "POST",
      path: "/misc/you-have-been-dared",
      kind: "form",
      valid: { dare: "Sing the chorus of your favourite song" },
    },
    {
      module: "routes/billing/test-checkout.tsx",
      method: "POST",
      path: "/billing/test-checkout/cs_test_fuzz",
      kind: "form",
      valid: { outcome: "pay" },
    },
    {
      module: "routes/billing/test-portal.tsx",
      method: "POST",
      path: "/billing/test-portal",
      kind: "form",
      valid: { intent: "cancel" },
    },
    {
      module: "routes/sign-in.tsx",
      method: "POST",
      path: "/sign-in",
      kind: "form",
      signedOut: true,
      valid: { intent: "password", email: "fuzz@example.com", password: "correct-horse" },
    },
    {
      module: "routes/sign-up.tsx",
      method: "POST",
      path: "/sign-up",
      kind: "form",
      signedOut: true,
      valid: { intent: "password", email: "fuzz-new@example.com", password: "correct-horse" },
    },
    {
      module: "routes/rooms/new-room.tsx",
      method: "POST",
      path: "/rooms/new",
      kind: "form",
      valid: { game: "most-likely-to", name: "Fuzz host" },
    },
    {
      module: "routes/rooms/join.tsx",
      method: "POST",
      path: "/join",
      kind: "form",
      valid: { code: "KDPW", name: "Fuzz guest" },
    },
    // A room's live channel (server/room-channel.ts).
    {
      module: "server/room-channel.ts",
      method: "POST",
      path: "/api/rooms/KDPW/moves",
      kind: "json",
      valid: { type: "start" },
    },
    // Better Auth's own endpoints.
    {
      module: "better-auth",
      method: "POST",
      path: "/api/auth/sign-up/email",
      kind: "json",
      valid: { email: "fuzz-api@example.com", password: "correct-horse", name: "fuzz" },
    },
    {
      module: "better-auth",
      method: "POST",
      path: "/api/auth/sign-in/email",
      kind: "json",
      valid: { email: "fuzz@example.com", password: "correct-horse" },
    },
    {
      module: "better-auth",
      method: "POST",
      path: "/api/auth/sign-in/magic-link",
      kind: "json",
      valid: { email: "fuzz@example.com", callbackURL: "/" },
    },
    {
      module: "better-auth",
      method: "POST",
      path: "/api/auth/phone-number/send-otp",
      kind: "json",
      valid: { phoneNumber: "+4512345678" },
    },
    {
      module: "better-auth",
      method: "POST",
      path: "/api/auth/update-user",
      kind: "json",
      valid: { name: "renamed" },
    },
    {
      module: "better-auth",
      method: "POST",
      path: "/api/auth/revoke-sessions",
      kind: "none",
    },
    { module: "better-auth", method: "POST", path: "/api/auth/sign-out", kind: "none" },
  ];
}

/** Pages and reads whose addresses get poisoned too. */
const readPaths = [
  "/api/packs",
  "/api/packs/PACK",
  "/api/packs/PACK/export",
  "/api/profile",
  "/api/profile/export",
  "/games/mix",
  "/game/PACK",
  "/info/FAQ",
  "/articles/kings-cup",
  "/misc/you-have-been-dared",
  "/QR/standard/sticker",
  "/",
];

/** Modules in app/routes.ts that export an action: every one must be in the table above. */
function modulesWithActions(): string[] {
  const routes = readFileSync("app/routes.ts", "utf8");
  const modules = new Set(
    [...routes.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((match) => match[1] ?? ""),
  );
  return [...modules].filter((module) =>
    /export (async )?function action|export const action/.test(
      readFileSync(`app/${module}`, "utf8"),
    ),
  );
}

// A form body can't carry half a surrogate pair (encoding makes it U+FFFD): forms get
// only the control characters.
const badFormText = ["a\u0000b", "\u0000", "bell\u0007", "esc\u001b[2J", "del\u007f"];
const badText = [
  "a\u0000b",
  "\u0000",
  "half \ud800",
  "\udc00",
  "bell\u0007",
  "esc\u001b[2J",
  "del\u007f",
];

/** The valid body with one of its strings (or a new field) made unstorable. */
function poisonText(
  value: Record<string, unknown>,
  random: Rng,
  forForm: boolean,
): Record<string, unknown> {
  const copy: Record<string, unknown> = structuredClone(value);
  const strings: { holder: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) =>
        typeof item === "string" ? strings.push({ holder: node, key: index }) : walk(item),
      );
    } else if (typeof node === "object" && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        if (typeof item === "string")
          strings.push({ holder: node as Record<string, unknown>, key });
        else walk(item);
      }
    }
  };
  walk(copy);
  const bad = random.pick(forForm ? badFormText : badText);
  if (strings.length === 0 || random.next() < 0.2) {
    copy[random.pick(["note", "name", "x\u0000"])] = bad;
    return copy;
  }
  const target = random.pick(strings);
  const original = String(Reflect.get(target.holder, target.key));
  Reflect.set(target.holder, target.key, random.next() < 0.5 ? bad : `${original}${bad}`);
  return copy;
}

function formBody(fields: Record<string, unknown>): Buffer {
  return Buffer.from(
    new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  );
}

interface Malformed {
  method: string;
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer;
  chunked?: boolean;
  why: string;
}

function poisonPath(path: string, random: Rng): { path: string; why: string } {
  const segments = path.split("/");
  const at = 1 + Math.floor(random.next() * (segments.length - 1));
  const choice = random.pick([
    "nul-segment",
    "nul-query",
    "control-query",
    "bad-encoding",
    "surrogate",
  ]);
  switch (choice) {
    case "nul-segment":
      segments[at] = `${segments[at] ?? ""}%00`;
      return { path: segments.join("/"), why: choice };
    case "nul-query":
      return { path: `${path}?q=%00&game=mix`, why: choice };
    case "control-query":
      return { path: `${path}?sort=%1B&q=a`, why: choice };
    case "bad-encoding":
      segments[at] = "%E0%A4%A";
      return { path: segments.join("/"), why: choice };
    default:
      segments[at] = "%ED%A0%80";
      return { path: segments.join("/"), why: choice };
  }
}

const formType = "application/x-www-form-urlencoded";
const jsonType = "application/json";

function encoded(kind: BodyKind, fields: Record<string, unknown>) {
  return kind === "form"
    ? { type: formType, body: formBody(fields) }
    : { type: jsonType, body: Buffer.from(JSON.stringify(fields)) };
}

/** The route's accepted body with its Content-Type, or none for a route that reads none. */
function validBody(route: WriteRoute): { headers: Record<string, string>; body?: Buffer } {
  // Better Auth wants a JSON body even where it reads none.
  const fields = route.valid ?? (route.module === "better-auth" ? {} : undefined);
  if (!fields) return { headers: {} };
  const { type, body } = encoded(route.kind, fields);
  return { headers: { "Content-Type": type }, body };
}

function malformedRequest(route: WriteRoute, seed: Seed, random: Rng): Malformed {
  const own = { Origin: server.baseUrl, Cookie: route.signedOut ? "" : seed.cookie };
  const sent = (
    why: string,
    headers: Record<string, string>,
    body?: Buffer,
    extra: Partial<Malformed> = {},
  ): Malformed => ({ method: route.method, path: route.path, headers, body, why, ...extra });
  const ownType = route.kind === "form" ? formType : jsonType;
  const roll = random.next();
  if (roll < 0.01) {
    // Over the limit, with no length announced.
    const huge = Buffer.alloc(1_200_000, 120);
    return sent("oversize", { ...own, "Content-Type": ownType }, huge, { chunked: true });
  }
  if (roll < 0.25) {
    const { path, why } = poisonPath(route.path, random);
    const valid = validBody(route);
    return sent(why, { ...own, ...valid.headers }, valid.body, { path });
  }
  if (roll < 0.35) {
    const valid = validBody(route);
    const origin = random.pick([evil, sameHostOtherPort, "null"]);
    const site = origin === sameHostOtherPort ? "same-site" : "cross-site";
    const headers = { Cookie: seed.cookie, Origin: origin, "Sec-Fetch-Site": site };
    return sent(`cross-site from ${origin}`, { ...headers, ...valid.headers }, valid.body);
  }
  if (route.kind === "none" || roll < 0.6) {
    // Unstorable text in the body: JSON, or a form post.
    const asForm = route.kind === "form" || (route.kind === "none" && random.next() < 0.3);
    const fields = poisonText(route.valid ?? { note: "hi" }, random, asForm);
    const { type, body } = encoded(asForm ? "form" : "json", fields);
    return sent(
      `unstorable text (${asForm ? "form" : "json"})`,
      { ...own, "Content-Type": type },
      body,
    );
  }
  const shape = random.pick([
    "broken-json",
    "wrong-type",
    "empty",
    "broken-multipart",
    "not-an-object",
  ]);
  const validJson = JSON.stringify(route.valid ?? {});
  switch (shape) {
    case "broken-json": {
      const cut = Buffer.from(validJson.slice(0, -1 - random.int(5)));
      return sent(shape, { ...own, "Content-Type": jsonType }, cut);
    }
    case "wrong-type":
      return route.kind === "form"
        ? sent(
            `${shape} (form as json or text)`,
            { ...own, "Content-Type": random.pick([jsonType, "text/plain"]) },
            Buffer.from(validJson),
          )
        : sent(
            `${shape} (json as text or form)`,
            { ...own, "Content-Type": random.pick(["text/plain", formType]) },
            Buffer.from(random.pick(["hello", "a=%00", "\u0000"])),
          );
    case "empty":
      return sent(shape, { ...own, "Content-Type": ownType });
    case "broken-multipart": {
      const unfinished = '--zzz\r\nContent-Disposition: form-data; name="x"\r\n\r\nunfinished';
      return sent(
        shape,
        { ...own, "Content-Type": "multipart/form-data; boundary=zzz" },
        Buffer.from(unfinished),
      );
    }
    default: {
      const nonsense =
        route.kind === "form"
          ? "%%%=&&=%ZZ"
          : random.pick(["[]", "null", "42", '"text"', "[[[[[[[[[[]]]]]]]]]]"]);
      return sent(shape, { ...own, "Content-Type": ownType }, Buffer.from(nonsense));
    }
  }
}

function malformedRead(path: string, seed: Seed, random: Rng): Malformed {
  const poisoned = poisonPath(path.replace("PACK", seed.packId), random);
  return {
    method: "GET",
    path: poisoned.path,
    headers: {
      Cookie: seed.cookie,
      "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile",
    },
    why: `read: ${poisoned.why}`,
  };
}

let seed: Seed;
let before: Record<string, string[]>;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

async function json(answer: Answer): Promise<Record<string, unknown>> {
  return JSON.parse(answer.body) as Record<string, unknown>;
}

test.beforeAll(async () => {
  // A fresh embedded database first: minutes on a busy box (docs/decisions/044-browser-suite-in-budget.md).
  test.setTimeout(240_000);
  await server.start();
  const own = { Origin: server.baseUrl, "Content-Type": "application/json" };
  const signUp = await send(agent, server.baseUrl, {
    method: "POST",
    path: "/api/auth/sign-up/email",
    headers: own,
    body: Buffer.from(
      JSON.stringify({ email: "victim@example.com", password: "correct-horse", name: "victim" }),
    ),
  });
  expect(signUp.status).toBe(200);
  const cookie = String(signUp.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  const profile = await json(
    await send(agent, server.baseUrl, {
      method: "GET",
      path: "/api/profile",
      headers: { Cookie: cookie },
    }),
  );
  const created = await send(agent, server.baseUrl, {
    method: "POST",
    path: "/api/packs",
    headers: { ...own, Cookie: cookie },
    body: Buffer.from(
      JSON.stringify({
        metadata: {
          name: "Victim's pack",
          description: "Ours",
          author: "Victim",
          explicit: false,
          alcohol: true,
          tags: ["friends"],
        },
        prompts: [{ text: "Never have I ever lost a pack." }],
      }),
    ),
  });
  expect(created.status).toBe(201);
  const metadata = (await json(created)).metadata as { id: string };
  seed = { cookie, username: String(profile.username), packId: metadata.id };
  // The same kind of write from our own page goes through: the refusals below are the origin's.
  const liked = await send(agent, server.baseUrl, {
    method: "PUT",
    path: "/api/likes/mix",
    headers: { Origin: server.baseUrl, Cookie: cookie },
  });
  expect(liked.status).toBe(200);
  await server.stop();
  before = await server.snapshot();
  await server.start();
});

test.afterAll(async () => {
  agent.destroy();
  await server.remove();
});

test("the table of write routes covers every route module with an action", () => {
  const covered = new Set(
    writeRoutes({ cookie: "", username: "", packId: "p" }).map((route) => route.module),
  );
  expect(modulesWithActions().filter((module) => !covered.has(module))).toEqual([]);
});

test("no write from another site goes through, signed in or not", async () => {
  for (const route of writeRoutes(seed)) {
    for (const [origin, site] of [
      [evil, "cross-site"],
      [sameHostOtherPort, "same-site"],
    ] as const) {
      const valid = validBody(route);
      const answer = await send(agent, server.baseUrl, {
        method: route.method,
        path: route.path,
        headers: {
          Cookie: seed.cookie,
          Origin: origin,
          "Sec-Fetch-Site": site,
          ...valid.headers,
        },
        body: valid.body,
      });
      expect(answer.status, `${route.method} ${route.path} from ${origin}`).toBe(403);
    }
  }
});

test("large bodies answered early or refused leave the connection clean", async () => {
  const oneConnection = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const json = { "Content-Type": "application/json" };
  const half = Buffer.alloc(500_000, 32);
  const over = Buffer.alloc(1_200_000, 32);
  try {
    const cases = [
      // Answered before the route would read a body: 401, 404 and 405.
      { method: "PATCH", path: "/api/profile", body: half, status: 401 },
      { method: "POST", path: "/api/no-such-endpoint", body: half, status: 404 },
      { method: "PUT", path: "/api/feedback", body: half, status: 405 },
      // Over the limit with no length announced, to the API, the webhook and a page.
      { method: "POST", path: "/api/feedback", body: over, status: 413, chunked: true },
      { method: "POST", path: "/api/stripe/webhook", body: over, status: 413, chunked: true },
      { method: "POST", path: "/misc/you-have-been-dared", body: over, status: 413, chunked: true },
    ];
    for (const { method, path, body, status, chunked } of cases) {
      const answer = await send(oneConnection, server.baseUrl, {
        method,
        path,
        headers: { ...json, Origin: server.baseUrl },
        body,
        chunked,
      });
      expect(answer.status, `${method} ${path}`).toBe(status);
      const next = await send(oneConnection, server.baseUrl, {
        method: "GET",
        path: "/api/health",
      });
      expect(next.status, `the request after ${method} ${path}`).toBe(200);
      // Below the limit the connection carries on; a refused oversized body closes it.
      expect(next.reusedSocket, `after ${method} ${path}`).toBe(status !== 413);
    }
  } finally {
    oneConnection.destroy();
  }
});

test("2,000+ malformed requests: no 5xx, no reset connection, nothing accepted", async () => {
  test.setTimeout(300_000);
  const random = createRng(Number(process.env.FUZZ_SEED ?? 20261123));
  const routes = writeRoutes(seed);
  const requests: Malformed[] = [];
  for (let index = 0; index < 2100; index += 1) {
    requests.push(
      random.next() < 0.15
        ? malformedRead(random.pick(readPaths), seed, random)
        : malformedRequest(random.pick(routes), seed, random),
    );
  }
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next];
      next += 1;
      if (!request) break;
      try {
        const answer = await send(agent, server.baseUrl, request);
        if (answer.status < 400 || answer.status >= 500) {
          failures.push(
            `${answer.status} ${request.method} ${request.path} (${request.why}): ${answer.body.slice(0, 200)}`,
          );
        }
      } catch (error) {
        failures.push(
          `connection error ${String(error)} on ${request.method} ${request.path} (${request.why})`,
        );
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(failures, server.log().slice(-4000)).toEqual([]);
});

/** Every cookie the server reads: ours (server/cookie-guard.ts) and Better Auth's. */
const readCookies = [...ownCookies, "better-auth.session_token", "better-auth.session_data"];

// Node's default limit on a request's headers is 16 KB in all; this stays just under it.
const nearHeaderLimit = 15_000;

/** Cookie values no browser of ours would send: broken %-sequences, encoded controls. */
function badCookieValue(random: Rng): string {
  return random.pick([
    "%",
    "%%%%",
    "%E0%A4%A",
    "%ED%A0%80", // half a surrogate pair, UTF-8 encoded
    "%ED%B0%80%ED%A0%80",
    "%C0%80",
    "%00",
    "a%00b",
    "%1B%5B2J",
    "%0D%0ASet-Cookie:%20x=1",
    "%7F",
    "%FF%FE",
    '"quoted%"',
    "=%=",
    "%".repeat(random.int(nearHeaderLimit - 100) + 1),
    "x".repeat(nearHeaderLimit - 100),
  ]);
}

const oddHeaderValues = {
  "Accept-Language": [
    "*;q=abc",
    "da;q=NaN, en;q=Infinity",
    "da;q=-1",
    ";;;,,,;q=,=",
    "d\u00e4-DK,\u00e6\u00f8\u00e5;q=0.5",
    "xx-YY;q=0.5,".repeat(1200),
    "q=0.9",
    "da".repeat(7000),
  ],
  Host: [
    "",
    "evil.example",
    "127.0.0.1:99999",
    "[::1",
    "a..b",
    "h\u00f8st",
    "x".repeat(8000),
    "127.0.0.1:1:2",
    "%00",
  ],
  "X-Forwarded-For": ["not-an-ip", "1.1.1.1, , ,", "::ffff:", "[::1]:x", "%00", "1.".repeat(4000)],
  "X-Forwarded-Host": ["evil.example", "a b", "%00", ""],
  "X-Forwarded-Proto": ["gopher", "https, http", ""],
  "X-Party-Dojo-Client-Ip": ["evil", "", "1".repeat(5000)],
  "Content-Type": [
    "application/json; charset=utf-16",
    "application/json; charset=nonsense",
    "APPLICATION/JSON;;;",
    "application/json; boundary=x; charset=",
    "multipart/form-data",
    "application/x-www-form-urlencoded; charset=latin1",
    "text/plain; charset=\u00e4",
    "*/*",
  ],
};

/** Pages and reads that read the cookies, and each room route. */
const cookiePaths = [
  "/",
  "/join",
  "/rooms/KDPW",
  "/games/mix",
  "/sign-in",
  "/profile",
  "/api/profile",
  "/api/packs",
  "/api/rooms/KDPW/events",
  "/api/auth/get-session",
];

function oddHeaderRequest(random: Rng): Malformed {
  const path = random.pick(cookiePaths);
  const headers: Record<string, string | string[]> = {};
  const why: string[] = [];
  if (random.next() < 0.6) {
    const name = random.pick(readCookies);
    const bad = `${name}=${badCookieValue(random)}`;
    const cookies = random.pick([
      [bad],
      [`${name}=da`, bad, `${name}=en`], // duplicates, the bad one in the middle
      [bad, bad],
    ]);
    // Now and then as several Cookie header lines, as HTTP/2 proxies send them.
    headers.Cookie = random.next() < 0.3 ? cookies : cookies.join("; ");
    why.push(`cookie ${name}`);
  }
  for (const [name, values] of Object.entries(oddHeaderValues)) {
    if (random.next() < 0.3) {
      headers[name] = random.pick(values);
      why.push(name);
    }
  }
  return { method: "GET", path, headers, why: why.join(", ") };
}

test("odd headers and cookies: no 5xx, no reset connection", async () => {
  test.setTimeout(120_000);
  const random = createRng(Number(process.env.FUZZ_SEED ?? 20261127));
  const failures: string[] = [];
  for (let index = 0; index < 400; index += 1) {
    const request = oddHeaderRequest(random);
    try {
      const answer = await send(agent, server.baseUrl, request);
      if (answer.status >= 500) {
        failures.push(
          `${answer.status} ${request.path} (${request.why}): ${answer.body.slice(0, 200)}`,
        );
      }
    } catch (error) {
      failures.push(`connection error ${String(error)} on ${request.path} (${request.why})`);
    }
  }
  expect(failures, server.log().slice(-4000)).toEqual([]);
});

test("every method Node reads, on pages, the API and a room: no 5xx, and TRACE is a 405", async () => {
  // Some 450 requests, one after another: seconds on an idle box, a minute on a loaded one.
  test.setTimeout(180_000);
  const failures: string[] = [];
  const roomCode = "KDPW";
  const paths = [
    ...cookiePaths,
    `/api/rooms/${roomCode}/moves`,
    "/likes/never-have-i-ever",
    "/assets/no-such-file.js",
  ];
  // CONNECT is Node's own to answer (it hands the socket to a "connect" listener, or drops it).
  for (const method of http.METHODS.filter((each) => each !== "CONNECT")) {
    for (const path of paths) {
      const answer = await send(agent, server.baseUrl, {
        method,
        path,
        headers: { Origin: server.baseUrl },
      });
      if (answer.status >= 500) failures.push(`${answer.status} ${method} ${path}`);
      if (method === "TRACE" && (answer.status !== 405 || !answer.headers.allow)) {
        failures.push(`TRACE ${path} answered ${answer.status}, Allow ${answer.headers.allow}`);
      }
    }
  }
  expect(failures, server.log().slice(-4000)).toEqual([]);
});

test("a page with a bad cookie of ours renders and clears that cookie", async () => {
  for (const path of ["/", "/join", "/games/mix", "/sign-in"]) {
    for (const name of ownCookies) {
      for (const bad of ["%", "%E0%A4%A", "%%%%", "%ED%A0%80", "%00"]) {
        const answer = await send(agent, server.baseUrl, {
          method: "GET",
          path,
          headers: { Cookie: `${name}=${bad}` },
        });
        const label = `${path} with ${name}=${bad}`;
        expect(answer.status, label).toBe(200);
        expect(answer.headers["set-cookie"] ?? [], label).toContainEqual(
          expect.stringMatching(new RegExp(`^${name}=; Path=/; Max-Age=0`)),
        );
      }
    }
  }
});

test("JSON nested thousands deep is a 400 on every route, sign-in and room moves included", async () => {
  test.setTimeout(60_000);
  const routes = [
    ...writeRoutes(seed),
    { method: "POST", path: "/api/auth/sign-in/phone-number", kind: "json", module: "better-auth" },
  ];
  const bodies = {
    arrays: `${"[".repeat(5000)}${"]".repeat(5000)}`,
    objects: `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`,
    "33 levels": `${"[".repeat(33)}"x"${"]".repeat(33)}`,
  };
  const failures: string[] = [];
  for (const route of routes) {
    for (const [shape, body] of Object.entries(bodies)) {
      try {
        const answer = await send(agent, server.baseUrl, {
          method: route.method,
          path: route.path,
          headers: {
            Origin: server.baseUrl,
            Cookie: `${seed.cookie}; pd_seat=KDPW.abcdefghijklmnopqrstuvwx`,
            "Content-Type":
              shape === "objects" ? "application/json; charset=utf-8" : "application/json",
          },
          body: Buffer.from(body),
        });
        if (answer.status !== 400) {
          failures.push(`${answer.status} ${route.method} ${route.path} (${shape})`);
        }
      } catch (error) {
        failures.push(
          `connection error ${String(error)} on ${route.method} ${route.path} (${shape})`,
        );
      }
    }
  }
  expect(failures, server.log().slice(-4000)).toEqual([]);
});

/** Raw bytes to the server over a socket of their own, and everything it answers until it closes. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    // Half-closed: whatever the length promised, nothing more is coming.
    socket.end(bytes);
  });
}

test("a Content-Length that doesn't match the body: no 5xx, and the server carries on", async () => {
  const post = (length: number, body: string) =>
    [
      "POST /api/feedback HTTP/1.1",
      `Host: 127.0.0.1:${server.port}`,
      `Origin: ${server.baseUrl}`,
      "Content-Type: application/json",
      `Content-Length: ${length}`,
      "",
      body,
    ].join("\r\n");
  const body = '{"feedback":"Fun","positive":true,"game":"mix"}';
  for (const [why, bytes] of [
    ["shorter than the body", post(5, body)],
    ["longer than the body", post(body.length + 100, body)],
    ["not a number", post(Number.NaN, body)],
    [
      "two lengths",
      post(5, body).replace("Content-Length: 5", "Content-Length: 5\r\nContent-Length: 9"),
    ],
  ] as const) {
    const answered = await rawExchange(bytes);
    const statuses = [...answered.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    expect(
      statuses.filter((status) => status >= 500),
      `${why}: ${answered.slice(0, 300)}`,
    ).toEqual([]);
  }
  const health = await send(agent, server.baseUrl, { method: "GET", path: "/api/health" });
  expect(health.status).toBe(200);
});

test("the database is exactly as before", async () => {
  test.setTimeout(120_000);
  await server.stop();
  const after = await server.snapshot();
  expect(after).toEqual(before);
});
