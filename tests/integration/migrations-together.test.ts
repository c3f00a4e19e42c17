import { expect, test } from "vitest";
import { openDatabase } from "#db/client.server.ts";
import { postgresAnswers, throwawayDatabase } from "#tests/setup/throwaway-postgres.ts";

const postgres = await postgresAnswers();

// Several instances started at once on an empty database each ran the migrations, and all but
// one died on a duplicate key in PostgreSQL's catalogue (pg_type_typname_nsp_index).
const title = "two instances opening one empty PostgreSQL database together both start";
// Two servers migrate a database from nothing: on a busy machine that alone can take a minute,
// so this test's limit is the slowest start, not a quiet machine's.
const startFromScratch = 120_000;
test.skipIf(!postgres)(
  postgres ? title : `${title} (skipped: no PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432)`,
  async () => {
    // The race is a matter of timing: a few fresh databases make a lost race near certain.
    for (let round = 0; round < 4; round++) {
      const database = await throwawayDatabase();
      try {
        const opened = await Promise.allSettled([
          openDatabase({ databaseUrl: database.url }),
          openDatabase({ databaseUrl: database.url }),
        ]);
        const handles = opened.flatMap((each) => (each.status === "fulfilled" ? [each.value] : []));
        await Promise.all(handles.map((handle) => handle.close()));
        expect(
          opened.flatMap((each) => (each.status === "rejected" ? [String(each.reason)] : [])),
          `round ${round}`,
        ).toEqual([]);
      } finally {
        await database.drop();
      }
    }
  },
  startFromScratch,
);
