import { Anchor, Crown, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { savedGameKind, useSavedGame } from "#app/games/_ui/saved-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { createRng, type Rng } from "#app/games/_engine/rng.ts";
import { flip, flips, parseState, reset, setup, type CoinState } from "./logic.ts";

/** Matches the coin's CSS transition below. */
const flipMs = 1200;
/**
 * The live region is emptied on each flip and filled a moment later, so a second "Heads" in
 * a row is read out again (screen readers only speak changed text).
 */
const announceDelayMs = 80;

const savedCoin = savedGameKind("coin-flip", 1, parseState);

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

export function CoinFlipBoard() {
  const { t } = useTranslation("tools");
  const rng = useRef<Rng | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // "New game" clears the tally from the coin on screen, which stays where it lies.
  const previous = useRef<CoinState | null>(null);
  const [coin, saveCoin] = useSavedGame(savedCoin, () =>
    previous.current ? reset(previous.current) : setup(),
  );
  useEffect(() => {
    previous.current = coin;
  }, [coin]);
  // `coin` turns the coin on screen at once; the words show the coin from before the flip
  // until it lands.
  const [before, setBefore] = useState<CoinState | null>(null);
  const shown = before ?? coin;
  const flipping = before !== null;
  // A coin read back from the device lies still; only a flip on this page turns it.
  const [tossed, setTossed] = useState(false);
  const [announce, setAnnounce] = useState<"result" | "reset" | null>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onFlip() {
    rng.current ??= createRng(freshSeed());
    const next = flip(coin, rng.current);
    const instant = prefersReducedMotion();
    saveCoin(next);
    setTossed(true);
    setAnnounce(null);
    setBefore((current) => (instant ? null : (current ?? coin)));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => {
        setBefore(null);
        setAnnounce("result");
      },
      instant ? announceDelayMs : flipMs,
    );
  }

  function onReset() {
    saveCoin(reset(coin));
    setBefore(null);
    setAnnounce(null);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAnnounce("reset"), announceDelayMs);
  }

  const sideText = shown.side ? t(`coin.${shown.side}`) : "";
  const announcement =
    announce === "result" && shown.side
      ? t("coin.announce", { side: sideText, heads: shown.heads, tails: shown.tails })
      : announce === "reset"
        ? t("coin.resetDone")
        : "";

  return (
    <GameScreen slug="coin-flip">
      <div className="flex flex-1 flex-col items-center gap-5">
        <div className="perspective-distant mt-4" aria-hidden="true">
          <div
            className={cn(
              "relative size-52 transform-3d",
              tossed &&
                "transition-transform duration-[1200ms] ease-[cubic-bezier(0.15,0.6,0.3,1)] motion-reduce:transition-none",
            )}
            style={{ transform: `rotateX(${coin.rotation}deg)` }}
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

        <div className="text-center">
          <p data-testid="result" className="min-h-14 font-display text-5xl font-black">
            {flipping ? "" : sideText}
          </p>
          <p className="min-h-6 text-muted">
            {flipping ? t("coin.flipping") : shown.side ? "" : t("coin.idle")}
          </p>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </div>

        <section
          aria-labelledby="coin-tally-title"
          className="w-full rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
        >
          <div className="flex items-center justify-between gap-2">
            <div>
              <h2 id="coin-tally-title" className="font-extrabold">
                {t("coin.tallyTitle")}
              </h2>
              <p className="text-sm text-muted">{t("coin.flips", { count: flips(shown) })}</p>
            </div>
            <Button variant="secondary" onClick={onReset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t("coin.reset")}
            </Button>
          </div>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <p
              data-testid="heads-count"
              className="rounded-2xl bg-night-900 px-3 py-2 text-center text-lg font-bold text-dojo-gold"
            >
              {t("coin.headsCount", { count: shown.heads })}
            </p>
            <p
              data-testid="tails-count"
              className="rounded-2xl bg-night-900 px-3 py-2 text-center text-lg font-bold text-dojo-cyan"
            >
              {t("coin.tailsCount", { count: shown.tails })}
            </p>
          </div>
        </section>

        <Button size="lg" className="mt-auto min-h-16 w-full text-2xl" onClick={onFlip}>
          {t("coin.flip")}
        </Button>
      </div>
    </GameScreen>
  );
}
