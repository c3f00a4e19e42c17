import { globSync, readFileSync } from "node:fs";
import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { configDefaults, defineConfig } from "vitest/config";
import { conformOnZodMini } from "./vite.config.ts";

// Articles are MDX compiled as the build compiles them (content tests, the sitemap).
const mdxPlugin = {
  enforce: "pre" as const,
  ...mdx({ remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter] }),
};

const unitTests = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "db/**/*.test.ts",
  "scripts/**/*.test.ts",
];

// Most unit test files share one module graph per worker: importing it afresh for every file
// was most of the unit run's time. A file that stubs a page (window, document, storage) gets
// modules of its own, since browser-state modules keep listening to the first page they see
// and hold what was saved in it.
const pageStubbingTests = globSync(unitTests).filter((file) =>
  /stubEventfulPage|memoryWindow|memoryStorage|stubGlobal/.test(readFileSync(file, "utf8")),
);

const unitProject = {
  // The forms' schemas parse as the browser parses them, Conform's coercion on zod/mini.
  plugins: [mdxPlugin, conformOnZodMini()],
  test: {
    server: { deps: { inline: [/@conform-to[\\/]zod/] } },
    include: unitTests,
    environment: "node" as const,
  },
};

// Unit tests sit beside the code; integration tests run against a real database
// (PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        ...unitProject,
        test: {
          ...unitProject.test,
          name: "unit",
          exclude: [...configDefaults.exclude, ...pageStubbingTests],
          isolate: false,
        },
      },
      {
        ...unitProject,
        test: { ...unitProject.test, name: "unit-own-page", include: pageStubbingTests },
      },
      {
        plugins: [mdxPlugin],
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/integration.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One worker keeps one migrated database for every file
          // (docs/decisions/002-embedded-database.md).
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
