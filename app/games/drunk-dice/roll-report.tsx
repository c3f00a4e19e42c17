import { Crown } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { DieFace } from "#app/games/_ui/die-face.tsx";
import { useDrinkSentence } from "#app/games/_ui/use-drink-sentence.ts";
import type { DrunkDiceEventView, DrunkDiceView } from "./rules.ts";

/**
 * What both Drunk Dice boards show of a game's view: the phone passed round the table and each
 * phone of a room read the same words from the same rules.
 */

/** Who holds the title, with room at its side for a button. */
export function ThreeManLine({ view, children }: { view: DrunkDiceView; children?: ReactNode }) {
  const { t } = useTranslation("tableGames");
  return (
    <div className="-mt-2 flex items-center justify-between gap-2">
      <p
        data-testid="three-man"
        className="flex items-center gap-2 text-sm font-bold text-dojo-gold"
        aria-live="polite"
      >
        <Crown aria-hidden="true" className="size-5 shrink-0" />
        {view.threeMan
          ? t("drunkDice.threeMan", { name: view.threeMan.name })
          : t("drunkDice.noThreeMan")}
      </p>
      {children}
    </div>
  );
}

/** The two dice, turning once more with every roll. */
export function DicePair({ view }: { view: DrunkDiceView }) {
  const { t } = useTranslation("tableGames");
  return (
    <ul aria-label={t("drunkDice.diceLabel")} className="flex justify-center gap-5">
      {[0, 1].map((index) => {
        const face = view.last?.dice[index] ?? null;
        return (
          <li key={index} className="size-22">
            <div
              role="img"
              aria-label={face === null ? t("drunkDice.dieWaiting") : t("drunkDice.die", { face })}
              className="size-full transition-transform duration-500 motion-reduce:transition-none"
              style={{ transform: `rotate(${view.rolls * (index === 0 ? 360 : -360)}deg)` }}
            >
              <DieFace face={face} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The last roll in words: the dice, who drinks and why, and who rolls next. */
export function RollReport({ view }: { view: DrunkDiceView }) {
  const { t } = useTranslation("tableGames");
  const drinkSentence = useDrinkSentence("tableGames");
  const { last, onTurn } = view;
  const next = onTurn?.name ?? "";

  function explain(event: DrunkDiceEventView, total: number): string {
    switch (event.kind) {
      case "newThreeMan":
        return t("drunkDice.events.newThreeMan", { player: event.player.name });
      case "titlePassed":
        return t("drunkDice.events.titlePassed", { to: event.to.name });
      case "handOut":
        return view.handOutUnit === "points"
          ? t("drunkDice.events.handOutPoints", { player: event.player.name, count: event.sips })
          : t("drunkDice.events.handOut", { player: event.player.name, count: event.sips });
      case "drink":
        return `${t(`drunkDice.events.${event.reason}`, { total })} ${drinkSentence(event.players, event.sips)}`;
    }
  }

  return (
    <div
      data-testid="roll-result"
      data-rolls={view.rolls}
      aria-live="polite"
      className="flex min-h-16 flex-col gap-1"
    >
      {last ? (
        <>
          <p className="text-lg font-bold">
            {t("drunkDice.rolled", {
              player: last.roller.name,
              a: last.dice[0],
              b: last.dice[1],
              total: last.total,
            })}
          </p>
          <ul className="flex flex-col gap-1">
            {last.events.map((event, index) => (
              <li key={index}>{explain(event, last.total)}</li>
            ))}
          </ul>
          <p className="font-bold text-dojo-cyan">
            {last.rollsAgain && onTurn?.id === last.roller.id
              ? t("drunkDice.rollsAgain", { player: next })
              : t("drunkDice.passes", { player: next })}
          </p>
        </>
      ) : (
        <p className="text-muted">{t("drunkDice.idle", { player: next })}</p>
      )}
    </div>
  );
}
