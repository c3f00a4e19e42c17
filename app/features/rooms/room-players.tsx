import { Crown, Lock, UserMinus, Users, UserX } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { serverRenderedLazy } from "#app/components/server-rendered-lazy.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { usePresence } from "#app/games/_ui/room/room-presence.tsx";
import type { Presence } from "./room-presence.ts";
import type { AddPassSeat as AddPassSeatType } from "./add-pass-seat.tsx";
import { useRoomLive, type RoomLive, type RoomLiveState } from "./room-live.ts";
import type { SectionProps } from "./room-section.ts";

// Only the host sees the form to add a player without a phone, and its Conform code with it.
const AddPassSeat = serverRenderedLazy<ComponentProps<typeof AddPassSeatType>>(() =>
  import("./add-pass-seat.tsx").then((module) => ({ default: module.AddPassSeat })),
);

const audienceOf = (state: RoomLiveState) => state.audience;

/**
 * Who is in the room and how many watch as the audience, and for the host, who to remove or
 * hand hosting to.
 */
export function Players({
  view,
  isHost,
  live,
  sending,
  send,
}: SectionProps & { isHost: boolean; live: RoomLive }) {
  const { t } = useTranslation("rooms");
  const watching = useRoomLive(live, audienceOf);
  const presence = usePresence();
  // A removed guest can come back from another phone under another name; locking stops that.
  const [removed, setRemoved] = useState(false);
  const remove = async (seat: string, keepOut: boolean) => {
    if ((await send({ type: "remove", seat, ...(keepOut ? { keepOut } : {}) })) === null) {
      setRemoved(true);
    }
  };
  return (
    <section aria-labelledby="room-players" className="flex flex-col gap-2">
      <h2 id="room-players" className="flex items-center gap-2 text-lg font-semibold">
        <Users aria-hidden className="size-5" />
        {t("room.players", { count: view.players.length })}
      </h2>
      {watching > 0 && (
        <p data-testid="room-audience-count" className="text-sm text-muted">
          {t("room.audienceCount", { count: watching })}
        </p>
      )}
      {view.locked && (
        <p className="flex items-center gap-2 text-sm text-dojo-gold">
          <Lock aria-hidden className="size-4" />
          {t("room.lockedNotice")}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {view.players.map((player) => (
          <li
            key={player.id}
            className="flex flex-wrap items-center gap-2 rounded-xl bg-night-800 px-4 py-2"
          >
            <span className="font-medium">{player.name}</span>
            <PresenceDot presence={presence[player.id]} />
            {player.id === view.me && <span className="text-sm text-muted">({t("room.you")})</span>}
            {player.id === view.hostId && (
              <span className="flex items-center gap-1 text-sm text-dojo-gold">
                <Crown aria-hidden className="size-4" />
                {t("room.host")}
              </span>
            )}
            {player.notDrinking && (
              <span className="text-sm text-muted">{t("room.notDrinkingTag")}</span>
            )}
            {player.passedBy && (
              <span className="text-sm text-muted">
                {t("room.passSeats.playsOn", {
                  name: view.players.find((each) => each.id === player.passedBy)?.name ?? "",
                })}
              </span>
            )}
            {isHost && player.id !== view.me && (
              <span className="ml-auto flex gap-1">
                {!player.passedBy && (
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={sending}
                    aria-label={t("room.hostTools.makeHost", { name: player.name })}
                    title={t("room.hostTools.makeHost", { name: player.name })}
                    onClick={() => void send({ type: "handOver", seat: player.id })}
                  >
                    <Crown aria-hidden className="size-5" />
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={sending}
                  aria-label={t("room.hostTools.remove", { name: player.name })}
                  title={t("room.hostTools.remove", { name: player.name })}
                  onClick={() => void remove(player.id, false)}
                >
                  <UserMinus aria-hidden className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={sending}
                  aria-label={t("room.hostTools.keepOut", { name: player.name })}
                  title={t("room.hostTools.keepOut", { name: player.name })}
                  onClick={() => void remove(player.id, true)}
                >
                  <UserX aria-hidden className="size-5" />
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {isHost && <AddPassSeat sending={sending} send={send} />}
      {isHost && removed && !view.locked && (
        <div role="status" className="flex flex-col gap-2 rounded-xl bg-night-800 px-4 py-3">
          <p>{t("room.hostTools.lockSuggestion")}</p>
          <Button
            variant="secondary"
            disabled={sending}
            onClick={() => void send({ type: "lock", locked: true })}
          >
            {t("room.hostTools.lock")}
          </Button>
        </div>
      )}
    </section>
  );
}

const dotTones: Record<Presence, string> = {
  here: "bg-success",
  away: "bg-dojo-gold",
  gone: "bg-night-600",
};

/** Whether a player's phone has the room open: a dot, and the word beside it unless it has. */
function PresenceDot({ presence }: { presence: Presence | undefined }) {
  const { t } = useTranslation("rooms");
  if (!presence) return null;
  return (
    <span data-presence={presence} className="flex items-center gap-1 text-sm text-muted">
      <span aria-hidden className={cn("size-2.5 rounded-full", dotTones[presence])} />
      <span className={presence === "here" ? "sr-only" : undefined}>
        {t(`room.presence.${presence}`)}
      </span>
    </span>
  );
}
