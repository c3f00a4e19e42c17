import type { DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import { useTranslation } from "#app/i18n/react.tsx";

const units: readonly DrinkUnit[] = ["sips", "points"];

/**
 * "Ada and Bo take 2 sips. Cy takes 2 penalty points.": one sentence per unit, from each
 * drinker's own unit as the game's view says it (useDrinkWords reads this device's own table,
 * which a room doesn't use). The words are the namespace's `drink` texts.
 */
export function useDrinkSentence(
  namespace: "tableGames" | "roomTurns",
): (drinkers: readonly { name: string; unit: DrinkUnit }[], count: number) => string {
  const { t, i18n } = useTranslation(namespace);
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  return (drinkers, count) =>
    units
      .flatMap((unit) => {
        const names = drinkers.filter((drinker) => drinker.unit === unit).map(({ name }) => name);
        if (names.length === 0) return [];
        return [
          t(`drink.${names.length === 1 ? "one" : "many"}.${unit}`, {
            who: list.format(names),
            count,
          }),
        ];
      })
      .join(" ");
}
