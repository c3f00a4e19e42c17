import { useTranslation } from "#app/i18n/react.tsx";
import { sharedScreen, type RoomPlayKind } from "./room-game-slugs.ts";

/** What the room plays, by name: a room game's, or the game on the host's screen. */
export function usePlayName() {
  const { t } = useTranslation("rooms");
  const { t: games } = useTranslation("games");
  return (game: RoomPlayKind, shared: string | null) =>
    game === sharedScreen
      ? games(`catalogue.${shared ?? ""}.name`, { defaultValue: t("gameNames.shared-screen") })
      : t(`gameNames.${game}`, {
          defaultValue: games(`catalogue.${game}.name`, { defaultValue: game }),
        });
}
