import { expect, test } from "@playwright/test";

test("feedback is stored and answers 201", async ({ request }) => {
  const response = await request.post("/api/feedback", {
    data: { feedback: "The dares were brilliant", positive: true, game: "truth-or-dare" },
  });
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ id: expect.any(String) });
});

test("bad feedback answers 400 with the problems and stores nothing", async ({ request }) => {
  const response = await request.post("/api/feedback", { data: { feedback: 42, positive: "yes" } });
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(body.error).toBe("Feedback must be text");
  expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual([
    "feedback",
    "positive",
    "game",
  ]);
});

test("a body that is not JSON answers 400, never 500", async ({ request }) => {
  const response = await request.post("/api/feedback", {
    headers: { "Content-Type": "application/json" },
    // A Buffer goes out as-is; a string would be sent as a JSON string.
    data: Buffer.from("{not json"),
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: "The request body is not valid JSON." });
});

test("a GET on an action-only endpoint answers 405 JSON", async ({ request }) => {
  const response = await request.get("/api/feedback");
  expect(response.status()).toBe(405);
  expect(response.headers()["allow"]).toBe("POST");
});

test("the language choice is validated and remembered in a cookie", async ({ request }) => {
  const refused = await request.post("/api/language", { data: { language: "xx" } });
  expect(refused.status()).toBe(400);
  const accepted = await request.post("/api/language", { data: { language: "en" } });
  expect(accepted.status()).toBe(200);
  expect(accepted.headers()["set-cookie"]).toContain("lng=en");
});

test("crawlers get the 404 status without the rendered error page", async ({ request }) => {
  const response = await request.get("/no/such/page", {
    headers: {
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe("404 Page Not Found");
});

test("pages carry a CSP whose nonce matches their scripts", async ({ request }) => {
  const response = await request.get("/");
  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  expect(html).toContain(`nonce="${nonce}"`);
  expect(html).not.toContain("__PARTY_DOJO_CSP_NONCE__");
});

test("hashed assets are cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? "");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a malformed address answers 400, not 500", async ({ request }) => {
  expect((await request.get("/api/%E0%A4%A")).status()).toBe(400);
  expect((await request.get("/%")).status()).toBe(400);
});

test("a JSON body that is not an object is refused with a clear message", async ({ request }) => {
  const response = await request.post("/api/feedback", { data: [] });
  expect(response.status()).toBe(400);
  expect((await response.json()).error).toBe("Send a JSON object with feedback, positive and game");
});

test("raw prerendered files are never served without their nonce", async ({ request }) => {
  expect((await request.get("/index.html")).status()).toBe(404);
});
