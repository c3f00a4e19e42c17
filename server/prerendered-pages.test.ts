import type { Request, Response } from "express";
import { expect, test, vi } from "vitest";
import { PRERENDER_NONCE } from "#app/context.ts";
import { hasSessionCookie } from "#app/features/auth/session-cookie.ts";
import { prerenderedPages } from "./prerendered-pages.ts";

function serve(cookie: string | undefined) {
  const handler = prerenderedPages(new Map([["/go", `<script nonce="${PRERENDER_NONCE}">`]]));
  const send = vi.fn();
  const res = { locals: { cspNonce: "abc" }, setHeader: vi.fn(), send } as unknown as Response;
  const req = { method: "GET", path: "/go", headers: { cookie } } as unknown as Request;
  const next = vi.fn();
  handler(req, res, next);
  return { send, next };
}

test("signed-out visitors get the prerendered page with their nonce", () => {
  const { send, next } = serve(undefined);
  expect(send).toHaveBeenCalledWith('<script nonce="abc">');
  expect(next).not.toHaveBeenCalled();
});

test("a request with a session cookie is rendered, never served the signed-out page", () => {
  const { send, next } = serve("theme=dark; better-auth.session_token=abc.def");
  expect(send).not.toHaveBeenCalled();
  expect(next).toHaveBeenCalled();
});

test("the session cookie is recognised with and without the secure prefix", () => {
  expect(hasSessionCookie("__Secure-better-auth.session_token=x")).toBe(true);
  expect(hasSessionCookie("better-auth.session_token=x")).toBe(true);
  expect(hasSessionCookie("not-better-auth.session_token_x=1")).toBe(false);
  expect(hasSessionCookie(undefined)).toBe(false);
});
