// Build updates (docs/product-rules.md#updates): the browser polls the latest-build file and
// compares it with the build it runs. Pure, so the rules are testable without a browser.

/** Where scripts/after-build.ts writes the id of the newest build. */
const latestBuildPath = "/builds/latest.json";

/** How often a visible, online page asks for the latest build. */
export const latestBuildPollMs = 60_000;

export interface LatestBuild {
  id: string;
  builtAt: string;
}

/** The URL to poll; the timestamp keeps every cache between us and the server out of it. */
export function latestBuildUrl(now: number): string {
  return `${latestBuildPath}?t=${now}`;
}

export function parseLatestBuild(value: unknown): LatestBuild | null {
  if (typeof value !== "object" || value === null) return null;
  if (!("id" in value) || typeof value.id !== "string" || value.id === "") return null;
  const builtAt = "builtAt" in value && typeof value.builtAt === "string" ? value.builtAt : "";
  return { id: value.id, builtAt };
}

/** The build id of the running page: React Router's manifest version (window.__reactRouterManifest). */
export function runningBuildId(manifest: unknown): string | null {
  if (typeof manifest !== "object" || manifest === null) return null;
  if (!("version" in manifest) || typeof manifest.version !== "string") return null;
  return manifest.version === "" ? null : manifest.version;
}

/** True only when both ids are known and differ: an unreadable answer never forces a reload. */
export function isNewBuild(current: string | null, latest: LatestBuild | null): boolean {
  return current !== null && latest !== null && latest.id !== current;
}
