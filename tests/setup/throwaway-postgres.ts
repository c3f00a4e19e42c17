import { randomBytes } from "node:crypto";
import pg from "pg";

// The shared server the integration tests may use; the databases made here are dropped again,
// so engineers and CI runs on one server never see each other's.
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Whether the PostgreSQL server of TEST_DATABASE_URL (or the local default) answers. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export const postgresServer = serverUrl.replace(/\/[^/]*$/, "");

/** A new empty database on that server: its URL, and a drop() that removes it. */
export async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `party_dojo_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
