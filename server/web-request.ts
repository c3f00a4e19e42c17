import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { requestBody } from "./request-body.ts";

// What a Host (or trusted X-Forwarded-Host) header may hold; anything else is replaced by
// the public address's host.
const plainHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The origin a request was sent to: the address the visitor typed. Express reads the host
 * and protocol from X-Forwarded-Host and -Proto only when TRUST_PROXY trusts the peer, so a
 * proxy that ends TLS hands on `https://` and React Router's check of an action's Origin
 * against this address holds. The public address's origin when the host is not one a URL can hold (`127.0.0.1:99999`, `1.2.3.999`, `[1.2.3.4]`: the pattern alone
 * lets those through, and `new Request` throws on them).
 */
export function requestOrigin(req: { host?: string; protocol: string }, baseUrl: string): string {
  const host = req.host;
  if (host && plainHost.test(host)) {
    const origin = `${req.protocol}://${host}`;
    if (URL.canParse(origin)) return origin;
  }
  return new URL(baseUrl).origin;
}

/**
 * The Fetch API request React Router and Better Auth take, built from an Express request
 * whose body `readRequestBody` has already read: one way in for every handler, so each sees
 * the same bounded body. Aborted when the client goes away before the answer is sent.
 */
export function toWebRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  baseUrl: string,
  options: { refused?: boolean } = {},
): Request {
  const origin = requestOrigin(req, baseUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  // A refused request is only rendered as its error page: read, never acted on, and its
  // address taken literally (a malformed `%` sequence included) so routing can't trip on it.
  const method = options.refused ? "GET" : req.method;
  const target = options.refused ? req.originalUrl.replace(/%/g, "%25") : req.originalUrl;
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`${origin}${target}`, {
    method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(requestBody(req)) : undefined,
  });
}

/** Writes a Fetch API response to Express, streaming its body (server-rendered pages stream). */
export async function sendWebResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
