// Creates an embedded database's files in the directory named by the first argument, then
// exits. Run as a child process by client.server.ts: creating the files (PostgreSQL's initdb)
// grows the embedded engine's memory to several hundred MB, which a process never gives back,
// and the server should not carry that for the rest of its life.
import { PGlite } from "@electric-sql/pglite";

const [directory] = process.argv.slice(2);
if (!directory) throw new Error("usage: create-data-dir.ts <directory>");
const client = new PGlite(directory);
await client.waitReady;
await client.close();
