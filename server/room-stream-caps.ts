/**
 * How many event streams one seat and one address may hold open
 * (docs/decisions/031-room-limits.md). Every stream is sent its own view of every change, so
 * thousands of streams from one seat would make each move render thousands of views.
 */
export const streamLimits = {
  // A phone needs one or two: a reload opens the new stream before the old one is seen closed.
  perSeat: 3,
  // A venue behind one address: 100 players' phones, each with a spare, and an audience of
  // 500 (audience phones share one view, so each costs a write, not a render).
  perAddress: 700,
};

interface Held {
  seat: string;
  address: string;
  close: () => void;
  released: boolean;
}

export interface StreamCaps {
  /** Whether a stream for `seat` from `address` would be admitted now (checked before any work). */
  allows(seat: string, address: string): boolean;
  /**
   * Counts a new stream, closing the seat's oldest when it holds too many (a reloaded phone is
   * never locked out: the newest stream wins). Returns the stream's release, or null when the
   * address holds too many and the seat none to give up.
   */
  admit(seat: string, address: string, close: () => void): (() => void) | null;
}

export function createStreamCaps(limits = streamLimits): StreamCaps {
  const bySeat = new Map<string, Held[]>();
  const byAddress = new Map<string, number>();

  function release(held: Held) {
    if (held.released) return;
    held.released = true;
    const seatStreams = (bySeat.get(held.seat) ?? []).filter((each) => each !== held);
    if (seatStreams.length > 0) bySeat.set(held.seat, seatStreams);
    else bySeat.delete(held.seat);
    const left = (byAddress.get(held.address) ?? 1) - 1;
    if (left > 0) byAddress.set(held.address, left);
    else byAddress.delete(held.address);
  }

  function closeOldest(seat: string) {
    const oldest = bySeat.get(seat)?.[0];
    if (!oldest) return;
    release(oldest);
    oldest.close();
  }

  const held = (seat: string) => bySeat.get(seat)?.length ?? 0;
  const addressFull = (address: string) => (byAddress.get(address) ?? 0) >= limits.perAddress;

  return {
    allows: (seat, address) => held(seat) > 0 || !addressFull(address),
    admit(seat, address, close) {
      while (held(seat) >= limits.perSeat) closeOldest(seat);
      if (addressFull(address)) {
        if (held(seat) === 0) return null;
        closeOldest(seat);
      }
      const stream: Held = { seat, address, close, released: false };
      bySeat.set(seat, [...(bySeat.get(seat) ?? []), stream]);
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
      return () => release(stream);
    },
  };
}
