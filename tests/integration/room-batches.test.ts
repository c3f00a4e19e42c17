import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { createLocalHub } from "#app/features/rooms/room-hub.server.ts";
import {
  createRoomService,
  type RoomEvent,
  type RoomService,
} from "#app/features/rooms/room-service.server.ts";
import type { RoomView } from "#app/features/rooms/room.ts";
import type { SeatPass } from "#app/features/rooms/seat-cookie.ts";
import type { MostLikelyToView } from "#app/games/most-likely-to/rules.ts";
import { roomRules } from "#app/open-rooms.server.ts";
import { room } from "#db/schema/rooms.ts";
import { getTestDatabase, recordQueries } from "#tests/setup/test-database.ts";

// How the room service writes and sends moves (docs/decisions/035-room-hot-path.md): in
// batches, acknowledged once stored, and each phone sent its view only when it changed.

const address = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;

function passOf(outcome: SeatPass | { refused: string }): SeatPass {
  if ("refused" in outcome) throw new Error(`refused: ${outcome.refused}`);
  return outcome;
}

async function roomOfThree(rooms: RoomService) {
  const from = address();
  const host = passOf(
    await rooms.create({
      game: "most-likely-to",
      hostName: "Ada",
      userId: null,
      address: from,
      language: "en",
    }),
  );
  const join = async (name: string) =>
    passOf(await rooms.join({ code: host.code, name, userId: null, address: from, pass: null }));
  return [host, await join("Bo"), await join("Cy")] as const;
}

async function watcher(rooms: RoomService, pass: SeatPass) {
  const views: RoomView[] = [];
  const stop = await rooms.watch(pass, (event: RoomEvent) => {
    if (event.type !== "view") return;
    expect(JSON.parse(event.data)).toEqual(event.view);
    views.push(event.view);
  });
  if (typeof stop !== "function") throw new Error(`not watching: ${stop.refused}`);
  return { views, stop, latest: () => views.at(-1) };
}

function board(view: RoomView | undefined): MostLikelyToView {
  if (view?.play?.game !== "most-likely-to") throw new Error("not playing Most Likely To");
  // The server's own view of the game it plays.
  return view.play.view as MostLikelyToView;
}

async function taken(outcome: Promise<{ version: number } | { refused: string }>) {
  const answer = await outcome;
  if ("refused" in answer) throw new Error(`refused: ${answer.refused}`);
  return answer.version;
}

test("moves to several rooms at once are written in one statement, and answered once stored", async () => {
  const { db } = await getTestDatabase();
  const rooms = createRoomService({ db, hub: createLocalHub(), rules: roomRules });
  const [first] = await roomOfThree(rooms);
  const [second] = await roomOfThree(rooms);
  let versions: number[] = [];
  const queries = await recordQueries(async () => {
    versions = await Promise.all(
      [first, second].map((host) => taken(rooms.move(host, { type: "lock", locked: true }))),
    );
  });
  expect(queries.filter((query) => /update "room" as r/.test(query))).toHaveLength(1);
  for (const [index, host] of [first, second].entries()) {
    const [row] = await db.select().from(room).where(eq(room.code, host.code));
    expect(row?.version).toBe(versions[index]);
  }
});

test("taps on one room at once are applied in order and written once", async () => {
  const { db } = await getTestDatabase();
  const rooms = createRoomService({ db, hub: createLocalHub(), rules: roomRules, batchMs: 50 });
  const [host, bo, cy] = await roomOfThree(rooms);
  const before = await taken(rooms.move(host, { type: "start" }));
  const card = board((await rooms.seated(host))?.view).card?.number ?? 0;
  const seatOf = async (pass: SeatPass) => (await rooms.seated(pass))?.view.me ?? "";
  const ids = await Promise.all([host, bo, cy].map(seatOf));
  // Sent at once, the three votes are applied one after another and written together.
  const votes = await Promise.all(
    [host, bo, cy].map((pass, index) =>
      taken(
        rooms.move(pass, {
          type: "game",
          move: { type: "vote", card, for: ids[(index + 1) % 3] },
        }),
      ),
    ),
  );
  expect(new Set(votes)).toEqual(new Set([before + 1]));
  expect(board((await rooms.seated(bo))?.view).phase).toBe("revealed");
});

test("a phone whose view a move leaves as it was is sent nothing", async () => {
  const { db } = await getTestDatabase();
  const rooms = createRoomService({ db, hub: createLocalHub(), rules: roomRules });
  const [host, bo, cy] = await roomOfThree(rooms);
  await taken(rooms.move(host, { type: "start" }));
  const onHost = await watcher(rooms, host);
  const onBo = await watcher(rooms, bo);
  const view = onHost.latest();
  const card = board(view).card?.number ?? 0;
  const idOf = (name: string) => view?.players.find((player) => player.name === name)?.id ?? "";
  const vote = (forName: string) => ({
    type: "game",
    move: { type: "vote", card, for: idOf(forName) },
  });

  const voted = await taken(rooms.move(host, vote("Bo")));
  await expect.poll(() => onBo.latest()?.version).toBe(voted);
  const seenByBo = onBo.views.length;
  // Ada changes her secret vote: only her own phone shows it.
  const changed = await taken(rooms.move(host, vote("Cy")));
  await expect.poll(() => onHost.latest()?.version).toBe(changed);
  expect(board(onHost.latest()).myVote).toBe(idOf("Cy"));
  expect(onBo.views).toHaveLength(seenByBo);
  // The next change Bo can see reaches him as usual.
  const cyVoted = await taken(rooms.move(cy, vote("Ada")));
  await expect.poll(() => onBo.latest()?.version).toBe(cyVoted);
  expect(board(onBo.latest()).voted).toHaveLength(2);
  onHost.stop();
  onBo.stop();
});
