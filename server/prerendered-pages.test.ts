import express, { type Request, type Response } from "express";
import { expect, test, vi } from "vitest";
import { PRERENDER_NONCE } from "#app/context.ts";
import { hasSessionCookie } from "#app/features/auth/session-cookie.ts";
import { prerenderedPages } from "./prerendered-pages.ts";

const firstNonce = "AAAAAAAAAAAAAAAAAAAAAA==";
const secondNonce = "BBBBBBBBBBBBBBBBBBBBBB==";

function serve(
  cookie: string | undefined,
  nonce = firstNonce,
  ifNoneMatch?: string,
  originalUrl = "/go",
) {
  const handler = prerenderedPages(
    new Map([
      ["en", new Map([["/go", `<script nonce="${PRERENDER_NONCE}">`]])],
      ["da", new Map([["/go", `<script nonce="${PRERENDER_NONCE}" data-da>`]])],
    ] as const),
  );
  const headers = new Map<string, string>([
    ["Content-Security-Policy", `script-src 'self' 'nonce-${nonce}'`],
  ]);
  const send = vi.fn();
  const end = vi.fn();
  const status = vi.fn();
  const res = {
    locals: { cspNonce: nonce },
    setHeader: (name: string, value: string) => headers.set(name, value),
    getHeader: (name: string) => headers.get(name),
    status: (code: number) => {
      status(code);
      return res;
    },
    send,
    end,
  } as unknown as Response;
  const req = {
    method: "GET",
    path: "/go",
    originalUrl,
    headers: { cookie, "if-none-match": ifNoneMatch },
  } as unknown as Request;
  const next = vi.fn();
  handler(req, res, next);
  return { send, end, status, next, headers };
}

test("signed-out visitors get the prerendered page with their nonce", () => {
  const { send, next } = serve(undefined);
  expect(send).toHaveBeenCalledWith(`<script nonce="${firstNonce}">`);
  expect(next).not.toHaveBeenCalled();
});

test("a copy that is still current is answered 304 under a policy naming its own nonce", () => {
  const first = serve(undefined);
  const etag = first.headers.get("ETag");
  expect(etag).toMatch(/^"[0-9a-f]+\.AAAA/);

  const again = serve(undefined, secondNonce, `W/"other.x", ${etag}`);
  expect(again.status).toHaveBeenCalledWith(304);
  expect(again.send).not.toHaveBeenCalled();
  expect(again.headers.get("ETag")).toBe(etag);
  expect(again.headers.get("Content-Security-Policy")).toBe(
    `script-src 'self' 'nonce-${firstNonce}'`,
  );
});

test("a validator for another page or with a malformed nonce gets the page again", () => {
  const stale = serve(undefined, secondNonce, `"0123abcd.${firstNonce}"`);
  expect(stale.send).toHaveBeenCalledWith(`<script nonce="${secondNonce}">`);
  const etag = serve(undefined).headers.get("ETag") ?? "";
  const forged = serve(undefined, secondNonce, etag.replace(firstNonce, "x' 'unsafe-inline"));
  expect(forged.send).toHaveBeenCalledWith(`<script nonce="${secondNonce}">`);
  expect(forged.headers.get("Content-Security-Policy")).toContain(secondNonce);
});

test("a request with a session cookie is rendered, never served the signed-out page", async () => {
  const app = express()
    .use((_req, res, next) => {
      res.locals.cspNonce = firstNonce;
      next();
    })
    .use(prerenderedPages(new Map([["en", new Map([["/go", "signed-out page"]])]])))
    .use((_req, res) => void res.send("rendered page"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/go`;
    const signedIn = await fetch(url, {
      headers: { Cookie: "theme=dark; better-auth.session_token=abc.def" },
    });
    expect(await signedIn.text()).toBe("rendered page");
    const signedOut = await fetch(url, { headers: { Cookie: "theme=dark" } });
    expect(await signedOut.text()).toBe("signed-out page");
  } finally {
    server.close();
  }
});

test("the session cookie is recognised with and without the secure prefix", () => {
  expect(hasSessionCookie("__Secure-better-auth.session_token=x")).toBe(true);
  expect(hasSessionCookie("better-auth.session_token=x")).toBe(true);
  expect(hasSessionCookie("not-better-auth.session_token_x=1")).toBe(false);
  expect(hasSessionCookie(undefined)).toBe(false);
});

test("a visitor reading Danish gets the Danish copy; an address naming a language is rendered", () => {
  const danish = serve("lng=da");
  expect(danish.next).not.toHaveBeenCalled();
  expect(danish.send).toHaveBeenCalledWith(`<script nonce="${firstNonce}" data-da>`);
  // The address names the language: rendering remembers the choice.
  expect(serve(undefined, firstNonce, undefined, "/go?lang=da").next).toHaveBeenCalledOnce();
  expect(serve("lng=da", firstNonce, undefined, "/go?lang=en").next).toHaveBeenCalledOnce();
});
