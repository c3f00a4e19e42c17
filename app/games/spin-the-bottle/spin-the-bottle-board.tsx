import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { savedGameKind, useSavedGame } from "#app/games/_ui/saved-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { createRng, type Rng } from "#app/games/_engine/rng.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import {
  freeCircle,
  newGame,
  parseState,
  remaining,
  reseat,
  roundComplete,
  sameSeats,
  seatAngle,
  spin,
  type BottleState,
} from "./logic.ts";

/** Matches the bottle's CSS transition below. */
const spinMs = 2600;
/** See the coin flip: empty the live region, then fill it, so a repeated result is read out. */
const announceDelayMs = 80;
/** Distance of the names from the centre, as a share of the circle's width. */
const seatRadius = 40;

const savedBottle = savedGameKind("spin-the-bottle", 1, parseState);

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/** The circle as the table has it now; a roster that can't be seated leaves it as it was. */
function seatedAt(state: BottleState, names: readonly string[]): BottleState {
  if (sameSeats(state, names)) return state;
  const next = reseat(state, names);
  return isInvalid(next) ? state : next;
}

function Bottle() {
  return (
    <svg viewBox="0 0 40 120" className="h-full" aria-hidden="true">
      <defs>
        <linearGradient id="bottle-glass" x1="0" x2="1">
          <stop offset="0" stopColor="var(--color-dojo-cyan)" stopOpacity="0.95" />
          <stop offset="1" stopColor="var(--color-dojo-violet)" stopOpacity="0.95" />
        </linearGradient>
      </defs>
      <rect x="15" y="2" width="10" height="8" rx="2" fill="var(--color-dojo-gold)" />
      <path
        d="M16 10 h8 v26 c0 6 9 10 9 22 v52 a8 8 0 0 1 -8 8 h-10 a8 8 0 0 1 -8 -8 v-52 c0 -12 9 -16 9 -22 z"
        fill="url(#bottle-glass)"
      />
      <rect x="11" y="66" width="5" height="40" rx="2.5" fill="white" opacity="0.35" />
    </svg>
  );
}

