import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";

/** The signed-in player as the root loader sees them (username, coins), or null. */
export function useAccount() {
  return useRouteLoaderData<typeof rootLoader>("root")?.account ?? null;
}
