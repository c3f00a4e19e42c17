import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { formations, standingCups, type Rack, type TeamIndex } from "./rules.ts";

export const teamIds = ["A", "B"] as const;

/** Cup indices of a formation, row by row (back row first), as the rack's `standing` lists them. */
function rowsOf(formation: keyof typeof formations): number[][] {
  let next = 0;
  return formations[formation].map((count) =>
    Array.from({ length: count }, () => {
      next += 1;
      return next - 1;
    }),
  );
}

/** One team's rack; its standing cups are buttons where this phone may sink them. */
export function ScrollbarRack({
  rack,
  reracksLeft,
  team,
  pointDown,
  canSink,
  onSink,
}: {
  rack: Rack;
  reracksLeft: number;
  team: TeamIndex;
  pointDown: boolean;
  canSink: boolean;
  onSink: (position: number) => void;
}) {
  const { t } = useTranslation("teamGames");
  const titleId = useId();
  const name = t("team", { id: teamIds[team] });
  const rows = rowsOf(rack.formation);
  const shown = pointDown ? rows : [...rows].reverse();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-night-800 p-3 ring-1 ring-night-600"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h3 id={titleId} className="font-extrabold">
          {t("scrollbar.rack", { team: name })}
        </h3>
        <p className="text-sm text-muted">
          {t("scrollbar.cupsLeft", { count: standingCups(rack) })} ·{" "}
          {t("scrollbar.reracksLeft", { count: reracksLeft })}
        </p>
      </div>
      <div className="mt-2 flex flex-col items-center gap-1.5">
        {shown.map((row) => (
          <div key={row.join("-")} className="flex gap-1.5">
            {row.map((position) => {
              const up = rack.standing[position] === true;
              const number = position + 1;
              return (
                <button
                  key={position}
                  type="button"
                  disabled={!up || !canSink}
                  onClick={() => onSink(position)}
                  aria-label={
                    up
                      ? t("scrollbar.cup", { team: name, number })
                      : t("scrollbar.cupSunk", { team: name, number })
                  }
                  className={cn(
                    "flex size-12 items-center justify-center rounded-full text-sm font-black ring-2 focus-visible:outline-4 focus-visible:outline-dojo-gold",
                    up
                      ? team === 0
                        ? "bg-dojo-pink text-night-950 ring-dojo-pink"
                        : "bg-dojo-cyan text-night-950 ring-dojo-cyan"
                      : "bg-transparent text-muted ring-night-600",
                    up && canSink ? "hover:brightness-110" : "",
                  )}
                >
                  {up ? number : ""}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
