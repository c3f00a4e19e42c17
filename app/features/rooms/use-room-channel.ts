import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { RefusalParams } from "#app/games/_engine/invalid.ts";
import type { Presence } from "./room-presence.ts";
import { createRoomLive } from "./room-live.ts";
import type { RoomView } from "./room.ts";

export type GoneReason = "ended" | "removed" | "notSeated" | "notFound";

/** What the server answered a move: null when taken, else the refusal's code and words. */
export interface MoveRefusal {
  code: string;
  message: string;
  /** What a game's refusal words are filled with. */
  params?: RefusalParams;
}

// The server's own messages, checked as far as the screen relies on them.
function isRoomView(value: unknown): value is RoomView {
  return (
    typeof value === "object" &&
    value !== null &&
    "code" in value &&
    "version" in value &&
    typeof value.version === "number" &&
    "players" in value &&
    Array.isArray(value.players)
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const presences: ReadonlySet<string> = new Set<Presence>(["here", "away", "gone"]);

/** The seats' presence in a presence event: anything else in it is left out. */
function presenceOf(value: unknown): Record<string, Presence> {
  const seats = typeof value === "object" && value !== null ? Reflect.get(value, "seats") : null;
  if (typeof seats !== "object" || seats === null) return {};
  return Object.fromEntries(
    Object.entries(seats).filter((entry): entry is [string, Presence] =>
      presences.has(String(entry[1])),
    ),
  );
}

function goneReasonOf(value: unknown): GoneReason {
  const reason =
    typeof value === "object" && value !== null && "reason" in value
      ? value.reason
      : typeof value === "object" && value !== null && "code" in value
        ? value.code
        : null;
  return reason === "removed" || reason === "notSeated" || reason === "notFound" ? reason : "ended";
}

/** A refusal's params as the server sent them: names and numbers only. */
function paramsOf(value: unknown): RefusalParams | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === "string" || typeof entry[1] === "number",
    ),
  );
}

// A stream the browser gave up on (an error answer from a proxy, say) is opened again after
// this; a dropped connection is retried by the browser itself, after the server's `retry`.
const reopenMs = 2_000;
// Refusals that pass (too many tries or streams from this network): tried again, unhurried.
const passingRefusals = new Set(["tooManyAttempts", "tooManyStreams", "busy"]);
const retryRefusedMs = 30_000;

/**
 * The room as the server last sent it, live (docs/decisions/027-rooms.md): the page's view
 * first, then every change over an EventSource. A dropped phone (lock screen, new network,
 * restarted server) reconnects to the same seat and is sent the room as it is now. The line's
 * state and who is looking go to `live` (room-live.ts), not into the room's own state.
 */
export function useRoomChannel(initial: RoomView) {
  const [view, setView] = useState(initial);
  const [gone, setGone] = useState<GoneReason | null>(null);
  const [live] = useState(createRoomLive);
  const shown = useRef(initial.version);
  const code = initial.code;

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const open = () => {
      // A retry that comes due while the page is hidden waits for it to be shown.
      if (stopped || document.visibilityState === "hidden") return;
      source?.close();
      const events = new EventSource(`/api/rooms/${code}/events`);
      source = events;
      events.addEventListener("open", () => {
        // A server that is live says nothing about it; one that is not says so after this.
        live.set({ slow: false, status: "live" });
      });
      events.addEventListener("degraded", (event) => {
        const body = parseJson(event.data);
        live.set({
          slow: typeof body === "object" && body !== null && Reflect.get(body, "degraded") === true,
        });
      });
      events.addEventListener("presence", (event) => {
        const body = parseJson(event.data);
        const count = typeof body === "object" && body !== null ? Reflect.get(body, "audience") : 0;
        live.set({
          presence: presenceOf(body),
          audience: typeof count === "number" && count >= 0 ? count : 0,
        });
      });
      events.addEventListener("view", (event) => {
        const next = parseJson(event.data);
        // Every change raises the version: the room at the version on show is the one on show
        // (a stream opens with the room as it is, mostly the page's own view).
        if (!isRoomView(next) || next.version <= shown.current) return;
        shown.current = next.version;
        live.set({ status: "live" });
        // A new room renders the whole screen again: as a transition it yields to the phone's
        // taps, and a burst of changes costs no long task.
        startTransition(() => setView(next));
      });
      const end = (event: MessageEvent<string>) => {
        const data = parseJson(event.data);
        const code = typeof data === "object" && data !== null && "code" in data ? data.code : null;
        events.close();
        if (typeof code === "string" && passingRefusals.has(code)) {
          live.set({ status: "reconnecting" });
          clearTimeout(reopen);
          reopen = setTimeout(open, retryRefusedMs);
          return;
        }
        stopped = true;
        setGone(goneReasonOf(data));
        live.set({ status: "gone" });
      };
      events.addEventListener("gone", end);
      events.addEventListener("refused", end);
      // This phone opened a newer stream (another tab, a reload): this one waits until its
      // page is looked at again, so the two don't take turns pushing each other out.
      events.addEventListener("replaced", () => {
        events.close();
        live.set({ status: "reconnecting" });
      });
      events.addEventListener("error", () => {
        if (stopped) return;
        if (live.get().status !== "connecting") live.set({ status: "reconnecting" });
        if (events.readyState === EventSource.CLOSED) {
          clearTimeout(reopen);
          reopen = setTimeout(open, reopenMs);
        }
      });
    };
    // A phone watches only while its page is shown: the others see it away meanwhile
    // (room-presence.ts), and a hidden page costs the server nothing. Back from the lock
    // screen, it opens the room at once instead of waiting for a retry.
    const onVisibility = () => {
      if (stopped) return;
      if (document.visibilityState === "hidden") {
        clearTimeout(reopen);
        source?.close();
        if (live.get().status === "live") live.set({ status: "reconnecting" });
      } else if (!source || source.readyState === EventSource.CLOSED) {
        open();
      }
    };
    open();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [code, live]);

  const send = useCallback(
    async (move: unknown): Promise<MoveRefusal | null> => {
      try {
        const response = await fetch(`/api/rooms/${code}/moves`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(move),
          // A move sent as the page goes (a reload, a closed tab) still reaches the room.
          keepalive: true,
        });
        if (response.ok) return null;
        const body = parseJson(await response.text());
        const refusal = typeof body === "object" && body !== null ? body : {};
        return {
          code: "code" in refusal && typeof refusal.code === "string" ? refusal.code : "busy",
          message: "error" in refusal && typeof refusal.error === "string" ? refusal.error : "",
          params: "params" in refusal ? paramsOf(refusal.params) : undefined,
        };
      } catch {
        return { code: "offline", message: "" };
      }
    },
    [code],
  );

  return { view, gone, live, send };
}
