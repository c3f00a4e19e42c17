// The server's own modules (server/, and the app and database modules it opens) as plain
// JavaScript in build/, beside the app's build: `npm start` then runs build/start.js, and Node
// never loads its TypeScript stripper, whose WebAssembly and source cost a running server
// about 20 MB for as long as it lives (docs/decisions/033-memory.md). Packages stay imports.
// Every file lands directly in build/, one folder below the repository's root like server/
// and db/, so addresses a module makes from its own (`../db/migrations`) hold in both.
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "vite";

const buildDir = path.resolve("build");
// A former build's chunks, whose names carry other hashes.
for (const file of readdirSync(buildDir)) {
  if (/^start.*\.js$/.test(file)) rmSync(path.join(buildDir, file));
}

await build({
  configFile: false,
  logLevel: "warn",
  build: {
    ssr: "server/index.ts",
    outDir: buildDir,
    emptyOutDir: false,
    target: "node24",
    minify: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: "start.js", chunkFileNames: "start-[name]-[hash].js" },
    },
  },
});
