import type { ReactNode } from "react";
import { cn } from "#app/components/ui/cn.ts";

/** Whose turn it is, in gold on the phone of the player it is about. */
export function RoomTurnBanner({ mine, children }: { mine: boolean; children: ReactNode }) {
  return (
    <p
      className={cn(
        "rounded-2xl px-4 py-3 text-center font-display text-2xl font-black",
        mine ? "bg-dojo-gold text-night-950" : "bg-night-800 text-muted ring-1 ring-night-600",
      )}
    >
      {children}
    </p>
  );
}
