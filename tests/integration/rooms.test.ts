import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  createLocalHub,
  createRedisHub,
  type RoomHub,
} from "#app/features/rooms/room-hub.server.ts";
import {
  createRoomService,
  type RoomEvent,
  type RoomService,
} from "#app/features/rooms/room-service.server.ts";
import { roomRules } from "#app/open-rooms.server.ts";
import type { PresenceTiming } from "#app/features/rooms/room-presence.ts";
import { maxRoomsPerAddress, type RoomView } from "#app/features/rooms/room.ts";
import type { SeatPass } from "#app/features/rooms/seat-cookie.ts";
import type { MostLikelyToView } from "#app/games/most-likely-to/rules.ts";
import type { Database } from "#db/client.server.ts";
import { room } from "#db/schema/rooms.ts";
import type { TruthOrDareView } from "#app/games/truth-or-dare/rules.ts";
import { getTestDatabase, recordQueries } from "#tests/setup/test-database.ts";

function serviceOn(
  db: Database,
  hub: RoomHub = createLocalHub(),
  now?: () => number,
  presence?: PresenceTiming,
) {
  return createRoomService({ db, hub, rules: roomRules, now, presence });
}

/** The presence a phone was last sent of each seat. */
function presenceSeen(events: readonly RoomEvent[]): Record<string, string> {
  const last = events.findLast((event) => event.type === "presence");
  return last ? (JSON.parse(last.data) as { seats: Record<string, string> }).seats : {};
}

// Each test hosts from an address of its own, as the per-address limits count them.
const address = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

function passOf(outcome: SeatPass | { refused: string }): SeatPass {
  if ("refused" in outcome) throw new Error(`refused: ${outcome.refused}`);
  return outcome;
}

async function roomOfFour(rooms: RoomService, game = "most-likely-to") {
  const from = address();
  const host = passOf(
    await rooms.create({ game, hostName: "Ada", userId: null, address: from, language: "en" }),
  );
  const others = [];
  for (const name of ["Bo", "Cy", "Di"]) {
    others.push(
      passOf(await rooms.join({ code: host.code, name, userId: null, address: from, pass: null })),
    );
  }
  const [bo, cy, di] = others;
  return [host, must(bo), must(cy), must(di)] as const;
}

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}

/**
 * Everything a phone is sent, and a way to wait for the view that satisfies a check. What
 * reaches the phone is the view's JSON, put together from parts: it must read as the view.
 */
async function watcher(rooms: RoomService, pass: SeatPass) {
  const events: RoomEvent[] = [];
  const waiting = new Set<() => void>();
  const stop = await rooms.watch(pass, (event) => {
    const asSent = event.type === "view" ? { ...event, view: JSON.parse(event.data) } : event;
    expect(asSent).toStrictEqual(event);
    events.push(event);
    for (const wake of waiting) wake();
  });
  if (typeof stop !== "function") throw new Error(`not watching: ${stop.refused}`);
  const latest = () => events.findLast((event) => event.type === "view")?.view ?? null;
  return {
    events,
    stop,
    latest,
    until(check: (view: RoomView) => boolean): Promise<RoomView> {
      return new Promise((resolve) => {
        const look = () => {
          const view = latest();
          if (view && check(view)) {
            waiting.delete(look);
            resolve(view);
          }
        };
        waiting.add(look);
        look();
      });
    },
  };
}

function mostLikelyTo(view: RoomView): MostLikelyToView {
  if (view.play?.game !== "most-likely-to") throw new Error("not playing Most Likely To");
  // The server's own view of the game it plays.
  return view.play.view as MostLikelyToView;
}

async function move(rooms: RoomService, pass: SeatPass, body: unknown) {
  const outcome = await rooms.move(pass, body);
  if ("refused" in outcome) throw new Error(`${outcome.refused}: ${outcome.message}`);
  return outcome.version;
}

