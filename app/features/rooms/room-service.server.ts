import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, count, eq, isNull, lt, sql } from "drizzle-orm";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Database } from "#db/client.server.ts";
import { room as roomTable } from "#db/schema/rooms.ts";
import type { RoomHub, RoomUpdate } from "./room-hub.server.ts";
import { isRoomGame, sharedScreen, sharedScreenGame } from "./room-game-slugs.ts";
import {
  applyRoomMove,
  cleanName,
  createRoom,
  joinRoom,
  maxRoomsPerAddress,
  newRoomCode,
  normaliseRoomCode,
  readStoredRoom,
  roomIdleMs,
  roomMoveSchema,
  roomView,
  seatByToken,
  seatIdLength,
  type RoomRules,
  type RoomState,
  type RoomView,
} from "./room.ts";
import { roomRefusal, type RoomRefusal } from "./room-refusals.ts";
import type { SeatPass } from "./seat-cookie.ts";
import { SlidingWindowLimiter } from "./sliding-window-limiter.ts";

/** What a phone watching a room is sent. */
export type RoomEvent = { type: "view"; view: RoomView } | { type: "gone"; reason: GoneReason };
export type GoneReason = "ended" | "removed";

export interface RoomServiceOptions {
  db: Database;
  rules: RoomRules;
  hub: RoomHub;
  now?: () => number;
  /** Told how long each move and each fan-out took, in ms (the server's metrics). */
  timing?: { moveApplied?(ms: number): void; fannedOut?(ms: number): void };
}

interface StoredRoom {
  id: string;
  version: number;
  state: RoomState;
}

// A phone's moves: plenty for a game (taps, votes, a mis-tap or two), too few to flood a room.
const movesPerSeat = { max: 40, windowMs: 10_000 };
// Joins and new rooms per address: a party's worth, not enough to guess codes.
const entriesPerAddress = { max: 30, windowMs: 10 * 60_000 };
// Writers racing on one room read it again and retry; more than this and the room is too busy.
const writeAttempts = 5;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
const newToken = () => randomBytes(18).toString("base64url");
const newSeatId = () => randomBytes(seatIdLength / 2).toString("hex");
const addressKey = (address: string | null) =>
  createHash("sha256")
    .update(`party-dojo-room:${address ?? "unknown"}`)
    .digest("base64url");

export type RoomService = ReturnType<typeof createRoomService>;

/**
 * Rooms kept in the database and applied one move at a time (docs/decisions/027-rooms.md):
 * each write names the version it read, so the room survives a restart and two server
 * processes never overwrite each other's moves.
 */
