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

/**
 * Word Guess's voice agent (ElevenLabs' widget): its script from unpkg, its API and the
 * realtime audio on elevenlabs.io hosts, and a microphone for the page itself. Only when
 * VOICE_AGENT_ID is set; otherwise none of it is allowed.
 */
function voiceAgentSources(env: Env) {
  if (!env.VOICE_AGENT_ID) {
    return { scripts: [], connect: [], images: [], media: [], workers: [] };
  }
  return {
    scripts: ["https://unpkg.com"],
    connect: [
      "https://api.elevenlabs.io",
      "wss://api.elevenlabs.io",
      "https://*.elevenlabs.io",
      "wss://*.elevenlabs.io",
    ],
    images: ["https://*.elevenlabs.io"],
    media: ["blob:"],
    // The realtime audio client starts its helpers from blob: URLs.
    workers: ["blob:"],
  };
}

export function contentSecurityPolicy(env: Env, nonce: string, isDevelopment: boolean): string {
  const extra = analyticsSources(env);
  const voice = voiceAgentSources(env);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic' lets a nonced script load what it needs; the rest are fallbacks
    // that modern browsers ignore when a nonce is present.
    "script-src": [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...extra.scripts,
      ...voice.scripts,
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...extra.images, ...voice.images],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      ...extra.connect,
      ...voice.connect,
      ...(isDevelopment ? ["ws:", "wss:"] : []),
    ],
    "frame-src": extra.frames.length > 0 ? extra.frames : ["'none'"],
    "worker-src": ["'self'", ...voice.workers],
    "manifest-src": ["'self'"],
    "media-src": ["'self'", ...voice.media],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The microphone is this site's own only when the voice agent is configured. */
export function permissionsPolicy(env: Env): string {
  const microphone = env.VOICE_AGENT_ID ? "microphone=(self)" : "microphone=()";
  return `camera=(), ${microphone}, geolocation=(), payment=(self)`;
}

// Random bytes for 256 nonces at a time: one call to the generator instead of one a request,
// which cost a move on the hot path as much as its JSON (docs/decisions/035-room-hot-path.md).
// Each nonce is 16 bytes of the pool and is used once, so they stay unpredictable and unique.
const nonceBytes = 16;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;

export function newNonce(): string {
  if (nonceAt + nonceBytes > noncePool.length) {
    noncePool = randomBytes(nonceBytes * 256);
    nonceAt = 0;
  }
  const nonce = noncePool.toString("base64", nonceAt, nonceAt + nonceBytes);
  nonceAt += nonceBytes;
  return nonce;
}

/** Sets the security headers and a fresh CSP nonce (res.locals.cspNonce) per request. */
export function securityHeaders(env: Env, isDevelopment: boolean): RequestHandler {
  const isHttps = env.BASE_URL.startsWith("https://");
  // The policies are the same for every request but for the nonce: written out once.
  const slot = "\u0000nonce\u0000";
  const [beforeNonce = "", afterNonce = ""] = contentSecurityPolicy(env, slot, isDevelopment).split(
    slot,
  );
  const permissions = permissionsPolicy(env);
  return (_req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", beforeNonce + nonce + afterNonce);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", permissions);
    if (isHttps) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
