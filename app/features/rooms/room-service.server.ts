import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Database } from "#db/client.server.ts";
import { room as roomTable } from "#db/schema/rooms.ts";
import type { RoomHub, RoomUpdate } from "./room-hub.server.ts";
import { isRoomGame, sharedScreen, sharedScreenGame } from "./room-game-slugs.ts";
import {
  audienceIdOf,
  isAudienceToken,
  newAudienceKey,
  newAudienceToken,
} from "./audience-pass.server.ts";
import {
  applyCrowdMove,
  applyRoomMove,
  audienceWelcome,
  crowdMoveSchema,
  cleanName,
  createRoom,
  hostAfter,
  joinRoom,
  maxRoomsPerAddress,
  newRoomCode,
  normaliseRoomCode,
  readStoredRoom,
  roomIdleMs,
  roomMoveSchema,
  roomView,
  roomViewShared,
  seatByToken,
  seatIdLength,
  type HostPacks,
  type RoomMove,
  type RoomRules,
  type RoomState,
  type RoomView,
  type RoomViewShared,
  type Seat,
} from "./room.ts";
import { roomRefusal, type RoomRefusal } from "./room-refusals.ts";
import { createPresenceBoard, presenceTiming, type PresenceTiming } from "./room-presence.ts";
import type { SeatPass } from "./seat-cookie.ts";
import { memoryLimiters, type CreateLimiter } from "./rate-limiter.ts";

/** What a phone watching a room is sent. */
export type RoomEvent =
  // `data` is `view` as JSON, made once for every stream of the seat.
  | { type: "view"; view: RoomView; data: string }
  | { type: "gone"; reason: GoneReason }
  // Live updates from other server processes are down: the room is read every few seconds.
  | { type: "degraded"; degraded: boolean }
  // Who has the room open (room-presence.ts): `data` is `{ seats: { [seatId]: Presence } }` as
  // JSON, made once for every phone in the room.
  | { type: "presence"; data: string };
export type GoneReason = "ended" | "removed";

export interface RoomServiceOptions {
  db: Database;
  rules: RoomRules;
  hub: RoomHub;
  /**
   * The premium packs an account may play (docs/product-rules.md#premium-packs), which a room
   * deals while its host has them (docs/decisions/038-premium-in-rooms.md); without it, rooms
   * deal free packs only.
   */
  premiumPacks?: (db: Database, userId: string, now: Date) => Promise<ReadonlySet<string>>;
  now?: () => number;
  /** How often watched rooms are read from the database while the hub is down. */
  pollMs?: number;
  /** Where the limits are counted; this process's memory unless given (Redis). */
  createLimiter?: CreateLimiter;
  /** Told how long each move and each fan-out took, in ms (the server's metrics). */
  timing?: { moveApplied?(ms: number): void; fannedOut?(ms: number): void };
  /**
   * How long the first change waiting to be written waits for others: every room changed
   * meanwhile is written in one statement (docs/decisions/035-room-hot-path.md).
   */
  batchMs?: number;
  /** When a phone that closed the room counts as gone (room-presence.ts). */
  presence?: PresenceTiming;
}

interface StoredRoom {
  id: string;
  version: number;
  state: RoomState;
  /** `state` as JSON, once serialised: compared and written as it is, never made twice. */
  json?: string;
}

// A phone's moves: plenty for a game (taps, votes, a mis-tap or two), too few to flood a room.
const movesPerSeat = { max: 40, windowMs: 10_000 };
// A bar or a house party puts every phone behind one public address, so what one address may
// do is sized for a venue of about 100 phones; what stops guessing is the failed-lookup limit.
// New rooms per address: a venue's tables, not a factory of rooms.
const roomsOpenedPerAddress = { max: 20, windowMs: 10 * 60_000 };
// Joins per address stop only a flood: a venue's phones joining, rejoining and retyping names.
const joinsPerAddress = { max: 300, windowMs: 10 * 60_000 };
// Joins into one room from one address: a table's worth, with rejoins and retyped names.
const joinsPerRoomFromAddress = { max: 40, windowMs: 10 * 60_000 };
// Audience phones joining from one address: a venue's crowd behind its one public address. An
// audience pass only watches and adds one pick a question, so this stops a flood, nothing else.
const audienceJoinsPerAddress = { max: 700, windowMs: 10 * 60_000 };
// Lookups that found no open room or no seat, per address: plenty for typos and stale cookies,
// and at this rate walking every code would take more than a week.
const failedLookupsPerAddress = { max: 20, windowMs: 60_000 };
// Writers racing on one room read it again and retry; more than this and the room is too busy.
const writeAttempts = 5;
// While rooms are read from the database instead of heard from Redis: soon enough for a turn.
const defaultPollMs = 1_500;
// The least time between two writes of the rooms: a lone tap is written at once, and a busy
// server writes what came meanwhile, every room's, in one statement. A phone waits at most
// this much longer for its answer (docs/decisions/035-room-hot-path.md).
const defaultBatchMs = 20;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
const newToken = () => randomBytes(18).toString("base64url");
const newSeatId = () => randomBytes(seatIdLength / 2).toString("hex");
const addressKey = (address: string | null) =>
  createHash("sha256")
    .update(`party-dojo-room:${address ?? "unknown"}`)
    .digest("base64url");

