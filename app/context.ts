import { createContext } from "react-router";
import type { ProfileView } from "#app/domain/profile.server.ts";
import type { Auth } from "#app/features/auth/auth.server.ts";
import type { PaymentProvider } from "#app/features/billing/payment-provider.server.ts";
import type { RoomService } from "#app/features/rooms/room-service.server.ts";

export type { PaymentProvider };
import type { Outbox } from "#app/utils/messaging/outbox.server.ts";
import type { Database } from "#db/client.server.ts";
import { defaultLanguage, type Language } from "#app/i18n/language.ts";

/** Marks where the server puts the request's CSP nonce into prerendered HTML. */
export const PRERENDER_NONCE = "__PARTY_DOJO_CSP_NONCE__";

export const dbContext = createContext<Database>();
// Prerendering runs without a request, so it renders the marker that the server swaps
// for a fresh nonce on every response (docs/decisions/004-prerendered-pages.md).
export const cspNonceContext = createContext<string>(PRERENDER_NONCE);
// The process's one Better Auth instance; null while prerendering (every visitor is
// signed out in a prerendered page).
export const authContext = createContext<Auth | null>(null);
// The dev outbox (mail and SMS not sent anywhere); null in production, where /dev/outbox
// answers 404.
export const outboxContext = createContext<Outbox | null>(null);
// Stripe, or the offline test provider without Stripe keys; null while prerendering.
export const paymentsContext = createContext<PaymentProvider | null>(null);
// The process's rooms (several phones, one game); null while prerendering.
export const roomsContext = createContext<RoomService | null>(null);
// A request the server turned away before routing (a malformed address, a cross-site
// write, an oversized body): the root renders it as the error page with its status.
export const refusalContext = createContext<{ status: number; message: string } | null>(null);

/** The part of pino's logger that routes use: details first (an error as `{ err }`), then text. */
export interface RequestLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

// Prerendering runs without the server and its logger; what little it logs goes to the console.
const consoleLog: RequestLog = {
  error: (details, message) => console.error(message, details),
  warn: (details, message) => console.warn(message, details),
  info: (details, message) => console.info(message, details),
};

// The request's logger (the server's pino, with the request's id); the console while prerendering.
export const logContext = createContext<RequestLog>(consoleLog);

/** A signed-in user as a request's session names them. */
export interface SessionUser {
  id: string;
  email: string;
}

/**
 * Who is asking: put in by the root's middleware for every request, so loaders and actions
 * never read the session themselves; each is read on first use only
 * (docs/decisions/019-request-user.md).
 */
export interface RequestUser {
  /** The signed-in user, or null (always null while prerendering). */
  user(): Promise<SessionUser | null>;
  /** Their profile, made on first use; null when signed out. */
  profile(): Promise<ProfileView | null>;
}

export const userContext = createContext<RequestUser>();

/**
 * The language the request is answered in (its `?lang=`, the remembered choice or the
 * browser's), worked out once by the root's middleware; English where it does not run.
 */
export const languageContext = createContext<Language>(defaultLanguage);
