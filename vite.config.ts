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
              groups: [{ name: "framework", test: frameworkModules, priority: 1 }],
            },
          },
        },
      },
    },
  },
});
