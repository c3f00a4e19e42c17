import { useRef, useState } from "react";

/**
 * Sends one move at a time (every button waits while one is on its way), and keeps the room's
 * refusal on screen until the `moment` it was about (the card, turn or round) has passed.
 * `failed` is what shows when the move never reached the room.
 */
export function useRoomSend<Move>(
  send: (move: Move) => Promise<string | null>,
  moment: string,
  failed: string,
) {
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ moment: string; text: string } | null>(null);
  // A second tap in the same frame sees the state from before the first one.
  const inFlight = useRef(false);

  async function deliver(move: Move) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setRefusal(null);
    try {
      const answer = await send(move);
      if (answer !== null) setRefusal({ moment, text: answer });
    } catch {
      setRefusal({ moment, text: failed });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return {
    sending,
    refusal: refusal?.moment === moment ? refusal.text : null,
    run: (move: Move) => void deliver(move),
  };
}
