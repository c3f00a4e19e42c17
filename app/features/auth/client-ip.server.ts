import { isIP } from "node:net";

/**
 * The one header Better Auth reads the client address from. The Express process always
 * overwrites it (see `resolveClientIp`), so a visitor can never choose their own address
 * and escape the rate limit by sending it.
 */
export const clientIpHeader = "x-party-dojo-client-ip";

type HeaderValue = string | string[] | undefined;

/**
 * The client's address: from the trusted header when one is configured (the proxy in
 * front of us sets it), otherwise the peer's: the socket's, or behind proxies TRUST_PROXY
 * trusts, the one Express found in X-Forwarded-For past them (server/client-ip.ts). Of a
 * list (`x-forwarded-for: a, b`) the last entry counts — the one our proxy appended;
 * earlier ones are whatever the client sent.
 */
export function resolveClientIp(
  headers: Record<string, HeaderValue>,
  peerAddress: string | undefined,
  trustedHeader: string | undefined,
): string | null {
  if (trustedHeader) {
    const value = headers[trustedHeader];
    const joined = Array.isArray(value) ? value.join(",") : (value ?? "");
    const last = joined.split(",").at(-1)?.trim() ?? "";
    if (isIP(last)) return last;
  }
  return peerAddress && isIP(peerAddress) ? peerAddress : null;
}