describe("a room of four phones", () => {
  test("votes stay secret until everyone has voted, then every phone sees the reveal", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const phones = await roomOfFour(rooms);
    const [host, bo] = phones;
    const watching = await Promise.all(phones.map((pass) => watcher(rooms, pass)));
    await move(rooms, host, { type: "start" });
    const first = mostLikelyTo(await must(watching[1]).until((view) => view.play !== null));
    const card = must(first.card).number;
    const seatOf = (name: string) => must(first.players.find((player) => player.name === name)).id;

    await move(rooms, host, { type: "game", move: { type: "vote", card, for: seatOf("Bo") } });
    const seenByBo = mostLikelyTo(
      await must(watching[1]).until((view) => mostLikelyTo(view).voted.length === 1),
    );
    expect(seenByBo.myVote).toBeNull();
    expect(seenByBo.result).toBeNull();
    expect(JSON.stringify(seenByBo)).not.toContain(`"forId"`);

    for (const pass of phones.slice(1)) {
      await move(rooms, pass, { type: "game", move: { type: "vote", card, for: seatOf("Bo") } });
    }
    for (const phone of watching) {
      const revealed = mostLikelyTo(
        await phone.until((view) => mostLikelyTo(view).phase === "revealed"),
      );
      // Four votes, but a card costs a player at most three sips (docs/product-rules.md#drink-caps).
      expect(revealed.result?.owed).toEqual([
        { id: seatOf("Bo"), name: "Bo", count: 3, unit: "sips" },
      ]);
    }
    // A late vote on the revealed card changes nothing.
    const refused = await rooms.move(bo, {
      type: "game",
      move: { type: "vote", card, for: seatOf("Ada") },
    });
    expect(refused).toMatchObject({
      refused: "round.alreadyRevealed",
      status: 409,
      message: "Too late: everything is revealed.",
    });
    for (const phone of watching) phone.stop();
  });

  test("a phone that reconnects is sent the room as it is now, in the same seat", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const [host, bo] = await roomOfFour(rooms);
    const first = await watcher(rooms, bo);
    const seat = (await first.until(() => true)).me;
    first.stop();
    await move(rooms, host, { type: "start" });
    const again = await watcher(rooms, bo);
    const view = await again.until((current) => current.play !== null);
    expect(view.me).toBe(seat);
    again.stop();
  });

  test("the room survives a restart: a new server process reads it from the database", async () => {
    const { db } = await getTestDatabase();
    const before = serviceOn(db);
    const [host, bo] = await roomOfFour(before);
    await move(before, host, { type: "start" });
    const after = serviceOn(db);
    const seated = await after.seated(bo);
    expect(seated?.view.play?.game).toBe("most-likely-to");
    await move(after, host, { type: "backToLobby" });
    expect((await after.seated(bo))?.view.play).toBeNull();
  });

  test("two servers writing one room at once keep both moves", async () => {
    const { db } = await getTestDatabase();
    const one = serviceOn(db);
    const other = serviceOn(db);
    const [host, bo, cy] = await roomOfFour(one);
    // Both have read the room; each write names the version it read.
    await Promise.all([one.seated(bo), other.seated(bo)]);
    await Promise.all([
      move(one, bo, { type: "myself", notDrinking: true }),
      move(other, cy, { type: "myself", notDrinking: true }),
    ]);
    const { view } = must(await serviceOn(db).seated(host));
    expect(
      view.players.filter((player) => player.notDrinking).map((player) => player.name),
    ).toEqual(["Bo", "Cy"]);
  });
});

