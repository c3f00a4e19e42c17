import { startTransition, useEffect, useState } from "react";
import type { Presence } from "./room-presence.ts";

/** "connecting" until the first stream opens: a phone that has never been live is not "re"-anything. */
export type ChannelStatus = "connecting" | "live" | "reconnecting" | "gone";

/** What the room's stream says besides the room itself: the line, and who is looking. */
export interface RoomLiveState {
  status: ChannelStatus;
  /** The server reads the room every few seconds instead of hearing it live (its Redis is down). */
  slow: boolean;
  /** Who has the room open now (room-presence.ts). */
  presence: Readonly<Record<string, Presence>>;
  /** How many watch as the audience. */
  audience: number;
}

/**
 * The stream's news kept outside the room screen's state: a phone locking or a player
 * looking away changes a dot and a count, and only the parts that show them render again,
 * not the whole room on every phone in it (useRoomLive).
 */
export interface RoomLive {
  get(): RoomLiveState;
  /** Changes what differs; nothing is told when nothing does. */
  set(change: Partial<RoomLiveState>): void;
  subscribe(listener: () => void): () => void;
}

export function createRoomLive(): RoomLive {
  let state: RoomLiveState = { status: "connecting", slow: false, presence: {}, audience: 0 };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(change) {
      const changed = Object.entries(change).some(
        ([key, value]) => value !== Reflect.get(state, key),
      );
      if (!changed) return;
      state = { ...state, ...change };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * One part of the stream's news (`part` picks it; keep it the same function); the component
 * renders again only when that part changes. The news arrives as a transition: a tap comes
 * first, and news that lands while the page still hydrates doesn't force the rest of it to
 * hydrate in one go (useSyncExternalStore's updates can't wait like that).
 */
export function useRoomLive<T>(live: RoomLive, part: (state: RoomLiveState) => T): T {
  const [value, setValue] = useState(() => part(live.get()));
  useEffect(() => {
    const update = () => startTransition(() => setValue(part(live.get())));
    const stop = live.subscribe(update);
    // News between this render and the subscription.
    update();
    return stop;
  }, [live, part]);
  return value;
}
