import type { RoomView } from "./room.ts";

/** What each part of the room screen is given: the room, and how to send a room move. */
export interface SectionProps {
  view: RoomView;
  sending: boolean;
  send: (move: unknown) => Promise<string | null>;
}