describe("the host and the limits", () => {
  test("only the host locks, removes and hands over; a removed phone can't come back", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const [host, bo, cy] = await roomOfFour(rooms);
    const view = must(await rooms.seated(host)).view;
    const seatOf = (name: string) => must(view.players.find((player) => player.name === name)).id;

    expect(await rooms.move(bo, { type: "lock", locked: true })).toMatchObject({
      refused: "hostOnly",
      status: 403,
    });
    await move(rooms, host, { type: "lock", locked: true });
    expect(
      await rooms.join({
        code: host.code,
        name: "Eve",
        userId: null,
        address: address(),
        pass: null,
      }),
    ).toMatchObject({ refused: "locked", status: 423 });

    await move(rooms, host, { type: "remove", seat: seatOf("Cy") });
    expect(await rooms.seated(cy)).toBeNull();
    expect(await rooms.move(cy, { type: "leave" })).toMatchObject({ refused: "notSeated" });
    // A removed phone whose stream opens only now (it was still loading) is told why.
    expect(await rooms.watch(cy, () => {})).toMatchObject({ refused: "removed" });

    await move(rooms, host, { type: "handOver", seat: seatOf("Bo") });
    expect(must(await rooms.seated(bo)).view.hostId).toBe(seatOf("Bo"));
    expect(await rooms.move(host, { type: "end" })).toMatchObject({ refused: "hostOnly" });
  });

  test("names, codes and moves are checked, and a refusal changes nothing", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const [host] = await roomOfFour(rooms);
    const join = (name: string, code = host.code) =>
      rooms.join({ code, name, userId: null, address: address(), pass: null });
    expect(await join("  bo ")).toMatchObject({ refused: "nameTaken" });
    expect(await join("   ")).toMatchObject({ refused: "nameBlank" });
    expect(await join("x".repeat(21))).toMatchObject({ refused: "nameTooLong" });
    expect(await join("Eve", "KD")).toMatchObject({ refused: "badCode" });
    const before = must(await rooms.seated(host)).view.version;
    for (const body of [null, "start", { type: "start", extra: 1 }, { type: "teleport" }]) {
      expect(await rooms.move(host, body), JSON.stringify(body)).toHaveProperty("refused");
    }
    expect(await rooms.move(host, { type: "game", move: { type: "vote" } })).toMatchObject({
      refused: "noGame",
    });
    expect(must(await rooms.seated(host)).view.version).toBe(before);
  });

  test("a game every phone could play is played on the host's screen when the host asks", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const start = (onHostScreen: boolean) =>
      rooms.create({
        game: "meyer",
        onHostScreen,
        hostName: "Ada",
        userId: null,
        address: address(),
        language: "en",
      });
    const onPhones = must(await rooms.seated(passOf(await start(false)))).view;
    expect({ game: onPhones.game, sharedGame: onPhones.sharedGame }).toEqual({
      game: "meyer",
      sharedGame: null,
    });
    const onScreen = must(await rooms.seated(passOf(await start(true)))).view;
    expect({ game: onScreen.game, sharedGame: onScreen.sharedGame }).toEqual({
      game: "shared-screen",
      sharedGame: "meyer",
    });
  });

  test("a room takes 12 players, and an address hosts 10 open rooms", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const from = address();
    const host = passOf(
      await rooms.create({
        game: "squiffy",
        hostName: "P0",
        userId: null,
        address: from,
        language: "en",
      }),
    );
    for (let player = 1; player < 12; player++) {
      passOf(
        await rooms.join({
          code: host.code,
          name: `P${player}`,
          userId: null,
          address: address(),
          pass: null,
        }),
      );
    }
    // The thirteenth phone watches as the audience, unless the host keeps the audience out.
    const p12 = { code: host.code, name: "P12", userId: null, address: address(), pass: null };
    expect(passOf(await rooms.join(p12)).token).toMatch(/^aud-/);
    await move(rooms, host, { type: "audience", open: false });
    expect(await rooms.join(p12)).toMatchObject({ refused: "full" });
    expect(maxRoomsPerAddress).toBe(10);
    for (let more = 1; more < maxRoomsPerAddress; more++) {
      passOf(
        await rooms.create({
          game: "squiffy",
          hostName: "Host",
          userId: null,
          address: from,
          language: "en",
        }),
      );
    }
    expect(
      await rooms.create({
        game: "squiffy",
        hostName: "Host",
        userId: null,
        address: from,
        language: "en",
      }),
    ).toMatchObject({ refused: "tooManyRooms", status: 429 });
  });

  test("a room nobody has touched for two hours has ended, and its phones are told", async () => {
    const { db } = await getTestDatabase();
    let clock = Date.now();
    const rooms = serviceOn(db, createLocalHub(), () => clock);
    const [host] = await roomOfFour(rooms);
    const stored = await db.select().from(room).where(eq(room.code, host.code));
    await db
      .update(room)
      .set({ activeAt: new Date(Date.now() - 3 * 60 * 60_000) })
      .where(eq(room.id, must(stored[0]).id));
    clock += 3 * 60 * 60_000;
    const later = serviceOn(db, createLocalHub(), () => clock);
    expect(await later.seated(host)).toBeNull();
    expect(await later.move(host, { type: "start" })).toMatchObject({
      refused: "ended",
      status: 410,
    });
  });

  test("ending the room tells every phone", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const [host, bo] = await roomOfFour(rooms);
    const phone = await watcher(rooms, bo);
    await phone.until(() => true);
    await move(rooms, host, { type: "end" });
    await expect.poll(() => phone.events.at(-1)).toEqual({ type: "gone", reason: "ended" });
    expect(await rooms.seated(bo)).toBeNull();
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisAnswers = await import("node:net").then(
  ({ connect }) =>
    new Promise<boolean>((resolve) => {
      const url = new URL(redisUrl);
      const socket = connect(Number(url.port || 6379), url.hostname);
      socket.setTimeout(1_000);
      socket.once("connect", () => resolve(true));
      socket.once("error", () => resolve(false));
      socket.once("timeout", () => resolve(false));
    }),
);

describe.skipIf(!redisAnswers)("rooms across server processes (Redis)", () => {
  test("a move written through one server reaches the phones watching another", async () => {
    const { db } = await getTestDatabase();
    const log = { warn: () => {}, info: () => {} };
    const hubs = await Promise.all([createRedisHub(redisUrl, log), createRedisHub(redisUrl, log)]);
    try {
      const [serverA, serverB] = hubs.map((hub) => serviceOn(db, hub));
      if (!serverA || !serverB) throw new Error("two servers");
      const [host, bo] = await roomOfFour(serverA);
      const onB = await watcher(serverB, bo);
      await onB.until(() => true);
      await move(serverA, host, { type: "start" });
      const view = await onB.until((current) => current.play !== null);
      expect(view.play?.game).toBe("most-likely-to");
      onB.stop();
    } finally {
      await Promise.all(hubs.map((hub) => hub.close()));
    }
  });

  test("a phone on one server sees who has the room open on the other, and them leave", async () => {
    const { db } = await getTestDatabase();
    const log = { warn: () => {}, info: () => {} };
    const hubs = await Promise.all([createRedisHub(redisUrl, log), createRedisHub(redisUrl, log)]);
    const timing = { awayMs: 60_000, staleMs: 60_000 };
    try {
      const [serverA, serverB] = hubs.map((hub) => serviceOn(db, hub, undefined, timing));
      if (!serverA || !serverB) throw new Error("two servers");
      const [host, bo] = await roomOfFour(serverA);
      const onA = await watcher(serverA, host);
      const onB = await watcher(serverB, bo);
      const [hostSeat, boSeat] = (await onA.until((view) => view.players.length === 4)).players;
      await expect
        .poll(() => presenceSeen(onA.events))
        .toMatchObject({ [must(hostSeat).id]: "here", [must(boSeat).id]: "here" });
      // B hears of A's phone through Redis: on a busy machine that can come a moment later.
      await expect
        .poll(() => presenceSeen(onB.events))
        .toMatchObject({ [must(hostSeat).id]: "here" });
      onB.stop();
      await expect.poll(() => presenceSeen(onA.events)[must(boSeat).id]).toBe("away");
      onA.stop();
    } finally {
      await Promise.all(hubs.map((hub) => hub.close()));
    }
  });
});

describe("presence", () => {
  test("every phone is told who has the room open, who put it away and who is gone", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db, createLocalHub(), undefined, { awayMs: 2_500, staleMs: 60_000 });
    const [host, bo, cy] = await roomOfFour(rooms);
    const hostPhone = await watcher(rooms, host);
    const boPhone = await watcher(rooms, bo);
    const seats = (await hostPhone.until(() => true)).players.map((player) => player.id);
    const [hostSeat, boSeat, cySeat, diSeat] = seats.map((id) => must(id));
    // Cy and Di joined but never opened the room.
    await expect
      .poll(() => presenceSeen(hostPhone.events))
      .toEqual({
        [must(hostSeat)]: "here",
        [must(boSeat)]: "here",
        [must(cySeat)]: "away",
        [must(diSeat)]: "away",
      });
    await expect.poll(() => presenceSeen(boPhone.events)).toEqual(presenceSeen(hostPhone.events));

    const cyPhone = await watcher(rooms, must(cy));
    await expect.poll(() => presenceSeen(hostPhone.events)[must(cySeat)]).toBe("here");
    // Bo locks the phone: away at once, gone once away long enough.
    boPhone.stop();
    await expect.poll(() => presenceSeen(hostPhone.events)[must(boSeat)]).toBe("away");
    await expect
      .poll(() => presenceSeen(hostPhone.events)[must(boSeat)], { timeout: 8_000 })
      .toBe("gone");
    // Nothing is sent while nothing changes.
    const sent = hostPhone.events.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hostPhone.events.slice(sent).filter((event) => event.type === "presence")).toEqual([]);
    hostPhone.stop();
    cyPhone.stop();
  });
});

