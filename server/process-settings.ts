// How the server's process is started: package.json's `serve` and `start` spell these out,
// and the benches and browser tests start it with them from here, so what they measure is
// what a host runs (server/process-settings.test.ts keeps the two alike).
//
// - V8 sizes the young generation from the machine's memory: on a large host each of its two
//   halves grows to 64 MB during the start's burst of module loading and is held for as long
//   as the process lives. 8 MB halves cost a few more short collections under load and keep
//   about 100 MB off every instance.
// - The embedded database is PostgreSQL compiled to WebAssembly. V8's optimising compiler,
//   working on its largest functions seconds after it opens, took 550 MB for a moment and kept
//   70 MB; its baseline compiler alone makes queries about a third slower, which a party
//   game's few-millisecond queries don't show. Nothing else the server runs is WebAssembly.
// - glibc gives each thread that allocates an arena of its own; two are enough for one
//   JavaScript thread and its helpers.
// Measured with bench/memory.ts (docs/decisions/033-memory.md).

/** The server as built (scripts/build-server-entry.ts), as a host runs it. */
export const serverEntry = "build/start.js";
export const serverNodeOptions = ["--max-semi-space-size=8", "--liftoff-only"];
export const serverEnvironment = { MALLOC_ARENA_MAX: "2" };