export type RoomService = ReturnType<typeof createRoomService>;

/** A seat's view, as JSON (`data`), and `body`: the JSON after the version, to tell a change by. */
interface SeatView {
  view: RoomView;
  data: string;
  body: string;
}

/**
 * `view` as JSON, its part every phone shares (`commonJson`, the JSON of `shared.common`)
 * serialised once for them all: only a seat's own part is made per seat.
 */
function serialisedView(view: RoomView, commonJson: string): SeatView {
  const { me, myself, play, passSeats, audience } = view;
  const own = JSON.stringify({ me, myself, play, passSeats, audience });
  const body = `${commonJson.slice(1, -1)},${own.slice(1)}`;
  const data = `{"code":${JSON.stringify(view.code)},"version":${view.version},${body}`;
  return { view, data, body };
}

/** Who a pass opens a room to: a seat, or an audience phone (`seat` null). */
type Viewer =
  | { stored: StoredRoom; seat: Seat; audienceId: null }
  | { stored: StoredRoom; seat: null; audienceId: string };

/** The id and new version of each row an `update … returning id, version` wrote. */
function versionsOf(result: unknown): Map<string, number> {
  // PGlite and node-postgres both answer a raw statement with `{ rows }`.
  const rows: unknown = typeof result === "object" && result ? Reflect.get(result, "rows") : null;
  const versions = new Map<string, number>();
  for (const row of Array.isArray(rows) ? rows : []) {
    const id: unknown = Reflect.get(Object(row), "id");
    const version: unknown = Reflect.get(Object(row), "version");
    if (typeof id === "string" && typeof version === "number") versions.set(id, version);
  }
  return versions;
}

// A move from a pass that opens no seat, told apart from a game's own "notSeated" (a removed
// seat named in a move) by identity.
const noSeat: RoomRefusal = roomRefusal("notSeated");

/**
 * Rooms kept in the database and applied one move at a time (docs/decisions/027-rooms.md):
 * each write names the version it read, so the room survives a restart and two server
 * processes never overwrite each other's moves.
 */
