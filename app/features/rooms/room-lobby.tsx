import { useEffect } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { preloadRoomBoard } from "./room-boards.tsx";
import { roomGameSlugs, sharedScreen, sharedScreenGames } from "./room-game-slugs.ts";
import type { SectionProps } from "./room-section.ts";
import { usePlayName } from "./use-play-name.ts";

/** The room between games: the host picks and starts one; the others see what comes next. */
export function Lobby({
  view,
  isHost,
  hostName,
  sending,
  send,
}: SectionProps & { isHost: boolean; hostName: string }) {
  const { t } = useTranslation("rooms");
  const playName = usePlayName();
  const game = playName(view.game, view.sharedGame);
  // Every phone fetches the picked game's board while the room waits, so the start is a move.
  useEffect(() => preloadRoomBoard(view.game), [view.game]);
  const missing = Math.max(0, view.gamePlayers.min - view.players.length);
  const extra = Math.max(0, view.players.length - view.gamePlayers.max);
  return (
    <section aria-labelledby="room-lobby" className="flex flex-col gap-4">
      <h1 id="room-lobby" className="text-2xl font-bold">
        {t("room.lobby.title")}
      </h1>
      {isHost ? (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">{t("room.lobby.pickGame")}</legend>
            {roomGameSlugs().map((slug) => (
              <button
                key={slug}
                type="button"
                aria-pressed={view.game === slug}
                disabled={sending}
                onClick={() => void send({ type: "chooseGame", game: slug })}
                className={cn(
                  "flex min-h-14 flex-col items-start rounded-xl px-4 py-3 text-left ring-1 transition",
                  view.game === slug
                    ? "bg-dojo-pink/15 ring-dojo-pink"
                    : "bg-night-800 ring-night-600 hover:bg-night-700",
                )}
              >
                <span className="font-semibold">{playName(slug, null)}</span>
                <span className="text-sm text-muted">
                  {t(`gamePitches.${slug}`, { defaultValue: "" })}
                </span>
              </button>
            ))}
            <SharedScreenChoice view={view} sending={sending} send={send} />
          </fieldset>
          {extra > 0 && (
            <p className="text-muted">{t("room.lobby.tooManyPlayers", { count: extra })}</p>
          )}
          {missing > 0 && (
            <p className="text-muted">{t("room.lobby.needsPlayers", { count: missing })}</p>
          )}
          <Button
            size="lg"
            disabled={sending || missing > 0 || extra > 0}
            onClick={() => void send({ type: "start" })}
          >
            {t("room.lobby.start", { game })}
          </Button>
        </>
      ) : (
        <div className="rounded-xl bg-night-800 px-4 py-4">
          <p className="font-semibold">{t("room.lobby.hostPicked", { game })}</p>
          <p className="text-muted">{t("room.lobby.waitingForHost", { name: hostName })}</p>
        </div>
      )}
      {view.hostPremiumPacks > 0 && (
        <p>
          {isHost
            ? t("room.lobby.yourPremium", { count: view.hostPremiumPacks })
            : t("room.lobby.hostPremium", { count: view.hostPremiumPacks, name: hostName })}
        </p>
      )}
    </section>
  );
}

/** The lobby's last choice: any other game, played on the host's screen. */
function SharedScreenChoice({ view, sending, send }: SectionProps) {
  const { t } = useTranslation("rooms");
  const playName = usePlayName();
  const chosen = view.game === sharedScreen;
  const selected = view.sharedGame ?? sharedScreenGames()[0]?.slug ?? "";
  return (
    <div
      className={cn(
        "flex flex-col gap-2 rounded-xl px-4 py-3 ring-1",
        chosen ? "bg-dojo-pink/15 ring-dojo-pink" : "bg-night-800 ring-night-600",
      )}
    >
      <label htmlFor="room-shared-game" className="flex flex-col">
        <span className="font-semibold">{t("gameNames.shared-screen")}</span>
        <span className="text-sm text-muted">{t("gamePitches.shared-screen")}</span>
      </label>
      <div className="flex gap-2">
        <select
          id="room-shared-game"
          value={chosen ? selected : ""}
          disabled={sending}
          onChange={(event) =>
            void send({ type: "chooseGame", game: sharedScreen, shared: event.target.value })
          }
          className="min-h-12 flex-1 rounded-xl bg-night-950 px-3 text-ink ring-1 ring-night-600"
        >
          <option value="" disabled>
            {t("room.shared.pick")}
          </option>
          {sharedScreenGames().map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {playName(sharedScreen, entry.slug)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
