import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router prerenders by fetching every page from a Vite preview server, allowing each
 * request 10 s and no retry; framework mode offers no setting for either. The preview server
 * imports the server build on its first request, so the first page (`/_.data`) paid for
 * loading the whole bundle and its dependencies (seconds on a busy machine) and could time
 * out. Importing the build before the preview server listens leaves each request only its
 * own loaders and rendering (docs/decisions/004-prerendered-pages.md).
 */
function loadServerBuildBeforePrerendering(): Plugin {
  let root = process.cwd();
  return {
    name: "party-dojo:load-server-build-before-prerendering",
    apply: (_config, env) => env.isPreview === true,
    configResolved(config) {
      root = config.root;
    },
    async configurePreviewServer() {
      // The same file URL React Router imports, so its import finds this module loaded.
      await import(pathToFileURL(path.resolve(root, "build/server/index.js")).href);
    },
  };
}

/**
 * A route module keeps its exports, and a chunk made from one may export more: the
 * prompt-game group, which leaves out what its members import, needs that. React Router sets
 * the stricter "exports-only" after the user's config is read, so this runs after it.
 */
function allowEntryExtension(): Plugin {
  return {
    name: "party-dojo:allow-entry-extension",
    enforce: "post",
    configEnvironment(name, config) {
      if (name !== "client") return;
      config.build ??= {};
      config.build.rollupOptions ??= {};
      config.build.rollupOptions.preserveEntrySignatures = "allow-extension";
    },
  };
}

/**
 * The modules a layout imports directly, as absolute paths (server-only and type imports left
 * out). Their group chunk takes in what they import in turn, so every page under the layout
 * gets its shared code as one file instead of dozens of small ones, which compress worse and
 * cost a request each on a phone's connection.
 */
function directImports(file: string): Set<string> {
  const source = readFileSync(file, "utf8");
  const resolve = (specifier: string) =>
    specifier.startsWith("#app/")
      ? path.resolve("app", specifier.slice(5))
      : path.resolve(path.dirname(file), specifier);
  const isLocal = (specifier: string) =>
    specifier.startsWith("#app/") || (specifier.startsWith(".") && !specifier.includes("+types"));
  const imports = new Set<string>();
  for (const [, typeOnly, specifier = ""] of source.matchAll(
    /^import\s(type\s)?[^;]*?from\s+"([^"]+)";/gms,
  )) {
    // Type imports and server modules never reach the browser.
    if (typeOnly || specifier.includes(".server") || !isLocal(specifier)) continue;
    imports.add(resolve(specifier));
  }
  return imports;
}

const icon = (name: string) => path.resolve(`node_modules/lucide-react/dist/esm/icons/${name}.mjs`);

// Every page's frame: the root's and the game layout's own imports (all but a handful of pages
// render one of the two layouts that use them), every page's title, its public settings,
// buttons and dialogs, and the way out of a game. One file for all of it compresses better
// than two and costs a phone one request fewer.
const shellModules = new Set([
  ...directImports(path.resolve("app/root.tsx")),
  ...directImports(path.resolve("app/routes/_layouts/games.tsx")),
  ...["page-meta.tsx", "use-public-env.ts", "ui/button.tsx", "ui/slot.tsx", "ui/dialog.tsx"].map(
    (component) => path.resolve("app/components", component),
  ),
  icon("x"),
]);
const shellGroup = {
  name: "shell",
  priority: 3,
  test: (id: string) => shellModules.has(id.split("?")[0] ?? id),
};

/**
 * A chunk of exactly the listed modules (paths under app/, or absolute), not what they import:
 * each such group is what a page needs together, gathered into one file.
 */
function listedGroup(name: string, files: readonly string[]) {
  const members = new Set(files.map((file) => path.resolve("app", file)));
  return {
    name,
    priority: 1,
    includeDependenciesRecursively: false,
    test: (id: string) => members.has(id.split("?")[0] ?? id),
  };
}

