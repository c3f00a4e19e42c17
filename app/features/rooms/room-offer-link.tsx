import { Users } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type { RoomGameSlug } from "./room-game-slugs.ts";

/** "Play on everyone's phone": a game page's way into a room of that game. */
export function RoomOfferLink({ game, className }: { game: RoomGameSlug; className: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/rooms/new?game=${game}`}
      className={className}
      aria-label={t("gamesLayout.roomLabel")}
      title={t("gamesLayout.roomLabel")}
    >
      <Users aria-hidden="true" />
    </Link>
  );
}
