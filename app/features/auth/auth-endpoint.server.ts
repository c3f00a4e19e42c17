import type { Auth } from "./auth.server.ts";

// The body is replaced by JSON, so the original's framing headers must not travel along.
const droppedHeaders = ["content-type", "content-length", "transfer-encoding", "connection"];

/**
 * Calls one Better Auth endpoint from a form action through `auth.handler`, as the browser
 * would have: with the visitor's cookies, origin, fetch metadata and the client-address
 * header the Express process set. Unlike `auth.api.*`, this passes Better Auth's rate
 * limiter and origin checks, so a form is exactly as protected as the HTTP endpoint.
 */
export function callAuthEndpoint(
  auth: Auth,
  request: Request,
  path: string,
  body: Record<string, unknown>,
): Promise<Response> {
  const headers = new Headers(request.headers);
  for (const name of droppedHeaders) headers.delete(name);
  headers.set("Content-Type", "application/json");
  headers.set("Accept", "application/json");
  const url = new URL(`/api/auth${path}`, auth.options.baseURL);
  return auth.handler(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
}

/** Better Auth's Set-Cookie headers, to pass on with our own redirect. */
export function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
