import { Anchor, Crown } from "lucide-react";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/react.tsx";

/** Matches the coin's CSS transition below. */
export const flipMs = 1200;

/** The coin, turned `rotation` degrees: heads up at every whole turn, tails half a turn on. */
export function Coin({ rotation, turning }: { rotation: number; turning: boolean }) {
  const { t } = useTranslation("tools");
  return (
    <div className="perspective-distant mt-4" aria-hidden="true">
      <div
        className={cn(
          "relative size-52 transform-3d",
          turning &&
            "transition-transform duration-[1200ms] ease-[cubic-bezier(0.15,0.6,0.3,1)] motion-reduce:transition-none",
        )}
        style={{ transform: `rotateX(${rotation}deg)` }}
      >
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-full bg-gradient-to-br from-dojo-gold to-amber-600 text-night-950 shadow-[0_0_60px_-10px_var(--color-dojo-gold)] ring-8 ring-amber-300/60 backface-hidden ring-inset">
          <Crown className="size-16" />
          <span className="text-xl font-black uppercase">{t("coin.heads")}</span>
        </div>
        <div className="absolute inset-0 flex rotate-x-180 flex-col items-center justify-center gap-1 rounded-full bg-gradient-to-br from-dojo-cyan to-dojo-violet text-night-950 shadow-[0_0_60px_-10px_var(--color-dojo-cyan)] ring-8 ring-cyan-200/50 backface-hidden ring-inset">
          <Anchor className="size-16" />
          <span className="text-xl font-black uppercase">{t("coin.tails")}</span>
        </div>
      </div>
    </div>
  );
}
