import { Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useStoredJson } from "#app/utils/browser-storage.ts";
import { parseSharing, sharingKey } from "./screen-sharing.ts";

// The sharing itself comes only to a tab that shares this game's screen with a room.
const ScreenSharePill = lazy(() =>
  import("./screen-share.tsx").then((module) => ({ default: module.ScreenSharePill })),
);

/**
 * What rooms add to a game's header: the way back to the room while this screen is shared
 * with it, otherwise the way into a room of this game.
 */
export function RoomHeaderParts({ game }: { game: string }) {
  const sharing = parseSharing(useStoredJson("session", sharingKey));
  const offer = <RoomOfferLink game={game} />;
  if (sharing?.game !== game) return offer;
  return (
    <Suspense fallback={offer}>
      <ScreenSharePill game={game} fallback={offer} />
    </Suspense>
  );
}

/**
 * "Play on everyone's phone": a game page's way into a room of that game, on every phone for
 * the room games and on the host's screen for the others. Every game page has one: any
 * available game can be shared from the host's screen (room-game-slugs.ts), and only available
 * games have a page.
 */
function RoomOfferLink({ game }: { game: string }) {
  const { t } = useTranslation();
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
