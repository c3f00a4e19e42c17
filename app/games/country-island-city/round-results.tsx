import { Flag } from "lucide-react";
import { compareText } from "#app/i18n/collation.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { Player } from "#app/games/_engine/players.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { lowestScorers, lowestScorerSips, runningTotals, type RoundResult } from "./rules.ts";

interface RoundResultsProps {
  round: number;
  result: RoundResult;
  results: readonly RoundResult[];
  players: readonly Player[];
}

/** The round's totals beside the running score, and who drinks for coming last. */
export function RoundResults({ round, result, results, players }: RoundResultsProps) {
  const { t, i18n } = useTranslation("cic");
  const { t: tp } = useTranslation("play");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const totals = runningTotals(results);
  const lowest = lowestScorers(result.totals);
  const names = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(lowest);
  const standings = Object.keys(result.totals).sort(
    (a, b) => (totals[b] ?? 0) - (totals[a] ?? 0) || compareText(a, b, i18n.language),
  );
  const penalty = (name: string) =>
    alcoholFree || players.some((player) => player.name === name && player.notDrinking)
      ? tp("points", { count: lowestScorerSips })
      : tp("sips", { count: lowestScorerSips });

  return (
    <section
      aria-labelledby="cic-results-title"
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id="cic-results-title" className="text-xl font-extrabold">
        {t("results.title", { number: round })}
      </h2>
      <div role="status" className="mt-3 rounded-2xl bg-dojo-pink/15 p-3 ring-1 ring-dojo-pink/50">
        <p className="font-extrabold text-dojo-pink" data-testid="lowest-scorer">
          {t("results.lowest", { names })}
        </p>
        <ul className="mt-1">
          {lowest.map((name) => (
            <li key={name} className="font-semibold">
              {t("results.drinks", { name, penalty: penalty(name) })}
            </li>
          ))}
        </ul>
      </div>
      <table className="mt-4 w-full text-left">
        <caption className="sr-only">{t("results.caption")}</caption>
        <thead className="text-sm text-muted">
          <tr>
            <th scope="col" className="py-2 font-bold">
              {t("results.player")}
            </th>
            <th scope="col" className="py-2 text-right font-bold">
              {t("results.thisRound")}
            </th>
            <th scope="col" className="py-2 text-right font-bold">
              {t("results.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.map((name) => (
            <tr key={name} className="border-t border-night-600">
              <th scope="row" className="max-w-40 truncate py-2 font-bold">
                {name}
              </th>
              <td className="py-2 text-right tabular-nums">{result.totals[name]}</td>
              <td className="py-2 text-right font-extrabold text-dojo-gold tabular-nums">
                {totals[name]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm text-muted">{t("results.nextHint")}</p>
      <Button asChild variant="secondary" className="mt-3 w-full">
        <Link to="/misc/end-of-round?game=country-island-city">
          <Flag aria-hidden="true" />
          {t("results.finish")}
        </Link>
      </Button>
    </section>
  );
}
