import type { RequestHandler } from "express";
import { clientIpHeader, resolveClientIp } from "#app/features/auth/client-ip.server.ts";

/**
 * Puts the client's address into the one header Better Auth trusts (and the form actions
 * forward), overwriting whatever the visitor sent in it. From `trustedHeader` when the
 * proxy in front sets one (TRUSTED_IP_HEADER); else, behind proxies TRUST_PROXY trusts,
 * the address Express reads from X-Forwarded-For past them; else the socket's.
 */
export function clientIp(trustedHeader: string | undefined, trustsProxy = false): RequestHandler {
  return (req, _res, next) => {
    const peer = trustsProxy ? req.ip : req.socket.remoteAddress;
    const address = resolveClientIp(req.headers, peer, trustedHeader);
    if (address) req.headers[clientIpHeader] = address;
    else Reflect.deleteProperty(req.headers, clientIpHeader);
    next();
  };
}