// What every prompt game (and a shared pack) runs to deal and show its cards, as one chunk
// for the same reason. Only the listed modules: a module loaded on demand (the settings dialog)
// must not be pulled in with them, and what they import (icons, the table's settings) is
// shared with pages that deal no cards, and stays where those pages find it.
const promptGameGroup = listedGroup("prompt-game", [
  "games/_ui/prompt-card.tsx",
  "games/_ui/prompt-deck-board.tsx",
  "games/_ui/next-card-link.tsx",
  "games/_ui/use-prompt-deck.ts",
  "games/_ui/veto-button.tsx",
  "games/_ui/end-round-link.tsx",
  "games/_ui/use-drink-words.ts",
  "games/_engine/deck.ts",
  "games/_engine/pack-content.ts",
  "games/_engine/drinks.ts",
  "games/_engine/drink-caps.ts",
  "games/_engine/seen-book.ts",
  // How one phone plays a prompt game's one rule set (docs/decisions/034-one-rule-set.md).
  "games/_ui/use-deck-game.ts",
  "games/_ui/use-table-game.ts",
  "games/_ui/use-refusal-text.ts",
  "games/_engine/prompt-deck.ts",
  "games/_engine/room-drinks.ts",
  "games/_engine/room-seating.ts",
  "games/_engine/room-moves.ts",
  "utils/http/shared-page.ts",
  // The veto's icons.
  icon("shield-off"),
  icon("flag"),
]);
// The frame of every game (title, how to play, settings, the saved game): every game page
// loads it, a shared pack's page without the dealer.
const gameFrameGroup = listedGroup("game-frame", [
  "games/_ui/game-screen.tsx",
  "games/_ui/saved-game.ts",
  "games/_ui/pack-switches.tsx",
  "games/_ui/use-record-play.ts",
  "games/_engine/rng.ts",
  // Its buttons' icons: three files fewer for every game page.
  icon("settings-2"),
  icon("rotate-ccw"),
  icon("circle-question-mark"),
]);
// The table's settings (players, pack switches, the prompts it saw) and what they need: the
// home page's pack switches load them too, without the dealer.
const tableSettingsGroup = listedGroup("table-settings", [
  "state/minigames-store.ts",
  "state/persisted-storage.ts",
  "utils/stored-shape.ts",
  "games/_engine/packs.ts",
  "games/_engine/players.ts",
  "games/_engine/prompt-picker.ts",
  "games/_engine/invalid.ts",
  "state/use-persist-hydrated.ts",
]);

// What a game page loads once it runs, each set always together: the hearts in the game
// header with their icon, and the table's history of seen cards with the code that reads it.
const lateGameGroups = [
  listedGroup("like-button", [
    "components/like-button.tsx",
    "components/game-like-button.tsx",
    icon("heart"),
  ]),
  listedGroup("seen-cards", [
    "state/seen-cards-store.ts",
    "games/_engine/seen-cards.ts",
    "games/_ui/seen-on-phone.ts",
  ]),
];

/**
 * Conform's form coercion (`@conform-to/zod/v4`) builds its wrappers with four functions of
 * zod's classic API (lazy, optional, pipe, transform), which brought the whole classic API,
 * 18 KiB of gzip, to every page with a form. The app's schemas are zod/mini, whose functions
 * of the same names make the same schemas on the same core, so the browser's build gives
 * Conform those. The server imports the package as published: the integration tests parse
 * forms that way, and the unit tests (vitest.config.ts) the browser's way.
 */
export function conformOnZodMini(): Plugin {
  return {
    name: "party-dojo:conform-on-zod-mini",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source !== "zod/v4" || !importer || !/@conform-to[\\/]zod[\\/]/.test(importer))
        return null;
      return this.resolve("zod/mini", importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * Lucide's icon modules build their components with its runtime (a context, sizes, stroke
 * maths); they get app/components/ui/lucide-icon.ts instead, on the server too, so both draw
 * the same SVG.
 */
function lightIcons(): Plugin {
  const replacement = path.resolve("app/components/ui/lucide-icon.ts");
  return {
    name: "party-dojo:light-icons",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source === "../createLucideIcon.mjs" &&
        importer &&
        /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      )
        return replacement;
      return null;
    },
  };
}

const frameworkModules =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [
    { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter] }) },
    tailwindcss(),
    reactRouter(),
    loadServerBuildBeforePrerendering(),
    allowEntryExtension(),
    lightIcons(),
    conformOnZodMini(),
  ],
  build: {
    // Precompressed copies are written after the build (scripts/precompress.ts).
    reportCompressedSize: false,
    // `SOURCEMAP=1 npm run build` maps each chunk back to its modules, to see what a page's
    // weight is made of.
    sourcemap: process.env.SOURCEMAP === "1",
    // Vite's chunk list names the chunks loaded on demand, which React Router's manifest
    // doesn't: the service worker's build reads it (scripts/after-build.ts) and removes it.
    manifest: true,
  },
  environments: {
    // The server build takes in the hundred-odd icons it uses rather than importing the icon
    // package whole: its 1,700 components cost the server 7 MB for as long as it runs
    // (docs/decisions/033-memory.md).
    ssr: { resolve: { noExternal: ["lucide-react"] } },
    client: {
      build: {
        // React Router preloads each page's modules itself (the manifest's modulepreload
        // links); Vite's helper for the rest, the chunks loaded on demand, cost every page
        // about 1 KiB of gzip for chunks that load when the page is idle anyway.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The framework's runtime in one chunk every page loads first: the floor the
              // page-weight budget counts from (scripts/page-weight.ts).
              groups: [
                { name: "framework", test: frameworkModules, priority: 4 },
                shellGroup,
                tableSettingsGroup,
                gameFrameGroup,
                promptGameGroup,
                ...lateGameGroups,
              ],
            },
          },
        },
      },
    },
  },
});
