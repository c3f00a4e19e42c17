import type { Presence } from "#app/games/_engine/game-rules.ts";

/**
 * Who in a room has their phone on the room now (docs/decisions/037-presence-and-audience.md).
 * A phone watches the room only while its page is shown, so an open stream means "here". A seat
 * whose stream closed is "away" for a while (a locked screen, another app, a dropped network)
 * and "gone" after that. Every server process reports the seats it holds a stream for; a report
 * not renewed in time is taken for a process that died with its phones.
 */

export type { Presence };

/** What one server process holds of one room: the seats with a stream open on it. */
export interface PresenceReport {
  code: string;
  /** The reporting process. */
  from: string;
  here: string[];
  /** How many audience phones have the room open on that process. */
  audience: number;
  /** When it was made (epoch ms): a report older than `staleMs` counts for nothing. */
  at: number;
}

export interface PresenceTiming {
  /** How long a seat without a stream counts as away before it is gone. */
  awayMs: number;
  /** How long another process's report holds without being renewed. */
  staleMs: number;
}

export const presenceTiming: PresenceTiming = { awayMs: 3 * 60_000, staleMs: 60_000 };

interface RoomReports {
  byProcess: Map<string, PresenceReport>;
  /** When each seat was last reported here by any process. */
  lastSeen: Map<string, number>;
  /** When this process first heard of the room: a seat not seen since is away until `awayMs` after. */
  since: number;
}

export function createPresenceBoard(timing: PresenceTiming = presenceTiming) {
  const rooms = new Map<string, RoomReports>();

  return {
    /** Keeps a report; true when it is the first heard from its process about the room. */
    record(report: PresenceReport): boolean {
      let room = rooms.get(report.code);
      if (!room) {
        room = { byProcess: new Map(), lastSeen: new Map(), since: report.at };
        rooms.set(report.code, room);
      }
      const before = room.byProcess.get(report.from);
      if (before && before.at > report.at) return false;
      // A seat that just left that process was there until now.
      for (const seat of before?.here ?? []) room.lastSeen.set(seat, report.at);
      room.byProcess.set(report.from, report);
      for (const seat of report.here) room.lastSeen.set(seat, report.at);
      return before === undefined;
    },

    /**
     * Each seat's presence. A player without a phone of their own (`passedBy`) is where the
     * phone they play on is. A seat not reported since this process heard of the room counts as
     * away for a while, as it has just joined or the server has just started.
     */
    of(
      code: string,
      seats: readonly { id: string; passedBy?: string | undefined }[],
      now: number,
    ): Record<string, Presence> {
      const room = rooms.get(code);
      const here = new Set<string>();
      for (const report of room?.byProcess.values() ?? []) {
        if (now - report.at > timing.staleMs) continue;
        for (const seat of report.here) here.add(seat);
      }
      const presenceOf = (id: string): Presence => {
        if (here.has(id)) return "here";
        const seen = room?.lastSeen.get(id) ?? room?.since ?? now;
        return now - seen < timing.awayMs ? "away" : "gone";
      };
      return Object.fromEntries(
        seats.map((seat) => [seat.id, presenceOf(seat.passedBy ?? seat.id)]),
      );
    },

    /** How many audience phones have the room open, on every process that still reports. */
    audienceOf(code: string, now: number): number {
      let count = 0;
      for (const report of rooms.get(code)?.byProcess.values() ?? []) {
        if (now - report.at <= timing.staleMs) count += report.audience;
      }
      return count;
    },

    /** Forgets a room no phone watches here any more. */
    forget(code: string) {
      rooms.delete(code);
    },
  };
}

export type PresenceBoard = ReturnType<typeof createPresenceBoard>;
