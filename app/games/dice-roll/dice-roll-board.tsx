import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { DieFace } from "#app/games/_ui/die-face.tsx";
import { savedGameKind, useSavedGame } from "#app/games/_ui/saved-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { createRng, type Rng } from "#app/games/_engine/rng.ts";
import {
  maxDice,
  minDice,
  newGame,
  parseState,
  roll,
  setCount,
  startingState,
  type DiceRoll,
  type DiceState,
} from "./logic.ts";

/** Matches the dice's CSS transition below. */
const rollMs = 800;
/** See the coin flip: empty the live region, then fill it, so a repeated result is read out. */
const announceDelayMs = 80;

const counts = Array.from({ length: maxDice - minDice + 1 }, (_, i) => minDice + i);

const savedDice = savedGameKind("dice-roll", 1, parseState);

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

export function DiceRollBoard() {
  const { t, i18n } = useTranslation("tools");
  const rng = useRef<Rng | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // "New game" starts from the dice on screen, so the number of dice the table chose stays.
  const previous = useRef<DiceState | null>(null);
  const [dice, saveDice, restored] = useSavedGame(savedDice, () =>
    previous.current ? newGame(previous.current) : startingState(),
  );
  // After "New game" (a save gone while a game was on screen) the fresh game is saved at
  // once, so the kept setting outlives a reload before the first move.
  useEffect(() => {
    if (!restored && previous.current !== null) saveDice(dice);
  }, [restored, dice, saveDice]);
  useEffect(() => {
    previous.current = dice;
  }, [dice]);
  // `dice` turns the dice on screen at once; the faces and words show the dice from before
  // the roll until they land.
  const [before, setBefore] = useState<DiceState | null>(null);
  const shown = before ?? dice;
  const rolling = before !== null;
  // Dice read back from the device lie still; only a roll on this page tumbles them.
  const [thrown, setThrown] = useState(false);
  const [announced, setAnnounced] = useState(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  function sentence(result: DiceRoll): string {
    const [only] = result.faces;
    return result.faces.length === 1 && only !== undefined
      ? t("dice.rolledOne", { face: only })
      : t("dice.rolledMany", { faces: list.format(result.faces.map(String)), total: result.total });
  }

  function onRoll() {
    rng.current ??= createRng(freshSeed());
    const next = roll(dice, rng.current);
    if (isInvalid(next)) return;
    const instant = prefersReducedMotion();
    saveDice(next);
    setThrown(true);
    setAnnounced(false);
    setBefore((current) => (instant ? null : (current ?? dice)));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => {
        setBefore(null);
        setAnnounced(true);
      },
      instant ? announceDelayMs : rollMs,
    );
  }

  function onCount(count: number) {
    const next = setCount(dice, count);
    if (!isInvalid(next)) saveDice(next);
  }

  const result = shown.last;
  // Faces belong to the dice on screen only when the last roll used as many dice.
  const faces = !rolling && result && result.faces.length === dice.count ? result.faces : null;

  return (
    <GameScreen slug="dice-roll">
      <div className="flex flex-1 flex-col gap-5">
        <fieldset>
          <legend className="mb-2 font-extrabold">{t("dice.countLegend")}</legend>
          <div className="grid grid-cols-6 gap-2">
            {counts.map((count) => (
              <label
                key={count}
                className={cn(
                  "relative flex min-h-12 cursor-pointer items-center justify-center rounded-2xl bg-night-700 text-xl font-black ring-1 ring-night-600 transition select-none",
                  "has-checked:bg-dojo-pink has-checked:text-night-950 has-checked:ring-dojo-pink",
                  "has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-dojo-gold",
                )}
              >
                <input
                  type="radio"
                  name="dice-count"
                  value={count}
                  checked={dice.count === count}
                  onChange={() => onCount(count)}
                  // Invisible but the size of the whole button, so a tap anywhere selects it.
                  className="absolute inset-0 cursor-pointer appearance-none rounded-2xl opacity-0"
                />
                <span aria-hidden="true">{count}</span>
                <span className="sr-only">{t("dice.count", { count })}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <ul
          aria-label={t("dice.diceLabel")}
          className="mx-auto grid w-full max-w-80 grid-cols-3 place-items-center gap-4 py-2"
        >
          {Array.from({ length: dice.count }, (_, i) => {
            const face = faces?.[i] ?? null;
            // Neighbouring dice tumble opposite ways, a different number of turns each.
            const turn = dice.rolls * (2 + (i % 3)) * 360 * (i % 2 === 0 ? 1 : -1);
            return (
              <li key={i} className="size-22">
                <div
                  role="img"
                  data-testid="die"
                  data-face={face ?? undefined}
                  aria-label={
                    face !== null
                      ? t("dice.die", { face })
                      : rolling
                        ? t("dice.dieInAir")
                        : t("dice.dieWaiting")
                  }
                  className={cn(
                    "size-full",
                    thrown &&
                      "transition-transform duration-[800ms] ease-[cubic-bezier(0.2,0.7,0.25,1)] motion-reduce:transition-none",
                  )}
                  style={{ transform: `rotate(${turn}deg)` }}
                >
                  <DieFace face={face} />
                </div>
              </li>
            );
          })}
        </ul>

        <div className="text-center">
          <p className="text-muted">
            {t("dice.total")}{" "}
            <span data-testid="total" className="font-display text-5xl font-black text-dojo-gold">
              {!rolling && result ? result.total : "–"}
            </span>
          </p>
          <p data-testid="result" className="mt-1 min-h-7 text-lg font-bold">
            {rolling ? "" : result ? sentence(result) : ""}
          </p>
          <p className="min-h-6 text-muted">
            {rolling ? t("dice.rolling") : result ? "" : t("dice.idle")}
          </p>
          <p aria-live="polite" className="sr-only">
            {announced && result ? sentence(result) : ""}
          </p>
        </div>

        {shown.history.length > 0 ? (
          <section aria-labelledby="dice-history-title">
            <h2 id="dice-history-title" className="text-sm font-extrabold text-muted">
              {t("dice.historyTitle")}
            </h2>
            <ol className="mt-2 flex flex-wrap gap-2">
              {shown.history.map((earlier, i) => (
                <li
                  key={shown.rolls - 1 - i}
                  className="rounded-full bg-night-800 px-3 py-1 text-sm ring-1 ring-night-600"
                >
                  {t("dice.historyEntry", {
                    faces: earlier.faces.join(" + "),
                    total: earlier.total,
                  })}
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        <Button size="lg" className="mt-auto min-h-16 w-full text-2xl" onClick={onRoll}>
          {t("dice.roll")}
        </Button>
      </div>
    </GameScreen>
  );
}
