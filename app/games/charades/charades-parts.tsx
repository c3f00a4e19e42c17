import { useId } from "react";
import { cn } from "#app/components/ui/cn.ts";
import { Stepper } from "#app/games/_ui/timer-stepper.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  maxRounds,
  maxTeams,
  maxTurnSeconds,
  minRounds,
  minTeams,
  minTurnSeconds,
  type Settings,
} from "./rules.ts";

const turnSecondsStep = 15;

interface ScoreboardProps {
  teams: readonly { id: string; members: readonly string[]; score: number }[];
  /** Index of the team on turn. */
  onTurn: number;
  round: number;
  rounds: number;
  over: boolean;
}

/** Every team's points, the team on turn ringed in gold; the final scores once it's over. */
export function Scoreboard({ teams, onTurn, round, rounds, over }: ScoreboardProps) {
  const { t } = useTranslation("partyGames");
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-extrabold">
          {over ? t("charades.finalScores") : t("charades.scores")}
        </h2>
        {over ? null : (
          <p className="text-sm text-muted">{t("charades.roundOf", { round, rounds })}</p>
        )}
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {teams.map((team, index) => {
          const current = !over && index === onTurn;
          return (
            <li
              key={team.id}
              className={cn(
                "rounded-2xl bg-night-900 p-3",
                current ? "ring-2 ring-dojo-gold" : "ring-1 ring-night-700",
              )}
            >
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-extrabold">{t("charades.team", { id: team.id })}</span>
                <span className="font-display text-2xl font-black text-dojo-gold tabular-nums">
                  <span className="sr-only">{t("charades.points", { count: team.score })}</span>
                  <span aria-hidden="true">{team.score}</span>
                </span>
              </div>
              {team.members.length > 0 ? (
                <p className="truncate text-sm text-muted">{team.members.join(", ")}</p>
              ) : null}
              {current ? (
                <p className="text-xs font-bold tracking-widest text-dojo-gold uppercase">
                  {t("charades.onTurn")}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface SetupProps {
  settings: Settings;
  onChange: (settings: Settings) => void;
  /** Someone else sets them (the room's host): shown, not changed. */
  disabled?: boolean;
  intro: string;
}

/** Teams, the turn's clock and the rounds, before the first turn. */
export function Setup({ settings, onChange, disabled = false, intro }: SetupProps) {
  const { t } = useTranslation("partyGames");
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id={titleId} className="text-lg font-extrabold">
        {t("charades.setupTitle")}
      </h2>
      <p className="text-sm text-muted">{intro}</p>
      <Stepper
        label={t("charades.teams")}
        value={settings.teamCount}
        min={minTeams}
        max={maxTeams}
        display={String(settings.teamCount)}
        decreaseLabel={t("charades.fewerTeams")}
        increaseLabel={t("charades.moreTeams")}
        onChange={(teamCount) => onChange({ ...settings, teamCount })}
        disabled={disabled}
      />
      <Stepper
        label={t("timer.turnTimer")}
        value={settings.turnSeconds}
        min={minTurnSeconds}
        max={maxTurnSeconds}
        step={turnSecondsStep}
        display={t("timer.seconds", { count: settings.turnSeconds })}
        decreaseLabel={t("timer.less")}
        increaseLabel={t("timer.more")}
        onChange={(turnSeconds) => onChange({ ...settings, turnSeconds })}
        disabled={disabled}
      />
      <Stepper
        label={t("charades.rounds")}
        value={settings.rounds}
        min={minRounds}
        max={maxRounds}
        display={String(settings.rounds)}
        decreaseLabel={t("charades.fewerRounds")}
        increaseLabel={t("charades.moreRounds")}
        onChange={(rounds) => onChange({ ...settings, rounds })}
        disabled={disabled}
      />
    </section>
  );
}

/** "Team A wins with 3 points!" or the tie, once the game is over. */
export function useResultWords(): (
  leaders: readonly string[],
  teams: readonly { id: string; score: number }[],
) => string {
  const { t } = useTranslation("partyGames");
  return (leaders, teams) => {
    const top = teams.find((team) => team.id === leaders[0])?.score ?? 0;
    const points = t("charades.points", { count: top });
    const names = leaders.map((id) => t("charades.team", { id }));
    return names.length === 1
      ? t("charades.winner", { team: names[0] ?? "", points })
      : t("charades.tie", { teams: names.join(", "), points });
  };
}
