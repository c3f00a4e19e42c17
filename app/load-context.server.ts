import { RouterContextProvider } from "react-router";
import type { Auth } from "#app/features/auth/auth.server.ts";
import type { Database } from "#db/client.server.ts";
import { authContext, cspNonceContext, dbContext } from "./context.ts";

export interface LoadContextValues {
  db: Database;
  auth: Auth;
  cspNonce: string;
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
  return context;
}
