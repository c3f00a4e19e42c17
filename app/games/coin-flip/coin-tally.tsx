import { RotateCcw } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { flips, type CoinState } from "./rules.ts";

interface CoinTallyProps {
  coin: Pick<CoinState, "heads" | "tails" | "recent">;
  /** Clears the tally; without it (a guest's phone in a room) there is no Reset button. */
  onReset?: () => void;
  disabled?: boolean;
}

/** This session's heads and tails, and the last sides up. */
export function CoinTally({ coin, onReset, disabled }: CoinTallyProps) {
  const { t } = useTranslation("tools");
  return (
    <section
      aria-labelledby="coin-tally-title"
      className="w-full rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <div className="flex items-center justify-between gap-2">
        <div>
          <h2 id="coin-tally-title" className="font-extrabold">
            {t("coin.tallyTitle")}
          </h2>
          <p className="text-sm text-muted">{t("coin.flips", { count: flips(coin) })}</p>
        </div>
        {onReset ? (
          <Button variant="secondary" disabled={disabled} onClick={onReset}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t("coin.reset")}
          </Button>
        ) : null}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <p
          data-testid="heads-count"
          className="rounded-2xl bg-night-900 px-3 py-2 text-center text-lg font-bold text-dojo-gold"
        >
          {t("coin.headsCount", { count: coin.heads })}
        </p>
        <p
          data-testid="tails-count"
          className="rounded-2xl bg-night-900 px-3 py-2 text-center text-lg font-bold text-dojo-cyan"
        >
          {t("coin.tailsCount", { count: coin.tails })}
        </p>
      </div>
      {coin.recent.length > 0 ? (
        <ol
          aria-label={t("coin.recentLabel")}
          data-testid="recent-flips"
          className="mt-3 flex flex-wrap gap-1.5"
        >
          {coin.recent.map((side, index) => (
            <li
              // Newest first: a position is a flip, counted from the latest.
              key={index}
              className={cn(
                "rounded-full bg-night-900 px-2.5 py-0.5 text-sm font-bold",
                side === "heads" ? "text-dojo-gold" : "text-dojo-cyan",
              )}
            >
              {t(`coin.${side}`)}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
