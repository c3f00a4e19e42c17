import { expect, test, vi } from "vitest";
import { createRoomLive } from "./room-live.ts";

test("the stream's news starts connecting, with nobody looking and nobody watching", () => {
  expect(createRoomLive().get()).toEqual({
    status: "connecting",
    slow: false,
    presence: {},
    audience: 0,
  });
});

test("a change tells the listeners, and news that changes nothing tells nobody", () => {
  const live = createRoomLive();
  const listener = vi.fn();
  const stop = live.subscribe(listener);
  live.set({ status: "live", slow: false });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(live.get().status).toBe("live");
  live.set({ status: "live", audience: 0 });
  expect(listener).toHaveBeenCalledTimes(1);
  const presence = { ada: "here" as const };
  live.set({ presence, audience: 2 });
  live.set({ presence });
  expect(listener).toHaveBeenCalledTimes(2);
  expect(live.get()).toMatchObject({ presence, audience: 2, status: "live" });
  stop();
  live.set({ status: "reconnecting" });
  expect(listener).toHaveBeenCalledTimes(2);
});