export function SpinTheBottleBoard() {
  const { t } = useTranslation("tools");
  const players = useMinigamesStore((state) => state.players);
  const names = players.map((player) => player.name);
  const rng = useRef<Rng | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // "New game" starts a new round from the circle on screen; the bottle stays where it lies.
  const previous = useRef<BottleState | null>(null);
  const [bottle, saveBottle] = useSavedGame(savedBottle, () =>
    previous.current ? newGame(previous.current) : freeCircle(),
  );
  useEffect(() => {
    previous.current = bottle;
  }, [bottle]);
  // `bottle` turns the bottle on screen at once; who was picked shows the circle from before
  // the spin until the bottle stops. Both follow the players set in settings.
  const [before, setBefore] = useState<BottleState | null>(null);
  const spinning = before !== null;
  // A bottle read back from the device lies still; only a spin on this page turns it.
  const [spun, setSpun] = useState(false);
  const [announced, setAnnounced] = useState(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const circle = seatedAt(bottle, names);
  const view = seatedAt(before ?? bottle, names);

  function onSpin() {
    rng.current ??= createRng(freshSeed());
    const next = spin(circle, rng.current);
    const instant = prefersReducedMotion();
    saveBottle(next);
    setSpun(true);
    setAnnounced(false);
    setBefore((current) => (instant ? null : (current ?? bottle)));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => {
        setBefore(null);
        setAnnounced(true);
      },
      instant ? announceDelayMs : spinMs,
    );
  }

  const last = spinning ? null : view.last;
  const resultText =
    last === null
      ? ""
      : last.kind === "free"
        ? t("bottle.free")
        : t("bottle.pointsAt", { name: last.name });
  const seats = circle.seats;
  const left = remaining(view).length;

  return (
    <GameScreen slug="spin-the-bottle">
      <div className="flex flex-1 flex-col gap-4">
        <div className="relative mx-auto aspect-square w-full max-w-80">
          <div
            aria-hidden="true"
            className="absolute inset-[12%] rounded-full bg-night-800 ring-2 ring-night-600"
          />
          {seats.length === 0 ? (
            <div aria-hidden="true" className="absolute inset-0">
              {Array.from({ length: 12 }, (_, i) => {
                const radians = (i * 30 * Math.PI) / 180;
                return (
                  <span
                    key={i}
                    className="absolute h-3 w-1 rounded-full bg-night-600"
                    style={{
                      left: `${50 + seatRadius * Math.sin(radians)}%`,
                      top: `${50 - seatRadius * Math.cos(radians)}%`,
                      transform: `translate(-50%, -50%) rotate(${i * 30}deg)`,
                    }}
                  />
                );
              })}
            </div>
          ) : (
            <ol
              aria-label={t("bottle.circleLabel", { count: seats.length })}
              className="absolute inset-0"
            >
              {seats.map((name, seat) => {
                const radians = (seatAngle(seat, seats.length) * Math.PI) / 180;
                const chosen = last?.kind === "player" && last.seat === seat;
                const done = !chosen && view.picked.includes(name);
                return (
                  <li
                    key={name}
                    className={cn(
                      "absolute max-w-24 -translate-x-1/2 -translate-y-1/2 truncate rounded-full px-2.5 py-1 text-sm font-bold ring-1 transition",
                      chosen
                        ? "z-10 scale-110 bg-dojo-gold text-night-950 ring-dojo-gold"
                        : done
                          ? "bg-night-900 text-muted ring-night-700"
                          : "bg-night-700 text-ink ring-night-600",
                    )}
                    style={{
                      left: `${50 + seatRadius * Math.sin(radians)}%`,
                      top: `${50 - seatRadius * Math.cos(radians)}%`,
                    }}
                  >
                    {name}
                  </li>
                );
              })}
            </ol>
          )}
          <div
            aria-hidden="true"
            className={cn(
              "absolute inset-[28%] flex justify-center",
              spun &&
                "transition-transform duration-[2600ms] ease-[cubic-bezier(0.12,0.7,0.18,1)] motion-reduce:transition-none",
            )}
            style={{ transform: `rotate(${circle.angle}deg)` }}
          >
            <Bottle />
          </div>
        </div>

        <div className="text-center">
          <p data-testid="result" className="min-h-9 font-display text-2xl font-black text-balance">
            {resultText}
          </p>
          <p className="min-h-6 text-muted">
            {spinning
              ? t("bottle.spinning")
              : last
                ? ""
                : seats.length === 0
                  ? t("bottle.idleFree")
                  : t("bottle.idle")}
          </p>
          <p aria-live="polite" className="sr-only">
            {announced ? resultText : ""}
          </p>
        </div>

        {seats.length === 0 ? (
          <p className="rounded-3xl bg-night-800 p-4 text-sm text-muted ring-1 ring-night-600">
            {t("bottle.freeHint")}
          </p>
        ) : (
          <section
            aria-labelledby="bottle-round-title"
            className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
          >
            <h2 id="bottle-round-title" className="font-extrabold">
              {t("bottle.roundTitle", { round: view.round })}
            </h2>
            {view.picked.length === 0 ? (
              <p className="mt-1 text-sm text-muted">{t("bottle.roundEmpty")}</p>
            ) : (
              <ol
                aria-label={t("bottle.pickedLabel")}
                data-testid="round"
                className="mt-2 flex list-inside list-decimal flex-wrap gap-x-4 gap-y-1"
              >
                {view.picked.map((name) => (
                  <li key={name} className="font-bold">
                    {name}
                  </li>
                ))}
              </ol>
            )}
            <p className="mt-2 text-sm text-muted">
              {roundComplete(view)
                ? t("bottle.roundDone", { next: view.round + 1 })
                : t("bottle.stillToGo", { count: left })}
            </p>
          </section>
        )}

        <Button size="lg" className="mt-auto min-h-16 w-full text-2xl" onClick={onSpin}>
          {t("bottle.spin")}
        </Button>
      </div>
    </GameScreen>
  );
}