/** A pass for `code` as a prober would forge one: the right shape, a secret of its own. */
const forged = (code: string): SeatPass => ({ code, token: `forged${Math.random()}`.slice(0, 24) });

async function freeCode(db: Database): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 4 }, () =>
      String.fromCharCode(65 + Math.floor(Math.random() * 26)),
    )
      .join("")
      .replace(/[ILO]/g, "Z");
    const rows = await db.select({ id: room.id }).from(room).where(eq(room.code, code));
    if (rows.length === 0) return code;
  }
}

describe("rooms that can't be probed", () => {
  test("a forged seat cookie is answered alike for a free code and a live one", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const [host] = await roomOfFour(rooms);
    const free = await freeCode(db);
    const from = address();
    const answers = async (code: string) => {
      const pass = forged(code);
      const watching = await rooms.watch(pass, () => {}, from);
      if (typeof watching === "function") throw new Error("a forged pass watched a room");
      return {
        move: await rooms.move(pass, { type: "start" }, from),
        watch: watching,
        seat: await rooms.seat(pass, from),
      };
    };
    const live = await answers(host.code);
    expect(live.move).toMatchObject({ refused: "notSeated", status: 403 });
    expect(await answers(free)).toEqual(live);
  });

  test("failed lookups are limited per address, then refused without reading the database", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const [host, bo] = await roomOfFour(rooms);
    const prober = address();
    for (let probe = 0; probe < 20; probe++) {
      const code = probe % 2 === 0 ? host.code : await freeCode(db);
      expect(await rooms.move(forged(code), { type: "start" }, prober)).toMatchObject({
        refused: "notSeated",
      });
    }
    const free = await freeCode(db);
    let over: unknown;
    const queries = await recordQueries(async () => {
      over = await rooms.move(forged(free), { type: "start" }, prober);
    });
    expect(over).toMatchObject({ refused: "tooManyAttempts", status: 429 });
    expect(queries).toEqual([]);
    expect(await rooms.watch(forged(host.code), () => {}, prober)).toMatchObject({
      refused: "tooManyAttempts",
    });
    expect(
      await rooms.join({ code: free, name: "Eve", userId: null, address: prober, pass: null }),
    ).toMatchObject({ refused: "tooManyAttempts" });
    // A phone seated in a room this server holds is still served from that address.
    expect((await rooms.seated(bo, prober))?.view.players).toHaveLength(4);
    // Other addresses are not held back.
    expect(await rooms.move(forged(free), { type: "start" }, address())).toMatchObject({
      refused: "notSeated",
    });
  });

  test("joins to a free code count as failed lookups", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const prober = address();
    for (let probe = 0; probe < 20; probe++) {
      expect(
        await rooms.join({
          code: await freeCode(db),
          name: "Eve",
          userId: null,
          address: prober,
          pass: null,
        }),
      ).toMatchObject({ refused: "notFound" });
    }
    expect(
      await rooms.join({
        code: await freeCode(db),
        name: "Eve",
        userId: null,
        address: prober,
        pass: null,
      }),
    ).toMatchObject({ refused: "tooManyAttempts" });
  });
});

