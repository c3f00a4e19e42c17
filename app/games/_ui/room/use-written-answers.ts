import { useEffect, useRef } from "react";
import { useDeadlineClock } from "#app/games/_ui/use-deadline-clock.ts";

/** How long after the deadline a phone says the time is up: the last answers arrive first. */
const timeUpAfterMs = 1200;
/** How long typing rests before this phone's answers are sent (they stay hidden from the others). */
const saveAfterMs = 900;

interface WrittenAnswersOptions {
  round: number;
  /** The writing clock's deadline, or null while it isn't running. */
  endsAt: number | null;
  /** The room server's clock, as it read when it sent the view. */
  serverNow: number;
  seated: boolean;
  /** This phone's player is writing: seated, in the writing stage, and not done yet. */
  writing: boolean;
  /** What is typed differs from what the room has. */
  unsaved: boolean;
  /** What is typed, as a key that changes with every keystroke that counts. */
  typed: string;
  /** Sends what is typed, without a word on whether the player is done. */
  save: () => void;
  /** Tells the room this phone's clock has run out. */
  timeUp: () => void;
}

/**
 * The answers a room's player writes on their own phone (Category, Country Island City): sent
 * whenever typing rests, so a reload or the deadline loses none of it, and once more at the
 * deadline; then the time is up a moment later, once every phone's last answers have had time to
 * arrive. One phone saying so is enough. Returns the clock, and what the board calls when the
 * player says they are done (a save still waiting must not undo that) or wants to edit again.
 */
export function useWrittenAnswers(options: WrittenAnswersOptions) {
  const { round, endsAt, seated, writing, unsaved, typed } = options;
  const saidTimeUp = useRef(0);
  const flushed = useRef(0);
  const doneIn = useRef<number | null>(null);

  const now = useDeadlineClock(endsAt, {
    serverNow: options.serverNow,
    onTick: (time) => {
      if (endsAt === null || time < endsAt) return;
      if (flushed.current !== round && writing && doneIn.current !== round) {
        flushed.current = round;
        if (unsaved) options.save();
      }
      if (!seated) return;
      if (time >= endsAt + timeUpAfterMs && time - saidTimeUp.current > 1500) {
        saidTimeUp.current = time;
        options.timeUp();
      }
    },
  });

  const latest = useRef(options.save);
  useEffect(() => {
    latest.current = options.save;
  });
  useEffect(() => {
    if (!unsaved) return;
    const id = window.setTimeout(() => {
      if (doneIn.current !== round) latest.current();
    }, saveAfterMs);
    // A page put away or reloaded before typing rests sends what is typed at once (the move is
    // sent with keepalive, so it outlives the page).
    let saved = false;
    const saveNow = () => {
      if (saved || doneIn.current === round) return;
      saved = true;
      window.clearTimeout(id);
      latest.current();
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") saveNow();
    };
    window.addEventListener("pagehide", saveNow);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.clearTimeout(id);
      window.removeEventListener("pagehide", saveNow);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [unsaved, typed, round]);

  return {
    now,
    /** The player said they are done this round. */
    markDone: () => {
      doneIn.current = round;
    },
    /** The player took their answers back to edit them. */
    markEditing: () => {
      doneIn.current = null;
    },
  };
}
