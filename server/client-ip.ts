import type { RequestHandler } from "express";
import { clientIpHeader, resolveClientIp } from "#app/features/auth/client-ip.server.ts";

/**
 * Puts the client's address into the one header Better Auth trusts (and the form actions
 * forward), overwriting whatever the visitor sent in it. From `trustedHeader` when the
 * proxy in front sets one (TRUSTED_IP_HEADER), else the socket's address.
 */
export function clientIp(trustedHeader: string | undefined): RequestHandler {
  return (req, _res, next) => {
    const address = resolveClientIp(req.headers, req.socket.remoteAddress, trustedHeader);
    if (address) req.headers[clientIpHeader] = address;
    else Reflect.deleteProperty(req.headers, clientIpHeader);
    next();
  };
}
