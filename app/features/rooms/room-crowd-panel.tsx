import { Users } from "lucide-react";
import { useState } from "react";
import { PlayerPickGrid } from "#app/games/_ui/room/player-pick-grid.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { SectionProps } from "./room-section.ts";

/** What an audience phone is told first: it watches, and votes when the crowd is asked. */
export function AudienceBanner() {
  const { t } = useTranslation("rooms");
  return (
    <section
      role="status"
      className="flex flex-col gap-1 rounded-2xl bg-dojo-violet/20 px-4 py-3 ring-1 ring-dojo-violet/50"
    >
      <p className="flex items-center gap-2 font-bold">
        <Users aria-hidden className="size-5" />
        {t("room.audience.banner")}
      </p>
      <p className="text-sm text-muted">{t("room.audience.bannerHint")}</p>
    </section>
  );
}

/**
 * The audience's ballot while the game asks the crowd (room-crowd.ts): one player per button.
 * The pick is this phone's to remember; the room keeps only the count.
 */
export function CrowdBallot({ view, sending, send }: SectionProps) {
  const { t } = useTranslation("rooms");
  const question = view.crowd.question;
  const [picked, setPicked] = useState<{ question: string; pick: string } | null>(null);
  if (question === null) return null;
  const mine = picked?.question === question ? picked.pick : null;
  const pickedName = view.players.find((player) => player.id === mine)?.name;
  return (
    <section
      aria-labelledby="crowd-ballot"
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-dojo-violet/50"
    >
      <h2 id="crowd-ballot" className="text-lg font-extrabold">
        {t("room.audience.ballotTitle")}
      </h2>
      <p className="text-sm text-muted">{t("room.audience.ballotHint")}</p>
      <PlayerPickGrid
        players={view.players}
        picked={mine}
        disabled={sending}
        onPick={async (pick) => {
          if ((await send({ type: "crowd", question, pick })) === null) {
            setPicked({ question, pick });
          }
        }}
      />
      {pickedName !== undefined ? (
        <p role="status" className="mt-3 text-sm font-bold">
          {t("room.audience.picked", { name: pickedName })}
        </p>
      ) : null}
    </section>
  );
}
