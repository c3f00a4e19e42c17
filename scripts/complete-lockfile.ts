// The registry these machines reach lacks some other platforms' native binaries (rollup,
// tailwind's oxide), so npm leaves them out of package-lock.json, and `npm ci` then refuses
// the lockfile as out of sync. This adds the missing optional entries, with the platform
// fields that make npm skip them here. Run after changing dependencies:
//   npm run lockfile:complete
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

interface LockPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

interface Lockfile {
  packages: Record<string, LockPackage>;
  [field: string]: unknown;
}

const cpus = ["arm64", "arm", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];
const systems = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "win32"];

/** The os, cpu and libc a platform package is for, read from its name (e.g. rollup-linux-x64-musl). */
export function platformOf(name: string): { os?: string; cpu: string; libc?: string } | null {
  const parts = (name.split("/").at(-1) ?? "").split("-");
  const cpu = parts.find((part) => cpus.includes(part));
  if (!cpu) return null;
  if (cpu === "wasm32") return { cpu };
  const os = parts.find((part) => systems.includes(part));
  if (!os) return null;
  if (os !== "linux") return { os, cpu };
  return { os, cpu, libc: parts.some((part) => part.startsWith("musl")) ? "musl" : "glibc" };
}

/** Adds an entry for every optional platform dependency the lockfile names but lacks. */
export function completeLockfile(lock: Lockfile): string[] {
  const added: string[] = [];
  for (const info of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(info.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const platform = platformOf(name);
      if (lock.packages[key] || !platform) continue;
      lock.packages[key] = {
        version,
        cpu: [platform.cpu],
        optional: true,
        ...(platform.os ? { os: [platform.os] } : {}),
        ...(platform.libc ? { libc: [platform.libc] } : {}),
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0,
    ),
  );
  return added;
}

function isLockfile(value: unknown): value is Lockfile {
  return (
    typeof value === "object" &&
    value !== null &&
    "packages" in value &&
    typeof value.packages === "object"
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const file = "package-lock.json";
  const lock: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!isLockfile(lock)) throw new Error(`${file} has no packages`);
  const added = completeLockfile(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length === 0
      ? "lockfile complete"
      : `added ${added.length} entries:\n${added.join("\n")}`,
  );
}
