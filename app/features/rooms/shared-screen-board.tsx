import { MonitorSmartphone } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { sharedScreenGame } from "./room-game-slugs.ts";
import { startSharing } from "./screen-share.tsx";
import type { SharedScreenView } from "./shared-screen.ts";

interface SharedScreenBoardProps {
  view: SharedScreenView;
  code: string;
  game: string;
  gameName: string;
  hostName: string;
  isHost: boolean;
}

/**
 * A game on the host's screen: the host opens it on their phone and plays as usual; everyone
 * else reads the host's screen here, as it changes.
 */
export function SharedScreenBoard({
  view,
  code,
  game,
  gameName,
  hostName,
  isHost,
}: SharedScreenBoardProps) {
  const { t } = useTranslation("rooms");
  const path = sharedScreenGame(game)?.path ?? null;
  const screen = view.screen;
  return (
    <div className="flex flex-col gap-4">
      {isHost && path ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-night-800 p-4">
          <p className="text-muted">{t("room.shared.hostHint", { game: gameName })}</p>
          <Button asChild size="lg">
            <Link to={path} onClick={() => startSharing({ code, game })}>
              <MonitorSmartphone aria-hidden="true" />
              {t("room.shared.open", { game: gameName })}
            </Link>
          </Button>
        </div>
      ) : null}
      <section
        aria-labelledby="shared-screen-title"
        aria-live="polite"
        className="flex min-h-48 flex-col gap-3 rounded-3xl bg-night-900 p-5 ring-1 ring-night-700"
      >
        <h2 id="shared-screen-title" className="text-sm font-bold text-dojo-gold uppercase">
          {t("room.shared.following", { name: hostName })}
        </h2>
        {screen ? (
          <>
            {screen.title ? <p className="text-xl font-extrabold">{screen.title}</p> : null}
            {screen.lines.map((line, index) => (
              <p
                key={`${screen.number}-${index}`}
                data-shared-line
                className={index === 0 ? "text-2xl font-bold" : "text-lg text-muted"}
              >
                {line}
              </p>
            ))}
          </>
        ) : (
          <p className="text-muted">
            {t("room.shared.waiting", { name: hostName, game: gameName })}
          </p>
        )}
      </section>
    </div>
  );
}
