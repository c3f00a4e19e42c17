import { DieFace } from "#app/games/_ui/die-face.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { DiceRoll } from "./rules.ts";

/** Matches the dice's CSS transition below. */
export const rollMs = 800;

interface DiceTrayProps {
  /** How many dice are in the cup. */
  count: number;
  /** Rolls so far: the dice turn once per roll. */
  rolls: number;
  /** The faces up, when the last roll used as many dice as lie here and has landed. */
  faces: readonly number[] | null;
  /** A roll is in the air. */
  moving: boolean;
  /** The dice tumble to their turn instead of standing there at once. */
  turning: boolean;
}

/** The dice on the table, up to six in rows of three. */
export function DiceTray({ count, rolls, faces, moving, turning }: DiceTrayProps) {
  const { t } = useTranslation("tools");
  return (
    <ul
      aria-label={t("dice.diceLabel")}
      className="mx-auto grid w-full max-w-80 grid-cols-3 place-items-center gap-4 py-2"
    >
      {Array.from({ length: count }, (_, i) => {
        const face = faces?.[i] ?? null;
        // Neighbouring dice tumble opposite ways, a different number of turns each.
        const turn = rolls * (2 + (i % 3)) * 360 * (i % 2 === 0 ? 1 : -1);
        return (
          <li key={i} className="size-22">
            <div
              role="img"
              data-testid="die"
              data-face={face ?? undefined}
              aria-label={
                face !== null
                  ? t("dice.die", { face })
                  : moving
                    ? t("dice.dieInAir")
                    : t("dice.dieWaiting")
              }
              className={cn(
                "size-full",
                turning &&
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
  );
}

/** The rolls before the last, newest first. */
export function DiceHistory({ history, rolls }: { history: readonly DiceRoll[]; rolls: number }) {
  const { t } = useTranslation("tools");
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="dice-history-title">
      <h2 id="dice-history-title" className="text-sm font-extrabold text-muted">
        {t("dice.historyTitle")}
      </h2>
      <ol className="mt-2 flex flex-wrap gap-2">
        {history.map((earlier, i) => (
          <li
            key={rolls - 1 - i}
            className="rounded-full bg-night-800 px-3 py-1 text-sm ring-1 ring-night-600"
          >
            {t("dice.historyEntry", { faces: earlier.faces.join(" + "), total: earlier.total })}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A roll in words: "You rolled 3 and 5: total 8" on the phone that rolled, "Ada rolled …" on
 * the others (`by`).
 */
export function useRollSentence(): (result: DiceRoll, by?: string | null) => string {
  const { t, i18n } = useTranslation("tools");
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  return (result, by) => {
    const [only] = result.faces;
    if (result.faces.length === 1 && only !== undefined) {
      return by
        ? t("dice.theyRolledOne", { name: by, face: only })
        : t("dice.rolledOne", { face: only });
    }
    const faces = list.format(result.faces.map(String));
    return by
      ? t("dice.theyRolledMany", { name: by, faces, total: result.total })
      : t("dice.rolledMany", { faces, total: result.total });
  };
}

/**
 * The last roll's total and what it was, in words, under the dice; `status` says what is going
 * on meanwhile (rolling, whose turn). Screen readers hear the roll once the dice have landed.
 */
export function DiceResult({
  result,
  words,
  status,
  landed,
}: {
  result: DiceRoll | null;
  /** The roll in words (useRollSentence). */
  words: string;
  status: string;
  landed: boolean;
}) {
  const { t } = useTranslation("tools");
  return (
    <div className="text-center">
      <p className="text-muted">
        {t("dice.total")}{" "}
        <span data-testid="total" className="font-display text-5xl font-black text-dojo-gold">
          {result ? result.total : "–"}
        </span>
      </p>
      <p data-testid="result" className="mt-1 min-h-7 text-lg font-bold">
        {result ? words : ""}
      </p>
      <p className="min-h-6 text-muted">{status}</p>
      <p aria-live="polite" className="sr-only">
        {landed && result ? words : ""}
      </p>
    </div>
  );
}
