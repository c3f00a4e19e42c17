import { eq } from "drizzle-orm";
import { pino } from "pino";
import { expect, test } from "vitest";
import type { RoomService } from "#app/features/rooms/room-service.server.ts";
import { readStoredRoom, tableOf, type RoomState } from "#app/features/rooms/room.ts";
import type { SeatPass } from "#app/features/rooms/seat-cookie.ts";
import { premiumPackIds } from "#app/features/packs/pack-unlock.server.ts";
import { openRooms, roomRules } from "#app/open-rooms.server.ts";
import type { Database } from "#db/client.server.ts";
import { packUnlock } from "#db/schema/coins.ts";
import { profile } from "#db/schema/profile.ts";
import { room } from "#db/schema/rooms.ts";
import { newPlayer } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// A room deals the host's premium packs, as the server finds them in the database
// (docs/decisions/038-premium-in-rooms.md).

const address = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const email = (name: string) => `${name}-${crypto.randomUUID()}@example.com`;

function passOf(outcome: SeatPass | { refused: string }): SeatPass {
  if ("refused" in outcome) throw new Error(`refused: ${outcome.refused}`);
  return outcome;
}

async function move(rooms: RoomService, pass: SeatPass, body: unknown) {
  const outcome = await rooms.move(pass, body);
  if ("refused" in outcome) throw new Error(`${outcome.refused}: ${outcome.message}`);
}

async function stored(db: Database, code: string): Promise<RoomState> {
  const [row] = await db.select({ state: room.state }).from(room).where(eq(room.code, code));
  return readStoredRoom(JSON.parse(row?.state ?? "null"));
}

async function hostPremiumPacks(rooms: RoomService, pass: SeatPass) {
  return (await rooms.seated(pass))?.view.hostPremiumPacks;
}

const premiumIdsOf = (state: RoomState, game: "never-have-i-ever") =>
  tableOf(state, game, roomRules)
    .packs.filter((pack) => pack.premium)
    .map((pack) => pack.id);

test("a Premium host's packs deal from the start to the end of the game, then go with the host", async () => {
  const { db } = await getTestDatabase();
  const { service: rooms, close } = await openRooms({ db, log: pino({ level: "silent" }) });
  const ada = await newPlayer(db, email("ada"));
  const bo = await newPlayer(db, email("bo"));
  await db.update(profile).set({ premium: true }).where(eq(profile.userId, ada.userId));
  await db.insert(packUnlock).values({ userId: bo.userId, packId: "tod-rewind" });

  const from = address();
  const host = passOf(
    await rooms.create({
      game: "never-have-i-ever",
      hostName: "Ada",
      userId: ada.userId,
      address: from,
      language: "en",
    }),
  );
  const guest = passOf(
    await rooms.join({ code: host.code, name: "Bo", userId: bo.userId, address: from, pass: null }),
  );
  // Confessions and Inner circle, Never Have I Ever's English premium packs.
  expect(await hostPremiumPacks(rooms, guest)).toBe(2);

  await move(rooms, host, { type: "start" });
  const started = await stored(db, host.code);
  expect(started.hostPacks?.toSorted()).toEqual([...premiumPackIds].sort());
  expect(started.play?.premiumPacks?.toSorted()).toEqual(["nhie-confessions", "nhie-inner-circle"]);
  expect(premiumIdsOf(started, "never-have-i-ever").sort()).toEqual([
    "nhie-confessions",
    "nhie-inner-circle",
  ]);

  // Ada's Premium ends and she hands the room to Bo mid-game: the running deck is as it was.
  await db.update(profile).set({ premium: false }).where(eq(profile.userId, ada.userId));
  await move(rooms, host, { type: "handOver", seat: started.seats[1]?.id });
  const handed = await stored(db, host.code);
  expect(handed.hostPacks).toEqual(["tod-rewind"]);
  expect(premiumIdsOf(handed, "never-have-i-ever")).toHaveLength(2);
  expect(await hostPremiumPacks(rooms, host)).toBe(2);

  // The next game is Bo's: none of his packs is Never Have I Ever's, one is Truth or Dare's.
  await move(rooms, guest, { type: "backToLobby" });
  expect(await hostPremiumPacks(rooms, host)).toBe(0);
  await move(rooms, guest, { type: "chooseGame", game: "truth-or-dare" });
  expect(await hostPremiumPacks(rooms, host)).toBe(1);
  await close();
});

test("a phone can't bring premium packs: a signed-out host deals the free ones", async () => {
  const { db } = await getTestDatabase();
  const { service: rooms, close } = await openRooms({ db, log: pino({ level: "silent" }) });
  const from = address();
  const host = passOf(
    await rooms.create({
      game: "never-have-i-ever",
      hostName: "Ada",
      userId: null,
      address: from,
      language: "en",
    }),
  );
  await rooms.join({ code: host.code, name: "Bo", userId: null, address: from, pass: null });
  expect(await hostPremiumPacks(rooms, host)).toBe(0);

  const smuggled = await rooms.move(host, { type: "start", premiumPacks: [...premiumPackIds] });
  expect(smuggled).toMatchObject({ refused: "badMove" });
  await move(rooms, host, { type: "start" });
  const started = await stored(db, host.code);
  expect(started.play?.premiumPacks).toEqual([]);
  expect(premiumIdsOf(started, "never-have-i-ever")).toEqual([]);
  await close();
});