export function createRoomService({
  db,
  rules,
  hub,
  premiumPacks,
  now = Date.now,
  pollMs = defaultPollMs,
  createLimiter = memoryLimiters(now),
  timing,
  batchMs = defaultBatchMs,
  presence: presenceTimes = presenceTiming,
}: RoomServiceOptions) {
  // The newest room this process has seen, so a move usually costs one write and no read.
  // It is up to date while every write reaches this process: always with one process, and
  // with Redis while one of this process's phones watches the room (so it is subscribed) and
  // the channel is up.
  const known = new Map<string, StoredRoom>();
  const watchers = new Map<string, number>();
  const upToDate = (code: string) =>
    hub.kind === "local" || (hub.live() && (watchers.get(code) ?? 0) > 0);
  const moveLimiter = createLimiter("moves", movesPerSeat);
  const openLimiter = createLimiter("rooms-opened", roomsOpenedPerAddress);
  const joinLimiter = createLimiter("joins", joinsPerAddress);
  const roomJoinLimiter = createLimiter("room-joins", joinsPerRoomFromAddress);
  const audienceJoinLimiter = createLimiter("audience-joins", audienceJoinsPerAddress);
  const failedLookups = createLimiter("failed-lookups", failedLookupsPerAddress);

  function remember(id: string, update: RoomUpdate, json?: string) {
    const current = known.get(update.code);
    if (update.state.ended) known.delete(update.code);
    else if (!current || current.version < update.version) {
      known.set(update.code, { id, version: update.version, state: update.state, json });
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
      state: readStoredRoom(JSON.parse(row.state)),
      json: row.state,
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

  /** The newest ended room with this code (ended rooms are kept a day), or null. */
  async function endedRoom(code: string): Promise<RoomState | null> {
    const [row] = await db
      .select({ state: roomTable.state })
      .from(roomTable)
      .where(and(eq(roomTable.code, code), isNotNull(roomTable.endedAt)))
      .orderBy(desc(roomTable.endedAt))
      .limit(1);
    return row ? readStoredRoom(JSON.parse(row.state)) : null;
  }

  /**
   * The open room and the seat a phone's pass opens, or its audience id when the pass is an
   * audience phone's. A pass that opens neither is refused as `notSeated` whether its code is
   * free or in use, so a forged cookie can't tell which codes are live; only a phone whose
   * secret opened a seat of the room is told it ended. Failed lookups are limited per
   * address, and once over, refused before the database is read.
   */
  async function viewerFor(pass: SeatPass, address: string | null): Promise<Viewer | RoomRefusal> {
    const here = viewerHere(pass);
    if (here) return here;
    const key = addressKey(address);
    if (!(await failedLookups.allows(key))) return roomRefusal("tooManyAttempts");
    const stored = await load(pass.code);
    const viewer = stored ? viewerIn(stored, pass) : null;
    if (viewer) return viewer;
    // A phone the host removed before its stream opened is told so, as one watching is; only
    // the seat's own secret hashes to a removed token, so this tells a forged pass nothing.
    if (stored?.state.removedTokens.includes(hashToken(pass.token))) {
      return roomRefusal("removed");
    }
    return unseated(pass, key);
  }

  function viewerIn(stored: StoredRoom, pass: SeatPass, tokenHash?: string): Viewer | null {
    if (isAudienceToken(pass.token)) {
      const key = stored.state.audienceKey;
      const audienceId = key ? audienceIdOf(key, pass.code, pass.token) : null;
      return audienceId ? { stored, seat: null, audienceId } : null;
    }
    const seat = seatByToken(stored.state, tokenHash ?? hashToken(pass.token));
    return seat ? { stored, seat, audienceId: null } : null;
  }

  /** A phone whose room this process holds costs no read, so it is never held back. */
  function viewerHere(pass: SeatPass, tokenHash?: string): Viewer | null {
    const cached = upToDate(pass.code) ? known.get(pass.code) : undefined;
    return cached ? viewerIn(cached, pass, tokenHash) : null;
  }

  /** A pass that opened no seat of an open room: counted, and refused alike unless it ended. */
  async function unseated(pass: SeatPass, key: string): Promise<RoomRefusal> {
    await failedLookups.take(key);
    const ended = await endedRoom(pass.code);
    if (ended && seatByToken(ended, hashToken(pass.token))) return roomRefusal("ended");
    return roomRefusal("notSeated");
  }

  // Changes wait here for the next batch, room by room in the order they came. A batch takes
  // whatever waits, applies each room's changes one after another, and writes every changed
  // room in one statement, each over the version it was read at; then each room is sent to its
  // phones once. Each change is answered once that statement is stored, so an acknowledged
  // move survives a crash, and phones tapping at once cost one write, not a race for the same
  // version (docs/decisions/035-room-hot-path.md).
  type Change = (room: StoredRoom) => { next: RoomState } | RoomRefusal;
  type Written = { version: number; state: RoomState } | RoomRefusal;
  interface Waiting {
    apply: Change;
    settle: (written: Written) => void;
    fail: (error: unknown) => void;
  }
  /** A room's changes applied, ready to be written over the version read. */
  interface Planned {
    code: string;
    stored: StoredRoom;
    next: RoomState;
    json: string;
    changes: Waiting[];
    refusals: (RoomRefusal | null)[];
  }
  let waiting = new Map<string, Waiting[]>();
  let lastBatchAt = Number.NEGATIVE_INFINITY;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let writing = false;

  // One batch at a time, each `batchMs` after the one before it at the earliest: a lone move is
  // written at once, and a busy server writes once every `batchMs` whatever came meanwhile.
  function scheduleBatch() {
    if (writing || batchTimer !== undefined || waiting.size === 0) return;
    const delay = Math.max(0, lastBatchAt + batchMs - performance.now());
    batchTimer = setTimeout(() => {
      batchTimer = undefined;
      writing = true;
      lastBatchAt = performance.now();
      const batch = waiting;
      waiting = new Map();
      void writeBatch(batch).finally(() => {
        writing = false;
        scheduleBatch();
      });
    }, delay);
  }

  /**
   * Applies `apply` to the room as it now is and writes the result with the batch, reading
   * the room again when another process wrote first. A refusal is returned unwritten.
   */
  function change(code: string, apply: Change): Promise<Written> {
    return new Promise((settle, fail) => {
      const queue = waiting.get(code);
      if (queue) queue.push({ apply, settle, fail });
      else waiting.set(code, [{ apply, settle, fail }]);
      scheduleBatch();
    });
  }

  const jsonOf = (stored: StoredRoom) => (stored.json ??= JSON.stringify(stored.state));

  /** A room's changes applied to it; null once they are answered without a write. */
  async function plan(code: string, changes: Waiting[], fresh: boolean): Promise<Planned | null> {
    const stored = await load(code, fresh);
    if (!stored) {
      for (const each of changes) each.settle(roomRefusal("notFound"));
      return null;
    }
    let state = stored.state;
    const refusals = changes.map((each) => {
      const outcome = each.apply({ ...stored, state });
      if ("refused" in outcome) return outcome;
      state = outcome.next;
      return null;
    });
    // Moves that changed nothing (a stale Next, a switch set as it was) are not written, so
    // no phone is sent the room again.
    const json = state === stored.state ? jsonOf(stored) : JSON.stringify(state);
    if (json === jsonOf(stored)) {
      const unchanged = { version: stored.version, state: stored.state };
      changes.forEach((each, index) => each.settle(refusals[index] ?? unchanged));
      return null;
    }
    return { code, stored, next: state, json, changes, refusals };
  }

  /**
   * Every planned room in one statement, each over the version it was read at: the rooms
   * whose version still matched, with their new versions.
   */
  async function writeRooms(rooms: Planned[]): Promise<Map<string, number>> {
    const values = sql.join(
      rooms.map(
        ({ stored, next, json }) =>
          sql`(${stored.id}::text, ${stored.version}::integer, ${json}::text, ${next.ended !== null}::boolean)`,
      ),
      sql`, `,
    );
    const result = await db.execute(sql`
      update ${roomTable} as r
      set state = v.state, version = r.version + 1, active_at = now(),
        ended_at = case when v.ended then now() else null end
      from (values ${values}) as v(id, version, state, ended)
      where r.id = v.id and r.version = v.version
      returning r.id, r.version`);
    return versionsOf(result);
  }

  async function writeBatch(batch: Map<string, Waiting[]>) {
    let rooms = [...batch];
    for (let attempt = 0; attempt < writeAttempts && rooms.length > 0; attempt++) {
      const plans = await Promise.all(
        rooms.map(([code, changes]) =>
          plan(code, changes, attempt > 0).catch((error: unknown) => {
            for (const each of changes) each.fail(error);
            return null;
          }),
        ),
      );
      const planned = plans.filter((each) => each !== null);
      rooms = [];
      if (planned.length === 0) return;
      let won: Map<string, number>;
      try {
        won = await writeRooms(planned);
      } catch (error) {
        for (const each of planned) for (const change of each.changes) change.fail(error);
        return;
      }
      for (const each of planned) {
        const version = won.get(each.stored.id);
        if (version === undefined) {
          // Another process wrote first: read again and apply the changes to what it wrote.
          known.delete(each.code);
          rooms.push([each.code, each.changes]);
          continue;
        }
        const update = { code: each.code, version, state: each.next };
        remember(each.stored.id, update, each.json);
        const publishing = performance.now();
        hub.publish(update);
        timing?.fannedOut?.(performance.now() - publishing);
        const written = { version, state: each.next };
        each.changes.forEach((change, index) => change.settle(each.refusals[index] ?? written));
      }
    }
    for (const [, changes] of rooms) for (const each of changes) each.settle(roomRefusal("busy"));
  }

  // Each seat's view of the newest state of a room, made and serialised once however many of
  // its phones watch (a reloaded phone's old stream, a second tab), and what all seats' views
  // share, made and serialised once for them all.
  interface MadeViews {
    state: RoomState;
    shared: RoomViewShared;
    commonJson: string;
    bySeat: Map<string, SeatView | null>;
  }
  const seatViews = new Map<string, MadeViews>();
  // The audience's view is one for every audience phone: made under the key "".
  function seatViewOf(state: RoomState, version: number, seatId: string | null): SeatView | null {
    let made = seatViews.get(state.code);
    if (made?.state !== state) {
      const shared = roomViewShared(state, rules);
      made = { state, shared, commonJson: JSON.stringify(shared.common), bySeat: new Map() };
      seatViews.set(state.code, made);
    }
    const cached = made.bySeat.get(seatId ?? "");
    if (cached !== undefined && (cached === null || cached.view.version === version)) return cached;
    const view = roomView(state, version, seatId, rules, made.shared);
    const seen = view ? serialisedView(view, made.commonJson) : null;
    made.bySeat.set(seatId ?? "", seen);
    return seen;
  }

  /** The premium packs of a seat's account, from the database: none when signed out. */
  async function packsOf(userId: string | null): Promise<string[]> {
    if (!userId || !premiumPacks) return [];
    return [...(await premiumPacks(db, userId, new Date(now())))];
  }

  /**
   * What the rules are handed beside a move that starts a game or makes someone else host: the
   * premium packs of whoever hosts after it. Looked up before the move waits for its batch,
   * where rules are applied without waiting; should the room change meanwhile so that another
   * seat hosts, that seat brings none until it starts a game.
   */
  async function lookUpHostPacks(
    code: string,
    tokenHash: string,
    move: RoomMove,
  ): Promise<HostPacks | undefined> {
    if (move.type !== "start" && move.type !== "handOver" && move.type !== "leave") return;
    const stored = await load(code);
    const seat = stored ? seatByToken(stored.state, tokenHash) : null;
    const host = stored && seat ? hostAfter(stored.state, seat.id, move) : null;
    return host ? { seatId: host.id, packs: await packsOf(host.userId) } : undefined;
  }

  /** The room as a phone's seat (or the audience) sees it, or why its pass opens none. */
  async function seatView(
    pass: SeatPass,
    address: string | null,
  ): Promise<{ view: RoomView } | RoomRefusal> {
    const found = await viewerFor(pass, address);
    if ("refused" in found) return found;
    const view = roomView(found.stored.state, found.stored.version, found.seat?.id ?? null, rules);
    return view ? { view } : roomRefusal("notSeated");
  }

  // While the hub is down, what another process writes reaches this one only through the
  // database: every room watched here is read every `pollMs`, and once more when the hub is
  // back, since what was published in between is lost (docs/decisions/030-replicas.md).
  const watchedIds = new Map<string, string>();
  // The newest version handed to this process's phones, per watched room: a poll looks for a
  // newer one (`known` may be newer, read for a move, and not yet shown to anyone).
  const heard = new Map<string, number>();
  const toldDegraded = new Set<(degraded: boolean) => void>();
  let polling: ReturnType<typeof setInterval> | undefined;
  let refreshing: Promise<void> | null = null;

  async function refresh(code: string, id: string) {
    const [row] = await db
      .select({ version: roomTable.version, state: roomTable.state })
      .from(roomTable)
      .where(and(eq(roomTable.id, id), gt(roomTable.version, heard.get(code) ?? 0)))
      .limit(1);
    if (!row) return;
    const update = { code, version: row.version, state: readStoredRoom(JSON.parse(row.state)) };
    remember(id, update, row.state);
    hub.deliver(update);
  }

  function refreshWatched(): Promise<void> {
    const run = () =>
      Promise.all([...watchedIds].map(([code, id]) => refresh(code, id))).then(
        () => {},
        // The next poll tries again; meanwhile /api/ready reports the database.
        () => {},
      );
    const next: Promise<void> = (refreshing ?? Promise.resolve()).then(run).finally(() => {
      if (refreshing === next) refreshing = null;
    });
    refreshing = next;
    return next;
  }

  function onHubLive(live: boolean) {
    for (const tell of toldDegraded) tell(!live);
    if (live) {
      clearInterval(polling);
      polling = undefined;
      void refreshWatched();
    } else if (!polling) {
      polling = setInterval(() => {
        if (!refreshing) void refreshWatched();
      }, pollMs);
      polling.unref();
    }
  }
  const stopHearingHub = hub.onLive(onHubLive);
  if (!hub.live()) onHubLive(false);

  // Presence (room-presence.ts): the seats each room's streams here are open for, what every
  // process reported, and what this process's phones were last sent of it.
  const presence = createPresenceBoard(presenceTimes);
  const streamsHere = new Map<string, Map<string, number>>();
  const audienceHere = new Map<string, number>();
  const presenceSinks = new Map<string, Set<(data: string) => void>>();
  const presenceShown = new Map<string, string>();

  function reportPresence(code: string) {
    const seats = streamsHere.get(code);
    hub.publishPresence({
      code,
      from: hub.id,
      here: [...(seats?.keys() ?? [])],
      audience: audienceHere.get(code) ?? 0,
      at: now(),
    });
  }

  // A room's phones are told at most this often: an audience of hundreds arriving would
  // otherwise send every phone a count for each of them.
  const presenceEveryMs = 1_000;
  const presenceHeld = new Map<string, ReturnType<typeof setTimeout>>();
  const presenceSentAt = new Map<string, number>();

  /** Sends the room's phones here who is here, away and gone, and the audience, when it changed. */
  function showPresence(code: string) {
    if (presenceHeld.has(code)) return;
    const wait = (presenceSentAt.get(code) ?? -Infinity) + presenceEveryMs - performance.now();
    if (wait > 0) {
      const timer = setTimeout(() => {
        presenceHeld.delete(code);
        showPresence(code);
      }, wait);
      timer.unref();
      presenceHeld.set(code, timer);
      return;
    }
    const sinks = presenceSinks.get(code);
    const room = known.get(code);
    if (!sinks || !room) return;
    const data = JSON.stringify({
      seats: presence.of(code, room.state.seats, now()),
      audience: presence.audienceOf(code, now()),
    });
    if (presenceShown.get(code) === data) return;
    presenceShown.set(code, data);
    presenceSentAt.set(code, performance.now());
    for (const sink of sinks) sink(data);
  }

  const stopHearingPresence = hub.onPresence((report) => {
    if (!presenceSinks.has(report.code)) return;
    // A process new to the room hasn't heard this one's seats: it is told them at once.
    if (presence.record(report) && report.from !== hub.id) reportPresence(report.code);
    showPresence(report.code);
  });
  // Each process renews its reports, so another can tell one that died with its phones; and
  // a seat away long enough turns gone without anything else happening.
  const renewPresence = setInterval(
    () => {
      for (const code of streamsHere.keys()) reportPresence(code);
      for (const code of presenceSinks.keys()) showPresence(code);
    },
    Math.min(presenceTimes.staleMs / 3, presenceTimes.awayMs / 4),
  );
  renewPresence.unref();

  // An audience phone (`seatId` null) is told the players' presence but has none of its own.
  // The seats each room's presence was last worked out for: a move that leaves them as they were
  // (most moves) costs presence nothing, however many phones watch the room.
  const presenceSeats = new Map<string, RoomState["seats"]>();
  function seatsMaybeChanged(state: RoomState) {
    if (presenceSeats.get(state.code) === state.seats) return;
    presenceSeats.set(state.code, state.seats);
    showPresence(state.code);
  }

  function streamOpened(code: string, seatId: string | null, sink: (data: string) => void) {
    const seats = streamsHere.get(code) ?? new Map<string, number>();
    if (seatId !== null) seats.set(seatId, (seats.get(seatId) ?? 0) + 1);
    else audienceHere.set(code, (audienceHere.get(code) ?? 0) + 1);
    streamsHere.set(code, seats);
    const sinks = presenceSinks.get(code) ?? new Set();
    presenceSinks.set(code, sinks.add(sink));
    reportPresence(code);
    // A phone arriving to no change is sent the room's presence as it stands.
    const shown = presenceShown.get(code);
    if (shown !== undefined) sink(shown);
  }

  function streamClosed(code: string, seatId: string | null, sink: (data: string) => void) {
    const seats = streamsHere.get(code);
    const left = seatId === null ? 1 : (seats?.get(seatId) ?? 1) - 1;
    if (seatId !== null && left > 0) seats?.set(seatId, left);
    else if (seatId !== null) seats?.delete(seatId);
    if (seatId === null) {
      const audience = (audienceHere.get(code) ?? 1) - 1;
      if (audience > 0) audienceHere.set(code, audience);
      else audienceHere.delete(code);
    }
    reportPresence(code);
    if (seats?.size === 0) streamsHere.delete(code);
    const sinks = presenceSinks.get(code);
    sinks?.delete(sink);
    if (sinks?.size === 0) {
      presenceSinks.delete(code);
      presenceShown.delete(code);
      presenceSeats.delete(code);
      presenceSentAt.delete(code);
      clearTimeout(presenceHeld.get(code));
      presenceHeld.delete(code);
      presence.forget(code);
    }
  }

  return {
    hubKind: hub.kind,

    /** What the rooms run without now: "redis" while updates between processes are down. */
    degraded(): string[] {
      return hub.live() ? [] : [hub.kind];
    },

    close() {
      stopHearingHub();
      stopHearingPresence();
      clearInterval(renewPresence);
      clearInterval(polling);
      polling = undefined;
    },

    /** A new room hosted by the person asking, seated first. */
    async create(input: {
      game: string;
      /** Play `game` on the host's screen, even one every phone could play. */
      onHostScreen?: boolean;
      hostName: string;
      userId: string | null;
      address: string | null;
      language: Language;
    }): Promise<SeatPass | RoomRefusal> {
      // A game phones can't each play on their own is played on the host's screen.
      const onPhones = !input.onHostScreen && isRoomGame(input.game);
      const shared = onPhones ? null : sharedScreenGame(input.game);
      const game = onPhones ? input.game : shared ? sharedScreen : null;
      if (!game) return roomRefusal("unknownGame");
      const name = cleanName(input.hostName);
      if (typeof name !== "string")
        return roomRefusal(name.problem === "blank" ? "nameBlank" : "nameTooLong");
      const hostKey = addressKey(input.address);
      if (!(await openLimiter.take(hostKey))) return roomRefusal("tooManyAttempts");
      await endIdleRooms();
      const [open] = await db
        .select({ rooms: count() })
        .from(roomTable)
        .where(and(eq(roomTable.hostKey, hostKey), isNull(roomTable.endedAt)));
      if ((open?.rooms ?? 0) >= maxRoomsPerAddress) return roomRefusal("tooManyRooms");
      await clearOldRooms();

      const token = newToken();
      const hostPacks = await packsOf(input.userId);
      for (let attempt = 0; attempt < 20; attempt++) {
        const code = newRoomCode((below) => randomInt(below));
        const state = createRoom({
          code,
          language: input.language,
          game,
          sharedGame: shared?.slug ?? null,
          host: { id: newSeatId(), name, userId: input.userId, tokenHash: hashToken(token) },
          hostPacks,
          seed: randomInt(2 ** 31),
          audienceKey: newAudienceKey(),
        });
        const id = randomBytes(12).toString("base64url");
        const [row] = await db
          .insert(roomTable)
          .values({ id, code, state: JSON.stringify(state), hostKey })
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
     * Seats `name` in the room, or lets the phone watch as the audience: when it asks to, or
     * when the seats are full, while the host lets an audience in. A phone that already
     * holds a seat or an audience pass there (`pass`) keeps it, so joining twice from one phone
     * is harmless.
     */
    async join(input: {
      code: string;
      name: string;
      userId: string | null;
      address: string | null;
      pass: SeatPass | null;
      /** Watch as the audience rather than take a seat: no name needed. */
      audience?: boolean;
    }): Promise<SeatPass | RoomRefusal> {
      const code = normaliseRoomCode(input.code);
      if (!code) return roomRefusal("badCode");
      const name = cleanName(input.name);
      if (typeof name !== "string" && !input.audience)
        return roomRefusal(name.problem === "blank" ? "nameBlank" : "nameTooLong");
      const key = addressKey(input.address);
      if (!(await failedLookups.allows(key))) return roomRefusal("tooManyAttempts");
      const allowed = input.audience
        ? await audienceJoinLimiter.take(key)
        : (await joinLimiter.take(key)) && (await roomJoinLimiter.take(`${key}:${code}`));
      if (!allowed) return roomRefusal("tooManyAttempts");
      const kept = input.pass?.code === code ? input.pass : null;
      let token = kept && !isAudienceToken(kept.token) ? kept.token : newToken();
      const outcome = await change(code, (stored) => {
        if (kept && viewerIn(stored, kept)) {
          token = kept.token;
          return { next: stored.state };
        }
        const state = stored.state;
        if (!input.audience && typeof name === "string") {
          const seat = { id: newSeatId(), name, userId: input.userId, tokenHash: hashToken(token) };
          const next = joinRoom(state, seat, rules);
          if (!isInvalid(next)) return { next };
          // A full room seats the next phone in the audience; a locked one turns it away.
          if (next.code !== "full" || !audienceWelcome(state)) {
            return roomRefusal(next.code, next.params);
          }
        }
        if (!audienceWelcome(state)) return roomRefusal(state.ended ? "ended" : "audienceClosed");
        // Audience phones are not written into the room; a room stored before there was an
        // audience is given its key once.
        const audienceKey = state.audienceKey ?? newAudienceKey();
        token = newAudienceToken(audienceKey, code);
        return { next: state.audienceKey ? state : { ...state, audienceKey } };
      });
      if ("refused" in outcome && outcome.refused === "notFound") {
        await failedLookups.take(key);
        // A room that ended is said so: its code was shared, and the guests deserve to know.
        if (await endedRoom(code)) return roomRefusal("ended");
      }
      return "refused" in outcome ? outcome : { code, token };
    },

    seat: seatView,

    /** The room and the seat a phone's pass opens, or null. */
    async seated(
      pass: SeatPass,
      address: string | null = null,
    ): Promise<{ view: RoomView } | null> {
      const found = await seatView(pass, address);
      return "refused" in found ? null : found;
    },

    /** A phone's message: checked, applied and written, or refused with nothing changed. */
    async move(
      pass: SeatPass,
      body: unknown,
      address: string | null = null,
    ): Promise<{ version: number } | RoomRefusal> {
      // Hashed once for the whole move: the seat's key in the limits and in the room.
      const tokenHash = hashToken(pass.token);
      if (!viewerHere(pass, tokenHash) && !(await failedLookups.allows(addressKey(address)))) {
        return roomRefusal("tooManyAttempts");
      }
      const audience = isAudienceToken(pass.token);
      const parsed = audience ? crowdMoveSchema.safeParse(body) : roomMoveSchema.safeParse(body);
      if (!parsed.success) return roomRefusal("badMove");
      const move = parsed.data;
      // Counted before the room is read, as counting may wait on Redis: one seat, one token.
      if (!(await moveLimiter.take(tokenHash))) return roomRefusal("tooFast");
      const started = performance.now();
      const hostPacks =
        move.type === "crowd" ? undefined : await lookUpHostPacks(pass.code, tokenHash, move);
      const outcome = await change(pass.code, (stored) => {
        const viewer = viewerIn(stored, pass, tokenHash);
        if (!viewer) return noSeat;
        const next =
          viewer.seat === null
            ? move.type === "crowd"
              ? applyCrowdMove(stored.state, viewer.audienceId, move)
              : roomRefusal("badMove")
            : move.type === "crowd"
              ? roomRefusal("badMove")
              : applyRoomMove(stored.state, viewer.seat.id, move, rules, hostPacks);
        if ("refused" in next) return next;
        return isInvalid(next) ? roomRefusal(next.code, next.params) : { next };
      });
      timing?.moveApplied?.(performance.now() - started);
      // The seat was looked up with the move rather than before it, so a move costs one read
      // at most; a pass that opened none is answered as on every other route.
      if (outcome === noSeat || ("refused" in outcome && outcome.refused === "notFound")) {
        return unseated(pass, addressKey(address));
      }
      return "refused" in outcome ? outcome : { version: outcome.version };
    },

    /**
     * Sends a phone its view now and after every change, until the returned function is
     * called. A phone whose seat is gone (removed, or the room ended) is told once.
     */
    async watch(
      pass: SeatPass,
      send: (event: RoomEvent) => void,
      address: string | null = null,
    ): Promise<(() => void) | RoomRefusal> {
      const found = await viewerFor(pass, address);
      if ("refused" in found) return found;
      const { stored, seat } = found;
      const seatId = seat?.id ?? null;
      let shown = 0;
      let sent = "";
      let gone = false;
      const deliver = (state: RoomState, version: number) => {
        if (gone || version <= shown) return;
        shown = version;
        const seen = seatViewOf(state, version, seatId);
        if (!seen || state.ended) {
          gone = true;
          send({ type: "gone", reason: seen ? "ended" : "removed" });
          return;
        }
        // A change this seat can't see (another player's secret) sends this phone nothing.
        if (seen.body === sent) return;
        sent = seen.body;
        send({ type: "view", view: seen.view, data: seen.data });
      };
      const unsubscribe = hub.subscribe(pass.code, (update) => {
        remember(stored.id, update);
        heard.set(pass.code, Math.max(heard.get(pass.code) ?? 0, update.version));
        deliver(update.state, update.version);
        seatsMaybeChanged(update.state);
      });
      // A change written between the read above and the subscription is read again here.
      await hub.subscribed(pass.code);
      const latest = (await load(pass.code, true)) ?? stored;
      watchers.set(pass.code, (watchers.get(pass.code) ?? 0) + 1);
      watchedIds.set(pass.code, latest.id);
      // To every phone watching here, so none is older than what the polls compare with.
      hub.deliver({ code: pass.code, version: latest.version, state: latest.state });
      const tellDegraded = (degraded: boolean) => {
        if (!gone) send({ type: "degraded", degraded });
      };
      toldDegraded.add(tellDegraded);
      if (!hub.live()) tellDegraded(true);
      const tellPresence = (data: string) => {
        if (!gone) send({ type: "presence", data });
      };
      streamOpened(pass.code, seatId, tellPresence);
      return () => {
        unsubscribe();
        streamClosed(pass.code, seatId, tellPresence);
        toldDegraded.delete(tellDegraded);
        const left = (watchers.get(pass.code) ?? 1) - 1;
        if (left > 0) watchers.set(pass.code, left);
        else {
          watchers.delete(pass.code);
          seatViews.delete(pass.code);
          watchedIds.delete(pass.code);
          heard.delete(pass.code);
        }
      };
    },
  };

  async function clearOldRooms() {
    // Ended rooms are kept a day, so a late phone is told the room ended rather than "not found".
    await db.delete(roomTable).where(lt(roomTable.endedAt, new Date(now() - 24 * 60 * 60_000)));
  }
}

export type { RoomRefusal };
