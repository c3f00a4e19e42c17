import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database, type DatabaseHandle } from "#db/client.server.ts";

let handle: Promise<DatabaseHandle> | undefined;
let queryListener: ((query: string) => void) | null = null;
const logQuery = (query: string) => queryListener?.(query);

/** The statements the app sends to the test database while `run` runs. */
export async function recordQueries(run: () => Promise<unknown>): Promise<string[]> {
  const queries: string[] = [];
  queryListener = (query) => queries.push(query);
  try {
    await run();
  } finally {
    queryListener = null;
  }
  return queries;
}

/**
 * One database per test worker, migrated once: PGlite in memory, or the PostgreSQL server
 * of TEST_DATABASE_URL, wiped first so every run starts from the committed migrations.
 */
export function getTestDatabase(): Promise<DatabaseHandle> {
  handle ??= open();
  return handle;
}

async function open(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ logQuery });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;",
    );
  } finally {
    await client.end();
  }
  return openDatabase({ databaseUrl: url, logQuery });
}

/** Empties every table of ours, keeping the schema. */
export async function truncateAll(db: Database): Promise<void> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = rowsOf<{ tablename: string }>(result).map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0) await db.execute(sql.raw(`TRUNCATE ${tables.join(", ")} CASCADE`));
}

/** Rows of a raw query; PGlite and node-postgres both answer with `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
