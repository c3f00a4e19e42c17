import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { Env } from "#app/env.server.ts";

/** Hosts the browser may talk to for the optional analytics (only when configured). */
function analyticsSources(env: Env) {
  const scripts: string[] = [];
  const connect: string[] = [];
  const images: string[] = [];
  const frames: string[] = [];
  if (env.GTM_ID) {
    scripts.push("https://www.googletagmanager.com");
    connect.push(
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://www.googletagmanager.com",
    );
    images.push("https://www.googletagmanager.com", "https://*.google-analytics.com");
    frames.push("https://www.googletagmanager.com");
  }
  if (env.PIXEL_ID) {
    scripts.push("https://connect.facebook.net");
    connect.push("https://www.facebook.com");
    images.push("https://www.facebook.com");
  }
  return { scripts, connect, images, frames };
}

export function contentSecurityPolicy(env: Env, nonce: string, isDevelopment: boolean): string {
  const extra = analyticsSources(env);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic' lets a nonced script load what it needs; the rest are fallbacks
    // that modern browsers ignore when a nonce is present.
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...extra.scripts],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...extra.images],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...extra.connect, ...(isDevelopment ? ["ws:", "wss:"] : [])],
    "frame-src": extra.frames.length > 0 ? extra.frames : ["'none'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Sets the security headers and a fresh CSP nonce (res.locals.cspNonce) per request. */
export function securityHeaders(env: Env, isDevelopment: boolean): RequestHandler {
  const isHttps = env.BASE_URL.startsWith("https://");
  return (_req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(env, nonce, isDevelopment));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    if (isHttps) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
