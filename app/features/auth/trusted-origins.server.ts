import { isIP } from "node:net";

/**
 * The origins whose pages may send us state-changing requests: the public address
 * (BASE_URL) and the ones listed in TRUSTED_ORIGINS. Used by Better Auth and by the
 * server's cross-site guard alike (docs/decisions/016-hostile-input.md).
 */
export function trustedOrigins(baseUrl: string, extra: readonly string[] = []): string[] {
  return [...new Set([new URL(baseUrl).origin, ...extra.map((origin) => new URL(origin).origin)])];
}

function isLocalHostname(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (bare === "localhost" || bare.endsWith(".localhost")) return true;
  if (isIP(bare) === 4) {
    const [a = 0, b = 0] = bare.split(".").map(Number);
    return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
  }
  if (isIP(bare) === 6) return bare === "::1" || /^f[cd]/i.test(bare) || /^fe80:/i.test(bare);
  return false;
}

/**
 * The origin of the address the visitor actually reached us at, when both it and BASE_URL
 * are on this machine or the local network: `npm start` at http://localhost:3000 is just as
 * much http://127.0.0.1:3000 or, with HOST=0.0.0.0, http://192.168.1.20:3000 on a phone at
 * the table. A public deployment trusts only its configured origins, so a forged Host can
 * never widen the list (Better Auth also checks sign-in callback addresses against it).
 */
export function localRequestOrigin(baseUrl: string, host: string | null): string | null {
  if (!host) return null;
  const base = new URL(baseUrl);
  if (!isLocalHostname(base.hostname)) return null;
  let reached: URL;
  try {
    reached = new URL(`${base.protocol}//${host}`);
  } catch {
    return null;
  }
  return isLocalHostname(reached.hostname) && reached.host === host.toLowerCase()
    ? reached.origin
    : null;
}
