import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "vitest";
import { readStoredRoom } from "#app/features/rooms/room.ts";

const migrations = path.resolve("db/migrations");
const sqlOf = (file: string) => readFileSync(path.join(migrations, file), "utf8");
// A fresh embedded database and every migration up to the step: on a busy machine that alone
// can take a minute, so this test's limit is the slowest start, not a quiet machine's.
const startFromScratch = 120_000;

test(
  "rooms open while the state column turns from jsonb into text are read back whole",
  async () => {
    const files = readdirSync(migrations)
      .filter((file) => file.endsWith(".sql"))
      .sort();
    const textStep = files.findIndex((file) => file.endsWith("_room_state_text.sql"));
    expect(textStep).toBeGreaterThan(0);
    const db = new PGlite();
    try {
      for (const file of files.slice(0, textStep)) await db.exec(sqlOf(file));
      const state = { code: "KDPW", seats: [{ id: "a", name: 'Åse "Bo" Ø' }], play: null };
      await db.query(
        `insert into room (id, code, state, host_key) values ('r1', 'KDPW', $1, 'h')`,
        [JSON.stringify(state)],
      );
      for (const file of files.slice(textStep)) await db.exec(sqlOf(file));
      const { rows } = await db.query<{ state: string }>(`select state from room where id = 'r1'`);
      expect(readStoredRoom(JSON.parse(rows[0]?.state ?? "null"))).toEqual(state);
    } finally {
      await db.close();
    }
  },
  startFromScratch,
);
