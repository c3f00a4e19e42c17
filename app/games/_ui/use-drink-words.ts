import { useTranslation } from "#app/i18n/react.tsx";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";

/**
 * "Ada and Bo take 2 sips." as one sentence per group: players marked not drinking, and everyone in
 * alcohol-free mode, take penalty points instead (docs/product-rules.md#alcohol-free-mode).
 */
export function useDrinkWords(): (names: readonly string[], count: number) => string {
  const { t, i18n } = useTranslation("tableGames");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const players = useMinigamesStore((state) => state.players);
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const notDrinking = new Set(
    players.filter((player) => player.notDrinking).map((player) => player.name),
  );

  return (names, count) => {
    const points = alcoholFree ? [...names] : names.filter((name) => notDrinking.has(name));
    const sips = alcoholFree ? [] : names.filter((name) => !notDrinking.has(name));
    const sentence = (group: readonly string[], unit: "sips" | "points") =>
      group.length === 0
        ? null
        : t(`drink.${group.length === 1 ? "one" : "many"}.${unit}`, {
            who: list.format(group),
            count,
          });
    return [sentence(sips, "sips"), sentence(points, "points")]
      .filter((part) => part !== null)
      .join(" ");
  };
}