describe("a venue behind one address", () => {
  test("60 phones at a bar share one public address: five tables host, 55 guests join", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const bar = address();
    const hosts = [];
    for (let table = 0; table < 5; table++) {
      hosts.push(
        passOf(
          await rooms.create({
            game: "squiffy",
            hostName: `Host ${table}`,
            userId: null,
            address: bar,
            language: "en",
          }),
        ),
      );
    }
    for (const [table, host] of hosts.entries()) {
      for (let guest = 1; guest <= 11; guest++) {
        passOf(
          await rooms.join({
            code: host.code,
            name: `Guest ${table}.${guest}`,
            userId: null,
            address: bar,
            pass: null,
          }),
        );
      }
    }
    for (const host of hosts) expect((await rooms.seated(host))?.view.players).toHaveLength(12);
  });
});

describe("moves that change nothing, and rooms that ended", () => {
  test("a stale Next answers with the room's version, writes nothing and sends nothing", async () => {
    const { db } = await getTestDatabase();
    const local = createLocalHub();
    const published: number[] = [];
    const hub: RoomHub = {
      ...local,
      publish(update) {
        published.push(update.version);
        local.publish(update);
      },
    };
    const rooms = serviceOn(db, hub);
    const [host, bo] = await roomOfFour(rooms, "truth-or-dare");
    await move(rooms, host, { type: "start" });
    const turnOf = async () => {
      const view = must(await rooms.seated(host)).view;
      return { version: view.version, game: view.play?.view as TruthOrDareView };
    };
    await move(rooms, host, { type: "game", move: { type: "choose", turn: 0, choice: "dare" } });
    await move(rooms, host, { type: "game", move: { type: "done", turn: 0 } });
    await move(rooms, host, { type: "game", move: { type: "next", turn: 0 } });
    const after = await turnOf();
    expect(after.game.turn).toBe(1);
    const phone = await watcher(rooms, bo);
    await phone.until(() => true);
    const sent = phone.events.length;
    const writes = published.length;

    // Bo pressed Next on the same turn a moment after the host did.
    const stale = await rooms.move(bo, { type: "game", move: { type: "next", turn: 0 } });
    expect(stale).toEqual({ version: after.version });
    expect(published).toHaveLength(writes);
    expect(phone.events).toHaveLength(sent);
    const [stored] = await db.select().from(room).where(eq(room.code, host.code));
    expect(stored?.version).toBe(after.version);
    // A switch set as it already was is no change either.
    expect(await rooms.move(host, { type: "lock", locked: false })).toEqual({
      version: after.version,
    });
    expect(published).toHaveLength(writes);
    phone.stop();
  });

  test("an ended room answers 410 to its phones and to joins; a forged cookie learns nothing", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const [host, bo] = await roomOfFour(rooms);
    await move(rooms, host, { type: "end" });
    const ended = { refused: "ended", status: 410 };
    expect(await rooms.move(bo, { type: "leave" })).toMatchObject(ended);
    expect(await rooms.watch(bo, () => {})).toMatchObject(ended);
    expect(await rooms.seat(bo, address())).toMatchObject(ended);
    expect(
      await rooms.join({
        code: host.code,
        name: "Eve",
        userId: null,
        address: address(),
        pass: null,
      }),
    ).toMatchObject(ended);
    expect(await rooms.move(forged(host.code), { type: "leave" })).toMatchObject({
      refused: "notSeated",
    });
  });
});

