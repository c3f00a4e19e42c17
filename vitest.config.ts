import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { defineConfig } from "vitest/config";
import { conformOnZodMini } from "./vite.config.ts";

// Articles are MDX compiled as the build compiles them (content tests, the sitemap).
const mdxPlugin = {
  enforce: "pre" as const,
  ...mdx({ remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter] }),
};

// Unit tests sit beside the code; integration tests run against a real database
// (PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        // The forms' schemas parse as the browser parses them, Conform's coercion on zod/mini.
        plugins: [mdxPlugin, conformOnZodMini()],
        test: {
          name: "unit",
          server: { deps: { inline: [/@conform-to[\\/]zod/] } },
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "db/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
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
