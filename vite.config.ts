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
 * The modules a layout imports directly, as absolute paths (server-only ones left out). Their
 * group chunk takes in what they import in turn, so every page under the layout gets its
 * shared code as one file instead of dozens of small ones, which compress worse and cost a
 * request each on a phone's connection.
 */
function directImports(file: string): Set<string> {
  const source = readFileSync(file, "utf8");
  const imports = new Set<string>();
  for (const [, specifier = ""] of source.matchAll(/^import\s[^;]*?from\s+"([^"]+)";/gms)) {
    if (specifier.includes(".server")) continue;
    if (specifier.startsWith("#app/")) imports.add(path.resolve("app", specifier.slice(5)));
    else if (specifier.startsWith(".") && !specifier.includes("+types"))
      imports.add(path.resolve(path.dirname(file), specifier));
  }
  return imports;
}

const layoutGroups = [
  { name: "shell", layout: "app/root.tsx", priority: 3 },
  { name: "game-shell", layout: "app/routes/_layouts/games.tsx", priority: 2 },
].map(({ name, layout, priority }) => {
  const members = directImports(path.resolve(layout));
  return { name, priority, test: (id: string) => members.has(id.split("?")[0] ?? id) };
});

const frameworkModules =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [
    { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter] }) },
    tailwindcss(),
    reactRouter(),
    loadServerBuildBeforePrerendering(),
  ],
  build: {
    // Precompressed copies are written after the build (scripts/precompress.ts).
    reportCompressedSize: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The framework's runtime in one chunk every page loads first: the floor the
              // page-weight budget counts from (scripts/page-weight.ts).
              groups: [{ name: "framework", test: frameworkModules, priority: 4 }, ...layoutGroups],
            },
          },
        },
      },
    },
  },
});
