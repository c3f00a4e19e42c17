import { registerHooks } from "node:module";

// Node 24 parses a package's whole `exports` map again for every file it resolves inside
// that package. drizzle-orm's map is 179 KB and the server loads about 150 of its files:
// some 400 ms and 100 MB of garbage at every start, on the path to the first answer
// (docs/decisions/025-module-loading-at-start.md). Its files import each other by relative paths to
// plain ES modules, which need none of that to be found.
const packagesResolvedDirectly = ["drizzle-orm"];

const directRoots = packagesResolvedDirectly.map((name) => `/node_modules/${name}/`);

/**
 * Where a relative import between a listed package's own ES module files leads, worked out
 * without Node's package lookups; undefined for every other import, which Node resolves.
 */
export function directResolution(
  specifier: string,
  parentUrl: string | undefined,
): { url: string; format: "module" } | undefined {
  if (parentUrl === undefined || !parentUrl.startsWith("file:")) return undefined;
  if (!directRoots.some((root) => parentUrl.includes(root))) return undefined;
  if (!(specifier.startsWith("./") || specifier.startsWith("../"))) return undefined;
  if (!specifier.endsWith(".js")) return undefined;
  return { url: new URL(specifier, parentUrl).href, format: "module" };
}

/** Registers directResolution ahead of Node's own resolution, for imports that follow. */
export function resolvePackagesDirectly(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const direct = directResolution(specifier, context.parentURL);
      return direct ? { ...direct, shortCircuit: true } : nextResolve(specifier, context);
    },
  });
}