export function createRoomService({ db, rules, hub, now = Date.now, timing }: RoomServiceOptions) {
  // The newest room this process has seen, so a move usually costs one write and no read.
  // It is up to date while every write reaches this process: always with one process, and
  // with Redis while one of this process's phones watches the room (so it is subscribed).
  const known = new Map<string, StoredRoom>();
  const watchers = new Map<string, number>();
  const upToDate = (code: string) => hub.kind === "local" || (watchers.get(code) ?? 0) > 0;
  const moveLimiter = new SlidingWindowLimiter(movesPerSeat, now);
  const entryLimiter = new SlidingWindowLimiter(entriesPerAddress, now);

  function remember(id: string, update: RoomUpdate) {
    const current = known.get(update.code);
    if (update.state.ended) known.delete(update.code);
    else if (!current || current.version < update.version) {
      known.set(update.code, { id, version: update.version, state: update.state });
    }
  }

  async function load(code: string, fresh = false): Promise<StoredRoom | null> {
    if (!fresh && upToDate(code)) {
      const cached = known.get(code);
      if (cached) return cached;
    }
    const [row] = await db
      .select()
      .from(roomTable)
      .where(and(eq(roomTable.code, code), isNull(roomTable.endedAt)))
      .limit(1);
    if (!row) return null;
    if (row.activeAt.getTime() < now() - roomIdleMs) {
      await endIdleRooms();
      return null;
    }
    // The database holds only what this service wrote.
    const stored: StoredRoom = {
      id: row.id,
      version: row.version,
      state: readStoredRoom(row.state),
    };
    known.set(code, stored);
    return stored;
  }

  async function endIdleRooms() {
    await db
      .update(roomTable)
      .set({ endedAt: sql`now()` })
      .where(and(isNull(roomTable.endedAt), lt(roomTable.activeAt, new Date(now() - roomIdleMs))));
  }

  /** Writes `next` over the version read; null when another write came first. */
  async function write(stored: StoredRoom, next: RoomState): Promise<number | null> {
    const [row] = await db
      .update(roomTable)
      .set({
        state: next,
        version: sql`${roomTable.version} + 1`,
        activeAt: sql`now()`,
        endedAt: next.ended ? sql`now()` : null,
      })
      .where(and(eq(roomTable.id, stored.id), eq(roomTable.version, stored.version)))
      .returning({ version: roomTable.version });
    if (!row) {
      known.delete(next.code);
      return null;
    }
    const update = { code: next.code, version: row.version, state: next };
    remember(stored.id, update);
    const publishing = performance.now();
    hub.publish(update);
    timing?.fannedOut?.(performance.now() - publishing);
    return row.version;
  }

  // Moves to one room are applied in this process one after another, and the ones that
  // arrive while a write is under way are applied together and written once: phones tapping
  // at once cost one write, not a race for the same version.
  type Change = (room: StoredRoom) => { next: RoomState } | RoomRefusal;
  type Written = { version: number; state: RoomState } | RoomRefusal;
  interface Waiting {
    apply: Change;
    settle: (written: Written) => void;
    fail: (error: unknown) => void;
  }
  const waiting = new Map<string, Waiting[]>();

  async function writeWaiting(code: string) {
    for (let batch = waiting.get(code); batch && batch.length > 0; batch = waiting.get(code)) {
      const changes = batch.splice(0);
      try {
        const outcomes = await writeTogether(
          code,
          changes.map((each) => each.apply),
        );
        changes.forEach((each, index) => each.settle(outcomes[index] ?? roomRefusal("busy")));
      } catch (error) {
        for (const each of changes) each.fail(error);
      }
    }
    waiting.delete(code);
  }

  async function writeTogether(code: string, changes: Change[]): Promise<Written[]> {
    for (let attempt = 0; attempt < writeAttempts; attempt++) {
      const stored = await load(code, attempt > 0);
      if (!stored) return changes.map(() => roomRefusal("notFound"));
      let state = stored.state;
      const refusals = changes.map((apply) => {
        const outcome = apply({ ...stored, state });
        if ("refused" in outcome) return outcome;
        state = outcome.next;
        return null;
      });
      if (state === stored.state) {
        return refusals.map((refusal) => refusal ?? { version: stored.version, state });
      }
      const version = await write(stored, state);
      if (version !== null) return refusals.map((refusal) => refusal ?? { version, state });
    }
    return changes.map(() => roomRefusal("busy"));
  }

  /**
   * Applies `apply` to the room as it now is and writes the result, reading the room again
   * when another process wrote first. A refusal is returned unwritten.
   */
  function change(code: string, apply: Change): Promise<Written> {
    return new Promise((settle, fail) => {
      const batch = waiting.get(code);
      if (batch) {
        batch.push({ apply, settle, fail });
        return;
      }
      waiting.set(code, [{ apply, settle, fail }]);
      void writeWaiting(code);
    });
  }

  function seatOf(stored: StoredRoom, token: string) {
    return seatByToken(stored.state, hashToken(token));
  }

  return {
    hubKind: hub.kind,

    /** A new room hosted by the person asking, seated first. */
    async create(input: {
      game: string;
      hostName: string;
      userId: string | null;
      address: string | null;
      language: Language;
    }): Promise<SeatPass | RoomRefusal> {
      // A game phones can't play each on their own is played on the host's screen.
      const shared = isRoomGame(input.game) ? null : sharedScreenGame(input.game);
      const game = isRoomGame(input.game) ? input.game : shared ? sharedScreen : null;
      if (!game) return roomRefusal("unknownGame");
      const name = cleanName(input.hostName);
      if (typeof name !== "string")
        return roomRefusal(name.problem === "blank" ? "nameBlank" : "nameTooLong");
      const hostKey = addressKey(input.address);
      if (!entryLimiter.take(hostKey)) return roomRefusal("tooManyAttempts");
      await endIdleRooms();
      const [open] = await db
        .select({ rooms: count() })
        .from(roomTable)
        .where(and(eq(roomTable.hostKey, hostKey), isNull(roomTable.endedAt)));
      if ((open?.rooms ?? 0) >= maxRoomsPerAddress) return roomRefusal("tooManyRooms");
      await clearOldRooms();

      const token = newToken();
      for (let attempt = 0; attempt < 20; attempt++) {
        const code = newRoomCode((below) => randomInt(below));
        const state = createRoom({
          code,
          language: input.language,
          game,
          sharedGame: shared?.slug ?? null,
          host: { id: newSeatId(), name, userId: input.userId, tokenHash: hashToken(token) },
          seed: randomInt(2 ** 31),
        });
        const id = randomBytes(12).toString("base64url");
        const [row] = await db
          .insert(roomTable)
          .values({ id, code, state, hostKey })
          .onConflictDoNothing()
          .returning({ version: roomTable.version });
        if (row) {
          remember(id, { code, version: row.version, state });
          return { code, token };
        }
      }
      return roomRefusal("busy");
    },

    /**
     * Seats `name` in the room. A phone that already holds a seat there (`pass`) keeps it, so
     * joining twice from one phone is harmless.
     */
    async join(input: {
      code: string;
      name: string;
      userId: string | null;
      address: string | null;
      pass: SeatPass | null;
    }): Promise<SeatPass | RoomRefusal> {
      const code = normaliseRoomCode(input.code);
      if (!code) return roomRefusal("badCode");
      const name = cleanName(input.name);
      if (typeof name !== "string")
        return roomRefusal(name.problem === "blank" ? "nameBlank" : "nameTooLong");
      if (!entryLimiter.take(addressKey(input.address))) return roomRefusal("tooManyAttempts");
      const kept = input.pass?.code === code ? input.pass.token : null;
      const token = kept ?? newToken();
      const outcome = await change(code, (stored) => {
        if (kept && seatOf(stored, kept)) return { next: stored.state };
        const seat = { id: newSeatId(), name, userId: input.userId, tokenHash: hashToken(token) };
        const next = joinRoom(stored.state, seat, rules);
        return isInvalid(next) ? roomRefusal(next.reason) : { next };
      });
      return "refused" in outcome ? outcome : { code, token };
    },

    /** The room and the seat a phone's pass opens, or null. */
    async seated(pass: SeatPass): Promise<{ view: RoomView } | null> {
      const stored = await load(pass.code);
      if (!stored) return null;
      const seat = seatOf(stored, pass.token);
      if (!seat) return null;
      const view = roomView(stored.state, stored.version, seat.id, rules);
      return view ? { view } : null;
    },

    /** Whether an open room has this code (the join form asks before the name is typed). */
    async isOpen(code: string): Promise<boolean> {
      return (await load(code)) !== null;
    },

    /** A phone's message: checked, applied and written, or refused with nothing changed. */
    async move(pass: SeatPass, body: unknown): Promise<{ version: number } | RoomRefusal> {
      const parsed = roomMoveSchema.safeParse(body);
      if (!parsed.success) return roomRefusal("badMove");
      const move = parsed.data;
      let limited = false;
      const started = performance.now();
      const outcome = await change(pass.code, (stored) => {
        const seat = seatOf(stored, pass.token);
        if (!seat) return roomRefusal("notSeated");
        if (!limited && !moveLimiter.take(seat.id)) return roomRefusal("tooFast");
        limited = true;
        const next = applyRoomMove(stored.state, seat.id, move, rules);
        return isInvalid(next) ? roomRefusal(next.reason) : { next };
      });
      timing?.moveApplied?.(performance.now() - started);
      return "refused" in outcome ? outcome : { version: outcome.version };
    },

    /**
     * Sends a phone its view now and after every change, until the returned function is
     * called. A phone whose seat is gone (removed, or the room ended) is told once.
     */
    async watch(
      pass: SeatPass,
      send: (event: RoomEvent) => void,
    ): Promise<(() => void) | RoomRefusal> {
      const stored = await load(pass.code);
      if (!stored) return roomRefusal("notFound");
      const seat = seatOf(stored, pass.token);
      if (!seat) return roomRefusal("notSeated");
      let shown = 0;
      let gone = false;
      const deliver = (state: RoomState, version: number) => {
        if (gone || version <= shown) return;
        shown = version;
        const view = roomView(state, version, seat.id, rules);
        if (!view || state.ended) {
          gone = true;
          send({ type: "gone", reason: view ? "ended" : "removed" });
          return;
        }
        send({ type: "view", view });
      };
      const unsubscribe = hub.subscribe(pass.code, (update) => {
        remember(stored.id, update);
        deliver(update.state, update.version);
      });
      // A change written between the read above and the subscription is read again here.
      await hub.subscribed(pass.code);
      const latest = (await load(pass.code, true)) ?? stored;
      watchers.set(pass.code, (watchers.get(pass.code) ?? 0) + 1);
      deliver(latest.state, latest.version);
      return () => {
        unsubscribe();
        const left = (watchers.get(pass.code) ?? 1) - 1;
        if (left > 0) watchers.set(pass.code, left);
        else watchers.delete(pass.code);
      };
    },
  };

  async function clearOldRooms() {
    // Ended rooms are kept a day, so a late phone is told the room ended rather than "not found".
    await db.delete(roomTable).where(lt(roomTable.endedAt, new Date(now() - 24 * 60 * 60_000)));
  }
}

export type { RoomRefusal };
