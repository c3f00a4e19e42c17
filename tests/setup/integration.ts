import { beforeEach } from "vitest";
import { getTestDatabase, truncateAll } from "./test-database.ts";

// Every test starts from empty tables on the worker's one migrated database.
beforeEach(async () => {
  const { db } = await getTestDatabase();
  await truncateAll(db);
});
