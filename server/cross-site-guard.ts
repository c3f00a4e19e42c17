import type { RequestHandler } from "express";
import { localRequestOrigin } from "#app/features/auth/trusted-origins.server.ts";
import type { Refuse } from "./refusal.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export interface WriteRequest {
  method: string;
  origin: string | undefined;
  referer: string | undefined;
  secFetchSite: string | undefined;
  host: string | undefined;
  protocol: string;
}

function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    return new URL(address).origin;
  } catch {
    return "null";
  }
}

/**
 * Whether a request may change anything: reads always may; a write must come from one of
 * our own pages. The browser says so through Fetch Metadata (`Sec-Fetch-Site: same-origin`)
 * or an Origin (else Referer) that is trusted, is the very address the request was sent to,
 * or is this local server at another local address. A request that names no origin at all
 * does not come from a web page (a payment webhook, a script) and carries nobody's cookies.
 * The session cookie's SameSite=Lax does not cover this: a page on the same host at another
 * port is "same-site" and gets the cookie sent along.
 */
export function isAllowedWrite(request: WriteRequest, trusted: readonly string[], baseUrl: string) {
  if (safeMethods.has(request.method)) return true;
  if (request.secFetchSite === "same-origin") return true;
  const origin = originOf(request.origin) ?? originOf(request.referer);
  if (origin === null) return request.secFetchSite === undefined || request.secFetchSite === "none";
  if (origin === "null") return false;
  if (trusted.includes(origin)) return true;
  if (request.host && origin === `${request.protocol}://${request.host.toLowerCase()}`) return true;
  return origin === localRequestOrigin(baseUrl, request.host ?? null);
}

/** Refuses cross-site writes with 403 before any route or action runs. */
export function crossSiteGuard(
  refuse: Refuse,
  trusted: readonly string[],
  baseUrl: string,
): RequestHandler {
  const message = `Changes are only accepted from Party Dojo's own pages. Open ${new URL(baseUrl).origin} and try again.`;
  return (req, res, next) => {
    const allowed = isAllowedWrite(
      {
        method: req.method,
        origin: req.get("origin"),
        referer: req.get("referer"),
        secFetchSite: req.get("sec-fetch-site"),
        // Behind a trusted proxy, the address the visitor reached it at (server/web-request.ts).
        host: req.host,
        protocol: req.protocol,
      },
      trusted,
      baseUrl,
    );
    if (allowed) return next();
    refuse(req, res, 403, message);
  };
}
