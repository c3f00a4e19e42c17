import { RoomOfferLink } from "./room-offer-link.tsx";
import { ScreenSharePill } from "./screen-share.tsx";

/**
 * What rooms add to a game's header, in a chunk of its own: the way back to the room while
 * this screen is shared with it, otherwise the way into a room of this game.
 */
export function RoomHeaderParts({ game }: { game: string }) {
  return <ScreenSharePill game={game} fallback={<RoomOfferLink game={game} />} />;
}
