import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { cupsPerLine, type TeamIndex } from "./rules.ts";

export const teamIds = ["A", "B"] as const;

/**
 * One team's line of cups, front cup first. The line the other team throws at is ringed in gold;
 * its cups are buttons where this phone taps where the ball landed.
 */
export function SlusenLine({
  cups,
  team,
  isTarget,
  canTap,
  onHit,
}: {
  cups: readonly number[];
  team: TeamIndex;
  isTarget: boolean;
  canTap: boolean;
  onHit: (position: number) => void;
}) {
  const { t } = useTranslation("teamGames");
  const name = t("team", { id: teamIds[team] });
  const titleId = useId();
  const tappable = isTarget && canTap;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "rounded-3xl bg-night-800 p-3 ring-1",
        isTarget ? "ring-2 ring-dojo-gold" : "ring-night-600",
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-extrabold">
          {name}
        </h3>
        <p className="text-sm text-muted">{t("slusen.cupsLeft", { count: cups.length })}</p>
      </div>
      <div className="mt-2 flex items-center justify-between text-xs font-bold tracking-widest text-muted uppercase">
        <span>{t("slusen.front")}</span>
        <span>{t("slusen.back")}</span>
      </div>
      <ol className="mt-1 grid grid-cols-6 gap-1.5">
        {Array.from({ length: cupsPerLine }, (_, position) => {
          const cup = cups[position];
          if (cup === undefined) {
            return <li key={`empty-${position}`} aria-hidden="true" className="aspect-square" />;
          }
          const place =
            position === 0 ? t("slusen.cupFront") : t("slusen.cupPlace", { place: position + 1 });
          return (
            <li key={cup}>
              <button
                type="button"
                disabled={!tappable}
                onClick={() => onHit(position)}
                aria-label={t("slusen.cup", { team: name, cup, place })}
                className={cn(
                  "flex aspect-square min-h-12 w-full items-center justify-center rounded-full font-display text-lg font-black ring-2 focus-visible:outline-4 focus-visible:outline-dojo-gold",
                  position === 0
                    ? "bg-dojo-pink text-night-950 ring-dojo-pink"
                    : "bg-night-900 text-ink ring-dojo-pink/60",
                  tappable ? "hover:brightness-110" : "opacity-70",
                )}
              >
                {cup}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** What the last shot did, in words. */
export function useShotWords() {
  const { t } = useTranslation("teamGames");
  const teamName = (team: TeamIndex) => t("team", { id: teamIds[team] });
  return {
    teamName,
    lastShot: (
      last: { team: TeamIndex; cup: number | null; result: "removed" | "moved" | "missed" } | null,
    ) =>
      last
        ? last.result === "removed"
          ? t("slusen.removed", { team: teamName(last.team), cup: last.cup })
          : last.result === "moved"
            ? t("slusen.moved", { team: teamName(last.team), cup: last.cup })
            : t("slusen.missed", { team: teamName(last.team) })
        : "",
  };
}
