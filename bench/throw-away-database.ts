import pg from "pg";

/** The PostgreSQL server the benches make their throw-away databases on. */
export const postgresUrl =
  process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * A database of its own on the PostgreSQL at BENCH_POSTGRES_URL, named after `purpose` and
 * this process, dropped by `drop`; null when no server answers.
 */
export async function throwAwayDatabase(
  purpose: string,
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `pd_bench_${purpose}_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
