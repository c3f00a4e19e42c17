import { useTranslation } from "#app/i18n/react.tsx";
import { pickedNames, remaining, roundComplete, type BottleState } from "./rules.ts";

/** The round so far: who the bottle has picked, and how many are still to go. */
export function BottleRound({
  circle,
}: {
  circle: Pick<BottleState, "seats" | "picked" | "round">;
}) {
  const { t } = useTranslation("tools");
  const names = pickedNames(circle);
  return (
    <section
      aria-labelledby="bottle-round-title"
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id="bottle-round-title" className="font-extrabold">
        {t("bottle.roundTitle", { round: circle.round })}
      </h2>
      {names.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t("bottle.roundEmpty")}</p>
      ) : (
        <ol
          aria-label={t("bottle.pickedLabel")}
          data-testid="round"
          className="mt-2 flex list-inside list-decimal flex-wrap gap-x-4 gap-y-1"
        >
          {names.map((name) => (
            <li key={name} className="font-bold">
              {name}
            </li>
          ))}
        </ol>
      )}
      <p className="mt-2 text-sm text-muted">
        {roundComplete(circle)
          ? t("bottle.roundDone", { next: circle.round + 1 })
          : t("bottle.stillToGo", { count: remaining(circle).length })}
      </p>
    </section>
  );
}
