import { beforeEach } from "vitest";
import { baseUrl } from "./accounts.ts";
import { getTestDatabase, truncateAll } from "./test-database.ts";

// Vitest puts Vite's base path ("/") in BASE_URL, and the server reads its configuration once
// per process: every file gets the same address, whichever file reads it first.
process.env.BASE_URL = baseUrl;

// Every test starts from empty tables on the worker's one migrated database.
beforeEach(async () => {
  const { db } = await getTestDatabase();
  await truncateAll(db);
});
