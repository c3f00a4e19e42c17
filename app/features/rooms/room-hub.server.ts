import { randomUUID } from "node:crypto";
import type { PresenceReport } from "./room-presence.ts";
import { readStoredRoom, type RoomState } from "./room.ts";

/** A room as it was just written: every phone in it is sent its view of this. */
export interface RoomUpdate {
  code: string;
  version: number;
  state: RoomState;
}

type Listener = (update: RoomUpdate) => void;
type PresenceListener = (report: PresenceReport) => void;

/**
 * Carries each written room to the phones watching it (docs/decisions/027-rooms.md). In one
 * process that is a map of listeners; with Redis, every process also hears what the others
 * wrote, through one pub/sub channel per room that a process subscribes to only while one of
 * its phones watches that room.
 */
export interface RoomHub {
  kind: "local" | "redis";
  /** This process, as its presence reports name it. */
  id: string;
  publish(update: RoomUpdate): void;
  /**
   * Tells every process watching the room (this one included) which of its seats this
   * process holds a stream for; lost, like an update, while the channel is down.
   */
  publishPresence(report: PresenceReport): void;
  /** Hears every presence report of the rooms watched here. */
  onPresence(listener: PresenceListener): () => void;
  /** Hands a room read from the database to this process's listeners alone. */
  deliver(update: RoomUpdate): void;
  subscribe(code: string, listener: Listener): () => void;
  /**
   * Settles once updates of the room written by other processes reach this one, or at once
   * while the channel is down (the room is subscribed again when it is back).
   */
  subscribed(code: string): Promise<void>;
  /** Whether what other processes write reaches this one now. */
  live(): boolean;
  /**
   * Tells `listener` when the channel is lost (false) and when it is back (true), by then
   * subscribed again to every room watched here. What was published in between is lost.
   */
  onLive(listener: (live: boolean) => void): () => void;
  close(): Promise<void>;
}

class Listeners {
  readonly #byCode = new Map<string, Set<Listener>>();

  add(code: string, listener: Listener): { first: boolean } {
    let set = this.#byCode.get(code);
    const first = !set;
    if (!set) {
      set = new Set();
      this.#byCode.set(code, set);
    }
    set.add(listener);
    return { first };
  }

  remove(code: string, listener: Listener): { last: boolean } {
    const set = this.#byCode.get(code);
    if (!set) return { last: false };
    set.delete(listener);
    if (set.size > 0) return { last: false };
    this.#byCode.delete(code);
    return { last: true };
  }

