import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { DrinkUnit } from "#app/games/_engine/room-drinks.ts";

/** A player on a game's tally: sips and points apart, as app/games/_engine/room-drinks.ts keeps them. */
export interface TallyEntry {
  id: string;
  name: string;
  sips: number;
  points: number;
  /** The unit they take things in now: a clean slate reads in it. */
  unit: DrinkUnit;
}

/** What everyone has taken so far this game, in seating order. */
export function DrinkTally({
  title,
  players,
  note,
}: {
  title: string;
  players: readonly TallyEntry[];
  note?: string;
}) {
  const { t } = useTranslation("tableGames");
  const { t: tr } = useTranslation("roomTurns");
  const titleId = useId();
  const line = ({ name, sips, points, unit }: TallyEntry) => {
    // A player who changed how they drink midway has both.
    if (sips > 0 && points > 0) {
      return t("tallyBoth", {
        name,
        sips: tr("amount.sips", { count: sips }),
        points: tr("amount.points", { count: points }),
      });
    }
    const inPoints = points > 0 || (sips === 0 && unit === "points");
    return inPoints
      ? t("tallyPoints", { name, count: points })
      : t("tallyEntry", { name, count: sips });
  };
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="font-extrabold">
        {title}
      </h2>
      {note ? <p className="text-sm text-muted">{note}</p> : null}
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {players.map((player) => (
          <li key={player.id} className="rounded-full bg-night-800 px-3 py-1 ring-1 ring-night-600">
            {line(player)}
          </li>
        ))}
      </ul>
    </section>
  );
}
