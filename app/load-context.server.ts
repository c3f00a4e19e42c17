import { RouterContextProvider } from "react-router";
import type { Auth } from "#app/features/auth/auth.server.ts";
import type { PaymentProvider } from "#app/features/billing/payment-provider.server.ts";
import type { RoomService } from "#app/features/rooms/room-service.server.ts";
import type { Outbox } from "#app/utils/messaging/outbox.server.ts";
import type { Database } from "#db/client.server.ts";
import { authContext } from "#app/features/auth/auth-context.ts";
import { paymentsContext } from "#app/features/billing/payments-context.ts";
import { roomsContext } from "#app/features/rooms/rooms-context.ts";
import {
  cspNonceContext,
  dbContext,
  logContext,
  outboxContext,
  refusalContext,
  type RequestLog,
} from "./context.ts";

export interface LoadContextValues {
  db: Database;
  auth: Auth;
  cspNonce: string;
  /** Listed at /dev/outbox; null (or absent) in production. */
  outbox?: Outbox | null;
  /** Stripe or the offline test provider. */
  payments?: PaymentProvider | null;
  /** The process's rooms; null (or absent) while prerendering. */
  rooms?: RoomService | null;
  /** Set when the server refused the request before routing; the root renders it. */
  refusal?: { status: number; message: string } | null;
  /** The request's logger (pino's, with the request's id); the console without one. */
  log?: RequestLog;
}

/**
 * Builds the router context for one request. The server entry re-exports this, so the
 * Express process uses the very context keys the routes read (docs/decisions/003-…).
 */
export function createLoadContext(values: LoadContextValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(dbContext, values.db);
  context.set(authContext, values.auth);
  context.set(cspNonceContext, values.cspNonce);
  context.set(outboxContext, values.outbox ?? null);
  context.set(paymentsContext, values.payments ?? null);
  context.set(roomsContext, values.rooms ?? null);
  context.set(refusalContext, values.refusal ?? null);
  if (values.log) context.set(logContext, values.log);
  return context;
}
