// Whether build/ is the build of the sources and settings at hand, so `npm start` can skip a
// build that would come out the same (scripts/prepare-start.ts).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * What goes into `npm run build`: the app and everything it imports (content, db), the static
 * files, the build's configuration and installed packages, the server (built into build/start.js)
 * and the steps after React Router's build.
 */
const buildInputs = [
  "app",
  "content",
  "db",
  "public",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "scripts/after-build.ts",
  "scripts/build-server-entry.ts",
  "server",
];

/** Unit tests sit beside the code but never reach the build. */
const notBuilt = /\.test\.tsx?$|(^|\/)\.DS_Store$/;

/** One hash over the path and content of every build input under `root`. */
export function fingerprintSources(root: string, inputs: string[] = buildInputs): string {
  const files = inputs.flatMap((input) => filesOf(root, input)).sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

function filesOf(root: string, input: string): string[] {
  const absolute = path.join(root, input);
  if (!statSync(absolute, { throwIfNoEntry: false })?.isDirectory()) {
    return statSync(absolute, { throwIfNoEntry: false }) ? [input] : [];
  }
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !notBuilt.test(file));
}

/** The settings a build bakes in: the public configuration after-build records. */
export type BuildSettings = Record<string, string | null>;

/** What a build was made from, kept in build/ beside it. */
export const buildRecordSchema = z.object({
  sources: z.string(),
  settings: z.record(z.string(), z.string().nullable()),
  /** The build's own marker (build/client/builds/latest.json), to tell it from a later build. */
  build: z.string(),
});
export type BuildRecord = z.infer<typeof buildRecordSchema>;

export type BuildDecision = { build: false } | { build: true; reason: string };

/**
 * Builds unless build/ is the one recorded and the record matches the sources and settings
 * now. `latestBuild` is build/'s marker, or null when there is no finished build.
 */
export function decideBuild(
  wanted: { sources: string; settings: BuildSettings },
  recorded: BuildRecord | null,
  latestBuild: string | null,
): BuildDecision {
  if (latestBuild === null) return { build: true, reason: "there is no finished build yet" };
  if (recorded === null) {
    return { build: true, reason: "build/ has no record of the sources it was built from" };
  }
  if (recorded.build !== latestBuild) {
    return { build: true, reason: "build/ was rebuilt since (npm run build, test:e2e or bench)" };
  }
  if (recorded.sources !== wanted.sources) {
    return { build: true, reason: "the sources changed since the last build" };
  }
  const changed = [...new Set([...Object.keys(wanted.settings), ...Object.keys(recorded.settings)])]
    .filter((name) => (wanted.settings[name] ?? null) !== (recorded.settings[name] ?? null))
    .map(
      (name) =>
        `${name} was ${recorded.settings[name] ?? "unset"}, is ${wanted.settings[name] ?? "unset"}`,
    );
  if (changed.length > 0) return { build: true, reason: changed.join("; ") };
  return { build: false };
}
