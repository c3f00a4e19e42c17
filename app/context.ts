import { createContext } from "react-router";
import type { RequestUser } from "#app/domain/session-user.ts";
import type { RequestLog } from "#app/utils/request-log.ts";
import type { Outbox } from "#app/utils/messaging/outbox.server.ts";
import type { Database } from "#db/client.server.ts";
import { defaultLanguage, type Language } from "#app/i18n/language.ts";

export type { RequestLog };

/** Marks where the server puts the request's CSP nonce into prerendered HTML. */
export const PRERENDER_NONCE = "__PARTY_DOJO_CSP_NONCE__";

export const dbContext = createContext<Database>();
// Prerendering runs without a request, so it renders the marker that the server swaps
// for a fresh nonce on every response (docs/decisions/004-prerendered-pages.md).
export const cspNonceContext = createContext<string>(PRERENDER_NONCE);
// The dev outbox (mail and SMS not sent anywhere); null in production, where /dev/outbox
// answers 404.
export const outboxContext = createContext<Outbox | null>(null);
// A request the server turned away before routing (a malformed address, a cross-site
// write, an oversized body): the root renders it as the error page with its status.
export const refusalContext = createContext<{ status: number; message: string } | null>(null);

// Prerendering runs without the server and its logger; what little it logs goes to the console.
const consoleLog: RequestLog = {
  error: (details, message) => console.error(message, details),
  warn: (details, message) => console.warn(message, details),
  info: (details, message) => console.info(message, details),
};

// The request's logger (the server's pino, with the request's id); the console while prerendering.
export const logContext = createContext<RequestLog>(consoleLog);

// Who is asking (docs/decisions/019-request-user.md).
export const userContext = createContext<RequestUser>();

/**
 * The language the request is answered in (its `?lang=`, the remembered choice or the
 * browser's), worked out once by the root's middleware; English where it does not run.
 */
export const languageContext = createContext<Language>(defaultLanguage);
