import { randomUUID } from "node:crypto";
import { readStoredRoom, type RoomState } from "./room.ts";

/** A room as it was just written: every phone in it is sent its view of this. */
export interface RoomUpdate {
  code: string;
  version: number;
  state: RoomState;
}

type Listener = (update: RoomUpdate) => void;

/**
 * Carries each written room to the phones watching it (docs/decisions/027-rooms.md). In one
 * process that is a map of listeners; with Redis, every process also hears what the others
 * wrote, through one pub/sub channel per room that a process subscribes to only while one of
 * its phones watches that room.
 */
export interface RoomHub {
  kind: "local" | "redis";
  publish(update: RoomUpdate): void;
  subscribe(code: string, listener: Listener): () => void;
  /** Settles once updates of the room written by other processes reach this one. */
  subscribed(code: string): Promise<void>;
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
}

export function createLocalHub(): RoomHub {
  const listeners = new Listeners();
  return {
    kind: "local",
    publish: (update) => listeners.deliver(update),
    subscribe(code, listener) {
      listeners.add(code, listener);
      return () => listeners.remove(code, listener);
    },
    subscribed: async () => {},
    close: async () => {},
  };
}

const channelOf = (code: string) => `party-dojo:room:${code}`;

interface Envelope {
  from: string;
  update: RoomUpdate;
}

function parseEnvelope(message: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== "object" || value === null) return null;
    if (!("from" in value) || typeof value.from !== "string") return null;
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

export async function createRedisHub(
  url: string,
  log: { warn: (details: object, message: string) => void },
): Promise<RoomHub> {
  const { Redis } = await import("ioredis");
  const self = randomUUID();
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber]) {
    client.on("error", (error: unknown) => log.warn({ err: error }, "redis room channel error"));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = new Listeners();
  const subscriptions = new Map<string, Promise<void>>();
  subscriber.on("message", (_channel: string, message: string) => {
    const envelope = parseEnvelope(message);
    if (envelope && envelope.from !== self) listeners.deliver(envelope.update);
  });
  return {
    kind: "redis",
    publish(update) {
      listeners.deliver(update);
      publisher
        .publish(channelOf(update.code), JSON.stringify({ from: self, update }))
        .catch((error: unknown) => log.warn({ err: error }, "room update not sent to redis"));
    },
    subscribe(code, listener) {
      if (listeners.add(code, listener).first) {
        subscriptions.set(
          code,
          subscriber.subscribe(channelOf(code)).then(
            () => {},
            (error: unknown) => log.warn({ err: error, code }, "room not subscribed"),
          ),
        );
      }
      return () => {
        if (listeners.remove(code, listener).last) {
          subscriptions.delete(code);
          subscriber.unsubscribe(channelOf(code)).catch(() => {});
        }
      };
    },
    subscribed: async (code) => {
      await subscriptions.get(code);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
