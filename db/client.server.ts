import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { promisify } from "node:util";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireLock } from "./lock-file.server.ts";
import { schema } from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server; without it the embedded database is used. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files; without it, it lives in memory. */
  dataDir?: string;
  /** Called with every statement the app sends (tests count a page's queries with it). */
  logQuery?: (query: string) => void;
}

// Written from the repository's root, one folder up: this module also runs from the server's
// build in build/ (scripts/build-server-entry.ts), one folder below the root as db/ is.
const migrationsFolder = fileURLToPath(new URL("../db/migrations", import.meta.url));
const createDataDirScript = fileURLToPath(new URL("../db/create-data-dir.ts", import.meta.url));

/** Opens the database and applies every committed migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.logQuery ? { logQuery: options.logQuery } : false;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, logger)
    : openPglite(options.dataDir, logger);
}

type QueryLogger = { logQuery: (query: string) => void } | false;

async function openPostgres(
  connectionString: string,
  logger: QueryLogger,
): Promise<DatabaseHandle> {
  await migrateUnderLock(connectionString);
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzleNodePostgres(pool, { schema, casing: "snake_case", logger });
  return {
    db,
    kind: "postgres",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

// Any constant of our own; PostgreSQL's advisory locks are one namespace per database.
const migrationLockKey = 720_027_030;

/**
 * Applies the migrations while holding a PostgreSQL advisory lock. Instances started together
 * on an empty database would otherwise each create the same tables and types, and all but one
 * die on a duplicate key in PostgreSQL's catalogue (docs/decisions/030-replicas.md). The lock
 * is held by the one connection that migrates, so it is released with it whatever happens.
 */
async function migrateUnderLock(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
    try {
      const db = drizzleNodePostgres(client, { schema, casing: "snake_case" });
      await migrateNodePostgres(db, { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [migrationLockKey]);
    }
  } finally {
    await client.end();
  }
}

// PGlite is one connection inside this process, and two openers of one data directory
// corrupt it (docs/decisions/002-embedded-database.md). The instance therefore lives on
// globalThis, so a second import of this module (dev reloads, the server build) shares it.
const globalKey = Symbol.for("party-dojo.pglite");
type GlobalWithPglite = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle> };

async function openPglite(
  dataDir: string | undefined,
  logger: QueryLogger,
): Promise<DatabaseHandle> {
  const holder: GlobalWithPglite = globalThis;
  const key = dataDir ? path.resolve(dataDir) : undefined;
  if (key) {
    holder[globalKey] ??= createPglite(key, logger);
    return holder[globalKey];
  }
  return createPglite(undefined, logger);
}

// PostgreSQL's 128 MB of shared buffers are allocated and zeroed at every start and cost the
// process as much memory; a party-game database is a few megabytes, and a page read past
// 32 MB still comes from the operating system's cache (docs/decisions/002-embedded-database.md).
const pgliteOptions = {
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
};

async function createPglite(
  dataDir: string | undefined,
  logger: QueryLogger,
): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireLock(path.join(dataDir, "pglite.lock"));
    const files = path.join(dataDir, "pglite");
    // A new database's files are made by a process of its own, which takes initdb's memory
    // with it when it exits (create-data-dir.ts).
    if (!existsSync(path.join(files, "PG_VERSION"))) {
      await promisify(execFile)(process.execPath, [createDataDirScript, files]);
    }
    client = new PGlite(files, pgliteOptions);
  } else {
    client = new PGlite(pgliteOptions);
  }
  const db = drizzlePglite(client, { schema, casing: "snake_case", logger });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    releaseLock();
    throw error;
  }
  return {
    db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    close: async () => {
      await client.close();
      releaseLock();
      const holder: GlobalWithPglite = globalThis;
      holder[globalKey] = undefined;
    },
  };
}
