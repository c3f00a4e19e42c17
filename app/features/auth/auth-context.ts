import { createContext } from "react-router";
import type { Auth } from "./auth.server.ts";

// The process's one Better Auth instance; null while prerendering (every visitor is
// signed out in a prerendered page). Declared beside its type, so the shared app/context.ts
// needs no feature; routes and the root read it and hand the instance on.
export const authContext = createContext<Auth | null>(null);
