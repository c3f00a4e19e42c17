import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import {
  createRoom,
  joinRoom,
  move,
  mostLikelyTo,
  RoomStream,
  startServer,
  type MostLikelyToView,
  type RoomView,
  type Seat,
  type ServerProcess,
} from "../../bench/room-client.ts";
import { StartedProcesses } from "./started-processes.ts";

// One room, its phones split across two server processes on one PostgreSQL database and one
// Redis (docs/decisions/027-rooms.md): a move written through either server reaches every
// phone, whichever server that phone watches through.

const databaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const redisUrl = "redis://127.0.0.1:6379";
const firstPort = Number(process.env.E2E_PORT ?? 3210) + 81;

/** Whether something accepts a TCP connection at `host:port`, within a second. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

// A documentation-range address per phone and run (the servers trust x-forwarded-for): the
// rooms-per-address limit then counts this run's room alone, whatever earlier runs left open.
const address = () =>
  `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`;

const board = (view: RoomView): MostLikelyToView => {
  const found = mostLikelyTo(view);
  if (!found) throw new Error(`no Most Likely To board in version ${view.version}`);
  return found;
};

test.describe("a room across two servers", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(90_000);

  const servers: ServerProcess[] = [];
  const streams: RoomStream[] = [];
  const started = new StartedProcesses();

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const [postgres, redis] = await Promise.all([
      accepts("127.0.0.1", 5432),
      accepts("127.0.0.1", 6379),
    ]);
    const missing = [
      ...(postgres ? [] : ["PostgreSQL at 127.0.0.1:5432"]),
      ...(redis ? [] : ["Redis at 127.0.0.1:6379"]),
    ];
    test.skip(
      missing.length > 0,
      `Rooms across servers need a shared database and Redis; nothing answers as ${missing.join(" or ")}.`,
    );
    const env = {
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      TRUSTED_IP_HEADER: "x-forwarded-for",
      // One deployment: the servers share their secret as they share the database.
      AUTH_SECRET: randomBytes(32).toString("base64url"),
    };
    // The second only once the first has migrated the database.
    servers.push(await startServer({ port: firstPort, env, onSpawn: started.add }));
    servers.push(await startServer({ port: firstPort + 1, env, onSpawn: started.add }));
  });

  test.afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((server) => server.stop()));
    await started.stopAll();
  });

  test("phones on both servers play Most Likely To and all see the reveal", async () => {
    const [serverA, serverB] = servers;
    if (!serverA || !serverB) throw new Error("the servers did not start");
    const a = serverA.baseUrl;
    const b = serverB.baseUrl;

    const host = await createRoom(a, { game: "most-likely-to", name: "Host", address: address() });
    const sam = await joinRoom(b, { code: host.code, name: "Sam", address: address() });
    const alex = await joinRoom(b, { code: host.code, name: "Alex", address: address() });
    const kim = await joinRoom(a, { code: host.code, name: "Kim", address: address() });
    const seats: Seat[] = [host, sam, alex, kim];
    expect(new Set(seats.map((seat) => seat.code))).toEqual(new Set([host.code]));

    // Each phone watches through the server it joined on.
    const [hostStream, samStream, alexStream, kimStream] = await Promise.all(
      seats.map(async (seat) => {
        const stream = await RoomStream.open(seat);
        streams.push(stream);
        return stream;
      }),
    );
    if (!hostStream || !samStream || !alexStream || !kimStream)
      throw new Error("a stream is missing");
    const everyone = [hostStream, samStream, alexStream, kimStream];
    const onA = [hostStream, kimStream];
    for (const stream of everyone) {
      // A server that has not watched the room yet must not answer from what it saw earlier.
      expect(
        stream.view.players.map((player) => player.name),
        `${stream.seat.name}'s first view, through ${stream.seat.baseUrl}`,
      ).toEqual(["Host", "Sam", "Alex", "Kim"]);
    }
    const idOf = (stream: RoomStream) => stream.view.me;

    await test.step("the host starts the game on A; the phones on B see it", async () => {
      const version = await move(host, { type: "start" });
      for (const stream of everyone) {
        const view = await stream.viewWhere(
          (each) => each.version >= version,
          `version ${version}`,
        );
        expect(view.play?.game).toBe("most-likely-to");
        expect(board(view).phase).toBe("voting");
      }
    });
    const card = board(hostStream.view).card?.number;
    if (card === undefined) throw new Error("no card was dealt");
    for (const stream of everyone) expect(board(stream.view).card?.number).toBe(card);

    await test.step("a vote sent on B reaches the phones on A", async () => {
      const version = await move(sam, {
        type: "game",
        move: { type: "vote", card, for: idOf(hostStream) },
      });
      for (const stream of onA) {
        const view = await stream.viewWhere((each) => each.version >= version, `Sam's vote`);
        expect(board(view).voted).toEqual([idOf(samStream)]);
        expect(board(view).phase).toBe("voting");
      }
    });

    await test.step("everyone votes, each through their own server", async () => {
      // Sam voted for the host above; the rest vote for Sam, so Sam is the most likely.
      const voters: [Seat, RoomStream][] = [
        [alex, alexStream],
        [kim, kimStream],
        [host, hostStream],
      ];
      for (const [seat, stream] of voters) {
        const version = await move(seat, {
          type: "game",
          move: { type: "vote", card, for: idOf(samStream) },
        });
        for (const watching of everyone) {
          await watching.reached(version);
          expect(board(watching.view).voted).toContain(idOf(stream));
        }
      }
    });

    await test.step("every phone on both servers sees the reveal", async () => {
      for (const stream of everyone) {
        const view = await stream.viewWhere(
          (each) => mostLikelyTo(each)?.phase === "revealed",
          "the reveal",
        );
        const result = board(view).result;
        expect(result?.counts).toEqual([
          { id: idOf(samStream), name: "Sam", votes: 3 },
          { id: idOf(hostStream), name: "Host", votes: 1 },
        ]);
        expect(result?.owed.map((owed) => [owed.name, owed.count])).toEqual([["Sam", 3]]);
        expect(result?.ballots).toHaveLength(4);
      }
    });

    await test.step("Next pressed on B deals the next card on A's phones too", async () => {
      const version = await move(alex, { type: "game", move: { type: "next", card } });
      for (const stream of onA) {
        const view = await stream.viewWhere((each) => each.version >= version, "the next card");
        expect(board(view).phase).toBe("voting");
        expect(board(view).card?.number).toBeGreaterThan(card);
        expect(board(view).voted).toEqual([]);
      }
    });

    await test.step("the host ends the room; every phone is told, on both servers", async () => {
      await move(host, { type: "end" });
      for (const stream of everyone) {
        expect(await stream.closedByServer()).toContain('"ended"');
      }
    });
  });
});
