import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { getTestDatabase, rowsOf } from "#tests/setup/test-database.ts";

test("the committed migrations create the feedback table", async () => {
  const { db } = await getTestDatabase();
  const result = await db.execute(
    sql`select column_name from information_schema.columns where table_name = 'feedback' order by ordinal_position`,
  );
  expect(rowsOf<{ column_name: string }>(result).map((row) => row.column_name)).toEqual([
    "id",
    "time",
    "feedback",
    "user",
    "positive",
    "game",
    "created_at",
    "user_id",
  ]);
});

test("the database answers a ping", async () => {
  const handle = await getTestDatabase();
  await expect(handle.ping()).resolves.toBeUndefined();
});
