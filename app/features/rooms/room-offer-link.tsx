import { Users } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { isRoomGame, sharedScreenGame } from "./room-game-slugs.ts";

/**
 * "Play on everyone's phone": a game page's way into a room of that game: on every phone for
 * the room games, on the host's screen for the others.
 */
export function RoomOfferLink({ game }: { game: string }) {
  const { t } = useTranslation();
  if (!isRoomGame(game) && !sharedScreenGame(game)) return null;
  return (
    <Link
      to={`/rooms/new?game=${game}`}
      className="inline-flex min-h-12 items-center rounded-2xl px-3 font-bold text-muted hover:bg-night-800 hover:text-ink"
      aria-label={t("gamesLayout.roomLabel")}
      title={t("gamesLayout.roomLabel")}
    >
      <Users aria-hidden="true" />
    </Link>
  );
}
