import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { clientIpHeader } from "#app/features/auth/client-ip.server.ts";
import { createLocalHub } from "#app/features/rooms/room-hub.server.ts";
import { createRoomService, type RoomService } from "#app/features/rooms/room-service.server.ts";
import { seatCookieName, type SeatPass } from "#app/features/rooms/seat-cookie.ts";
import { roomRules } from "#app/open-rooms.server.ts";
import { roomChannel } from "#server/room-channel.ts";
import { streamLimits } from "#server/room-stream-caps.ts";
import { room } from "#db/schema/rooms.ts";
import { eq } from "drizzle-orm";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// The room's event stream as a phone's browser reaches it over HTTP (server/room-channel.ts).

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function listen(rooms: RoomService, limits = streamLimits): Promise<number> {
  const app = express();
  app.use(roomChannel(rooms, limits).router);
  server = createServer(app);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

interface Stream {
  status: number;
  text: () => string;
  ended: Promise<void>;
  close: () => void;
}

function openStream(port: number, pass: SeatPass, address: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let text = "";
    let ended: () => void = () => {};
    const done = new Promise<void>((settle) => (ended = settle));
    const sent = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: `/api/rooms/${pass.code}/events`,
        headers: {
          Cookie: `${seatCookieName}=${pass.code}.${pass.token}`,
          [clientIpHeader]: address,
        },
      },
      (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", ended);
        res.on("close", ended);
        resolve({
          status: res.statusCode ?? 0,
          text: () => text,
          ended: done,
          close: () => sent.destroy(),
        });
      },
    );
    sent.on("error", reject);
    sent.end();
  });
}

const address = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

function passOf(outcome: SeatPass | { refused: string }): SeatPass {
  if ("refused" in outcome) throw new Error(`refused: ${outcome.refused}`);
  return outcome;
}

async function roomOfThree(rooms: RoomService) {
  const from = address();
  const host = passOf(
    await rooms.create({
      game: "squiffy",
      hostName: "Ada",
      userId: null,
      address: from,
      language: "en",
    }),
  );
  const bo = passOf(
    await rooms.join({ code: host.code, name: "Bo", userId: null, address: from, pass: null }),
  );
  const cy = passOf(
    await rooms.join({ code: host.code, name: "Cy", userId: null, address: from, pass: null }),
  );
  return { host, bo, cy };
}

test("a forged seat cookie gets the same stream for a free code as for a live one", async () => {
  const { db } = await getTestDatabase();
  const rooms = createRoomService({ db, hub: createLocalHub(), rules: roomRules });
  const port = await listen(rooms);
  const { host } = await roomOfThree(rooms);
  let free = "ZZZZ";
  while ((await db.select().from(room).where(eq(room.code, free))).length > 0) {
    free = free === "ZZZZ" ? "ZZZY" : "ZZYY";
  }
  const answer = async (code: string) => {
    const stream = await openStream(port, { code, token: "forgedforgedforged1234" }, address());
    await stream.ended;
    return { status: stream.status, text: stream.text() };
  };
  const live = await answer(host.code);
  expect(live.text).toContain(`event: refused\ndata: {"code":"notSeated"}`);
  expect(await answer(free)).toEqual(live);
});

test("a phone's fourth stream closes its oldest, and an address over its cap is refused", async () => {
  const { db } = await getTestDatabase();
  const rooms = createRoomService({ db, hub: createLocalHub(), rules: roomRules });
  const port = await listen(rooms, { perSeat: 3, perAddress: 4 });
  const { host, bo, cy } = await roomOfThree(rooms);
  const venue = address();
  const hostStreams: Stream[] = [];
  for (let reload = 0; reload < 4; reload++) {
    const stream = await openStream(port, host, venue);
    await expect.poll(() => stream.text()).toContain("event: view");
    hostStreams.push(stream);
  }
  const [oldest, ...newer] = hostStreams;
  await oldest?.ended;
  expect(oldest?.text()).toContain("event: replaced");
  for (const stream of newer) expect(stream.text()).not.toContain("event: replaced");

  // Three host streams and Bo's fill the address; Cy's is refused, but the host's reload isn't.
  const boStream = await openStream(port, bo, venue);
  await expect.poll(() => boStream.text()).toContain("event: view");
  const cyStream = await openStream(port, cy, venue);
  await cyStream.ended;
  expect(cyStream.text()).toContain(`event: refused\ndata: {"code":"tooManyStreams"}`);
  expect(cyStream.text()).not.toContain("event: view");
  const reloaded = await openStream(port, host, venue);
  await expect.poll(() => reloaded.text()).toContain("event: view");
  // Once Bo's phone goes, Cy gets in.
  boStream.close();
  await expect
    .poll(async () => {
      const again = await openStream(port, cy, venue);
      await expect.poll(() => again.text()).toMatch(/event: (view|refused)/);
      again.close();
      return again.text().includes("event: view");
    })
    .toBe(true);
});
