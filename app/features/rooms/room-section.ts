import type { RoomView } from "./room.ts";

/** What each part of the room screen is given: the room, and how to send a room move. */
export interface SectionProps {
  view: RoomView;
  sending: boolean;
  /**
   * Sends a room move; settles with null once taken, or with the refusal's words, which the
   * room shows at its top unless the caller shows them by its field (`shownHere`).
   */
  send: (move: unknown, options?: { shownHere?: boolean }) => Promise<string | null>;
}
