import type { ReactNode } from "react";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { usePresence } from "./room-presence.tsx";

interface RoomTurnBannerProps {
  mine: boolean;
  /** The seat whose turn it is: said under the banner when their phone is not on the room. */
  seat?: { id: string; name: string } | null;
  children: ReactNode;
}

/** Whose turn it is, in gold on the phone of the player it is about. */
export function RoomTurnBanner({ mine, seat, children }: RoomTurnBannerProps) {
  const { t } = useTranslation("rooms");
  const presence = usePresence();
  const where = seat ? presence[seat.id] : undefined;
  return (
    <div
      className={cn(
        "rounded-2xl px-4 py-3 text-center",
        mine ? "bg-dojo-gold text-night-950" : "bg-night-800 text-muted ring-1 ring-night-600",
      )}
    >
      <p className="font-display text-2xl font-black">{children}</p>
      {seat && !mine && (where === "away" || where === "gone") ? (
        <p role="status" data-presence={where} className="text-sm font-bold text-dojo-gold">
          {t(`room.presence.named.${where}`, { name: seat.name })}
        </p>
      ) : null}
    </div>
  );
}