  deliver(update: RoomUpdate) {
    for (const listener of this.#byCode.get(update.code) ?? []) listener(update);
  }

  codes(): string[] {
    return [...this.#byCode.keys()];
  }
}

/** The presence listeners of a hub: one set, told of every report. */
function presenceListeners() {
  const listeners = new Set<PresenceListener>();
  return {
    tell: (report: PresenceReport) => {
      for (const listener of listeners) listener(report);
    },
    on(listener: PresenceListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function createLocalHub(): RoomHub {
  const listeners = new Listeners();
  const presence = presenceListeners();
  return {
    kind: "local",
    id: "local",
    publish: (update) => listeners.deliver(update),
    publishPresence: presence.tell,
    onPresence: presence.on,
    deliver: (update) => listeners.deliver(update),
    subscribe(code, listener) {
      listeners.add(code, listener);
      return () => listeners.remove(code, listener);
    },
    subscribed: async () => {},
    live: () => true,
    onLive: () => () => {},
    close: async () => {},
  };
}

const channelOf = (code: string) => `party-dojo:room:${code}`;

type Envelope = { from: string; update: RoomUpdate } | { from: string; presence: PresenceReport };

function parsePresence(value: unknown): PresenceReport | null {
  if (typeof value !== "object" || value === null) return null;
  const [code, from, here, audience, at]: unknown[] = [
    "code",
    "from",
    "here",
    "audience",
    "at",
  ].map((key) => Reflect.get(value, key));
  if (typeof code !== "string" || typeof from !== "string" || typeof at !== "number") return null;
  if (!Array.isArray(here) || !here.every((seat) => typeof seat === "string")) return null;
  return { code, from, here, audience: typeof audience === "number" ? audience : 0, at };
}

function parseEnvelope(message: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== "object" || value === null) return null;
    if (!("from" in value) || typeof value.from !== "string") return null;
    if ("presence" in value) {
      const presence = parsePresence(value.presence);
      return presence ? { from: value.from, presence } : null;
    }
    if (!("update" in value) || typeof value.update !== "object" || value.update === null) {
      return null;
    }
    const update = value.update;
    if (!("code" in update) || typeof update.code !== "string") return null;
    if (!("version" in update) || typeof update.version !== "number") return null;
    if (!("state" in update) || typeof update.state !== "object" || update.state === null) {
      return null;
    }
    // Written by another Party Dojo process from a RoomState it had just stored.
    const { code, version } = update;
    return { from: value.from, update: { code, version, state: readStoredRoom(update.state) } };
  } catch {
    return null;
  }
}

/** The part of an ioredis client the hub uses; the unit tests hand it a fake. */
export interface RedisClient {
  readonly status: string;
  on(event: "message", listener: (channel: string, message: string) => void): unknown;
  on(event: "ready" | "close" | "end" | "error", listener: () => void): unknown;
  connect(): Promise<void>;
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string): Promise<unknown>;
  unsubscribe(channel: string): Promise<unknown>;
  quit(): Promise<unknown>;
}

export interface HubLog {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
}

async function ioredisClient(url: string): Promise<RedisClient> {
  const { Redis } = await import("ioredis");
  return new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
}

export async function createRedisHub(
  url: string,
  log: HubLog,
  newClient: (url: string) => Promise<RedisClient> = ioredisClient,
): Promise<RoomHub> {
  const self = randomUUID();
  const [publisher, subscriber] = await Promise.all([newClient(url), newClient(url)]);
  const listeners = new Listeners();
  const presence = presenceListeners();
  const subscriptions = new Map<string, Promise<void>>();
  const liveListeners = new Set<(live: boolean) => void>();

  // ioredis reports every failed reconnection attempt; the log says once that the channel is
  // lost and once that it is back, whatever happens in between.
  let live = false;
  // Nothing to report before the first connection, nor once closing.
  let watching = false;
  const connected = () => publisher.status === "ready" && subscriber.status === "ready";
  const subscribe = (code: string) =>
    subscriber.subscribe(channelOf(code)).then(
      () => {},
      (error: unknown) => {
        if (live) log.warn({ err: error, code }, "room not subscribed");
      },
    );
  let recovering: Promise<void> | null = null;
  function check() {
    if (!watching) return;
    if (live && !connected()) {
      live = false;
      log.warn({}, "redis room channel lost: rooms fall back to reading the database");
      for (const listener of liveListeners) listener(false);
    } else if (!live && connected() && !recovering) {
      // Subscribed again before anyone is told, so a room read after this misses nothing.
      const codes = listeners.codes();
      recovering = Promise.all(codes.map((code) => subscribe(code))).then(() => {
        recovering = null;
        if (live || !connected()) return check();
        live = true;
        log.info({ rooms: codes.length }, "redis room channel back");
        for (const listener of liveListeners) listener(true);
      });
    }
  }
  for (const client of [publisher, subscriber]) {
    for (const event of ["ready", "close", "end", "error"] as const) client.on(event, check);
  }
  // A Redis away at start is waited for like one lost later: ioredis keeps retrying, and the
  // rooms read the database meanwhile.
  await Promise.allSettled([publisher.connect(), subscriber.connect()]);
  live = connected();
  watching = true;
  if (!live) log.warn({}, "redis room channel not reachable: rooms read the database meanwhile");

  subscriber.on("message", (_channel: string, message: string) => {
    const envelope = parseEnvelope(message);
    if (!envelope || envelope.from === self) return;
    if ("presence" in envelope) presence.tell(envelope.presence);
    else listeners.deliver(envelope.update);
  });
  return {
    kind: "redis",
    id: self,
    publishPresence(report) {
      presence.tell(report);
      publisher
        .publish(channelOf(report.code), JSON.stringify({ from: self, presence: report }))
        .catch(() => {
          // Presence is renewed every few seconds; a lost report is made good by the next.
        });
    },
    onPresence: presence.on,
    publish(update) {
      listeners.deliver(update);
      publisher
        .publish(channelOf(update.code), JSON.stringify({ from: self, update }))
        .catch((error: unknown) => {
          if (live) log.warn({ err: error }, "room update not sent to redis");
        });
    },
    deliver: (update) => listeners.deliver(update),
    subscribe(code, listener) {
      if (listeners.add(code, listener).first) subscriptions.set(code, subscribe(code));
      return () => {
        if (listeners.remove(code, listener).last) {
          subscriptions.delete(code);
          subscriber.unsubscribe(channelOf(code)).catch(() => {});
        }
      };
    },
    subscribed: async (code) => {
      if (live) await subscriptions.get(code);
    },
    live: () => live,
    onLive(listener) {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },
    async close() {
      watching = false;
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