describe("remove and keep out", () => {
  test("a kept-out name is refused however it is typed; a plain removal can come back", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const [host] = await roomOfFour(rooms);
    const view = must(await rooms.seated(host)).view;
    const seatOf = (name: string) => must(view.players.find((player) => player.name === name)).id;
    await move(rooms, host, { type: "remove", seat: seatOf("Bo"), keepOut: true });
    await move(rooms, host, { type: "remove", seat: seatOf("Cy") });
    const join = (name: string) =>
      rooms.join({ code: host.code, name, userId: null, address: address(), pass: null });
    for (const name of ["Bo", "  bo ", "BO", "\uff22\uff4f"]) {
      expect(await join(name)).toMatchObject({ refused: "keptOut", status: 403 });
    }
    passOf(await join("Cy"));
  });
});

describe("the audience", () => {
  test("an audience phone watches, votes with the crowd, never holds a round up, and is counted", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const [host, bo, cy, di] = await roomOfFour(rooms);
    const crowd = passOf(
      await rooms.join({
        code: host.code,
        name: "",
        userId: null,
        address: address(),
        pass: null,
        audience: true,
      }),
    );
    expect(crowd.token).toMatch(/^aud-/);
    const watching = await watcher(rooms, crowd);
    expect((await watching.until(() => true)).audience).toBe(true);
    // The audience takes no seat and may not play the room's own moves.
    expect(must(await rooms.seated(host)).view.players).toHaveLength(4);
    expect(await rooms.move(crowd, { type: "start" })).toMatchObject({ refused: "badMove" });

    await move(rooms, host, { type: "start" });
    const open = await watching.until((view) => view.crowd.question !== null);
    const question = open.crowd.question ?? "";
    const boSeat = must(open.players[1]).id;
    expect(await rooms.move(crowd, { type: "crowd", question, pick: boSeat })).toMatchObject({
      version: expect.any(Number),
    });
    // A pick on a question that isn't open is refused; so is a player's own move to the crowd.
    expect(
      await rooms.move(crowd, { type: "crowd", question: "card-999", pick: boSeat }),
    ).toMatchObject({ refused: "crowdClosed" });
    expect(await rooms.move(bo, { type: "crowd", question, pick: boSeat })).toMatchObject({
      refused: "badMove",
    });

    const card = mostLikelyTo(open).card?.number ?? 0;
    for (const each of [host, bo, cy, di]) {
      await move(rooms, each, { type: "game", move: { type: "vote", card, for: boSeat } });
    }
    const revealed = await watching.until((view) => view.crowd.result !== null);
    expect(revealed.crowd.result).toEqual({
      counts: [{ id: boSeat, name: "Bo", votes: 1 }],
      voters: 1,
    });
    expect(must(await rooms.seated(host)).view.crowd.result?.voters).toBe(1);
    watching.stop();
  });

  test("a forged audience pass opens nothing, and a full room sends the next phone to the audience", async () => {
    const { db } = await getTestDatabase();
    const rooms = serviceOn(db);
    const from = address();
    const host = passOf(
      await rooms.create({
        game: "most-likely-to",
        hostName: "P0",
        userId: null,
        address: from,
        language: "en",
      }),
    );
    const forgedAudience = { code: host.code, token: `aud-${"x".repeat(34)}` };
    expect(await rooms.seated(forgedAudience)).toBeNull();
    for (let index = 1; index < 12; index++) {
      passOf(
        await rooms.join({
          code: host.code,
          name: `P${index}`,
          userId: null,
          address: address(),
          pass: null,
        }),
      );
    }
    const late = passOf(
      await rooms.join({ code: host.code, name: "Late", userId: null, address: from, pass: null }),
    );
    expect(late.token).toMatch(/^aud-/);
    expect(must(await rooms.seated(late)).view.audience).toBe(true);
    // With the audience kept out, a full room is full.
    await move(rooms, host, { type: "audience", open: false });
    expect(
      await rooms.join({ code: host.code, name: "Later", userId: null, address: from, pass: null }),
    ).toMatchObject({ refused: "full" });
    // Asked for, the audience is refused in so many words.
    expect(
      await rooms.join({
        code: host.code,
        name: "",
        userId: null,
        address: from,
        pass: null,
        audience: true,
      }),
    ).toMatchObject({ refused: "audienceClosed" });
  });
});
