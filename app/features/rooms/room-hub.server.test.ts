import { EventEmitter } from "node:events";
import { describe, expect, test, vi } from "vitest";
import { createRedisHub, type RedisClient, type RoomUpdate } from "./room-hub.server.ts";

/** An ioredis client as far as the hub uses it: a status, its events, and held commands. */
class FakeRedis extends EventEmitter implements RedisClient {
  status = "wait";
  subscribed: string[] = [];
  /** Subscriptions are answered when the test says so, as a slow Redis would. */
  held: (() => void)[] = [];

  /** Whether Redis answers when the hub first connects. */
  static answersAtStart = true;

  async connect() {
    if (!FakeRedis.answersAtStart) {
      this.status = "reconnecting";
      this.emit("error", new Error("connect ECONNREFUSED"));
      throw new Error("Connection is closed.");
    }
    this.up();
  }

  up() {
    this.status = "ready";
    this.emit("ready");
  }

  drop() {
    this.status = "reconnecting";
    this.emit("close");
    this.emit("error", new Error("connect ECONNREFUSED"));
    this.emit("error", new Error("connect ECONNREFUSED"));
  }

  async publish() {
    if (this.status !== "ready") throw new Error("Connection is closed.");
    return 0;
  }

  subscribe(channel: string) {
    this.subscribed.push(channel);
    return new Promise<unknown>((resolve) => this.held.push(() => resolve(1)));
  }

  answerAll() {
    for (const answer of this.held.splice(0)) answer();
  }

  async unsubscribe() {
    return 0;
  }

  async quit() {
    this.status = "end";
    this.emit("end");
  }
}

async function hubWithFakes() {
  const clients: FakeRedis[] = [];
  const log = { warn: vi.fn(), info: vi.fn() };
  const hub = await createRedisHub("redis://fake", log, async () => {
    const client = new FakeRedis();
    clients.push(client);
    return client;
  });
  const [publisher, subscriber] = clients;
  if (!publisher || !subscriber) throw new Error("two clients");
  const changes: boolean[] = [];
  hub.onLive((live) => changes.push(live));
  return { hub, log, publisher, subscriber, changes };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the Redis room hub's state", () => {
  test("is live once both connections are ready", async () => {
    const { hub, log } = await hubWithFakes();
    expect(hub.live()).toBe(true);
    expect(log.warn).not.toHaveBeenCalled();
  });

  test("a lost connection is said once, however many errors ioredis reports", async () => {
    const { hub, log, subscriber, publisher, changes } = await hubWithFakes();
    subscriber.drop();
    publisher.drop();
    subscriber.drop();
    hub.publish({ code: "ABCD", version: 2, state: {} } as unknown as RoomUpdate);
    await settle();
    expect(hub.live()).toBe(false);
    expect(changes).toEqual([false]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).not.toHaveBeenCalled();
  });

  test("one connection down is enough to be down", async () => {
    const { hub, publisher, changes } = await hubWithFakes();
    publisher.drop();
    expect(hub.live()).toBe(false);
    expect(changes).toEqual([false]);
  });

  test("while down, a new watcher does not wait for Redis to subscribe", async () => {
    const { hub, subscriber } = await hubWithFakes();
    subscriber.drop();
    hub.subscribe("ABCD", () => {});
    await expect(hub.subscribed("ABCD")).resolves.toBeUndefined();
  });

  test("back only once every watched room is subscribed again, then said once", async () => {
    const { hub, log, subscriber, publisher, changes } = await hubWithFakes();
    hub.subscribe("ABCD", () => {});
    hub.subscribe("WXYZ", () => {});
    subscriber.answerAll();
    subscriber.drop();
    publisher.drop();
    subscriber.subscribed = [];

    publisher.up();
    subscriber.up();
    subscriber.up();
    await settle();
    expect(hub.live()).toBe(false);
    expect(subscriber.subscribed.toSorted()).toEqual([
      "party-dojo:room:ABCD",
      "party-dojo:room:WXYZ",
    ]);

    subscriber.answerAll();
    await settle();
    expect(hub.live()).toBe(true);
    expect(changes).toEqual([false, true]);
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  test("lost again while subscribing: still down, and not said to be back", async () => {
    const { hub, log, subscriber, changes } = await hubWithFakes();
    hub.subscribe("ABCD", () => {});
    subscriber.answerAll();
    subscriber.drop();
    subscriber.up();
    subscriber.drop();
    subscriber.answerAll();
    await settle();
    expect(hub.live()).toBe(false);
    expect(changes).toEqual([false]);
    expect(log.info).not.toHaveBeenCalled();
  });

  test("a Redis away at start: the hub starts down, and comes up once it answers", async () => {
    FakeRedis.answersAtStart = false;
    try {
      const { hub, log, publisher, subscriber, changes } = await hubWithFakes();
      expect(hub.live()).toBe(false);
      expect(log.warn).toHaveBeenCalledTimes(1);
      publisher.up();
      subscriber.up();
      await settle();
      expect(hub.live()).toBe(true);
      expect(changes).toEqual([true]);
      expect(log.info).toHaveBeenCalledTimes(1);
    } finally {
      FakeRedis.answersAtStart = true;
    }
  });

  test("closing is not a loss", async () => {
    const { hub, log, changes } = await hubWithFakes();
    await hub.close();
    expect(changes).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
