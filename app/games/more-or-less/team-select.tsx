import { Plus, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useNavigate } from "react-router";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { Stepper } from "#app/games/_ui/timer-stepper.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  defaultRounds,
  maxRounds,
  maxTeamName,
  maxTeams,
  minRounds,
  minTeams,
  optionsProblemCode,
  type OptionsProblem,
} from "./rules.ts";
import { moreOrLessPaths } from "./paths.ts";
import { startWithTeams, useMoreOrLess } from "./use-more-or-less.ts";

interface TeamField {
  key: number;
  name: string;
}

export function TeamSelect() {
  const { t } = useTranslation("teamGames");
  const navigate = useNavigate();
  const { state: stored, table } = useMoreOrLess();
  const errorId = useId();
  const titleId = useId();
  const [teams, setTeams] = useState<TeamField[]>(() =>
    [1, 2].map((number) => ({
      key: number,
      name: t("moreOrLess.teamSelect.defaultName", { number }),
    })),
  );
  const [rounds, setRounds] = useState(defaultRounds);
  const [problem, setProblem] = useState<OptionsProblem | null>(null);

  function rename(key: number, name: string) {
    setTeams((current) => current.map((team) => (team.key === key ? { ...team, name } : team)));
    setProblem(null);
  }

  function addTeam() {
    setTeams((current) => {
      if (current.length >= maxTeams) return current;
      const key = Math.max(...current.map((team) => team.key)) + 1;
      return [
        ...current,
        { key, name: t("moreOrLess.teamSelect.defaultName", { number: current.length + 1 }) },
      ];
    });
    setProblem(null);
  }

  function removeTeam(key: number) {
    setTeams((current) =>
      current.length <= minTeams ? current : current.filter((team) => team.key !== key),
    );
    setProblem(null);
  }

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const options = { teamNames: teams.map((team) => team.name), rounds };
    const code = optionsProblemCode(options);
    if (code) {
      setProblem(code);
      return;
    }
    if (startWithTeams(table, options.teamNames, rounds)) return;
    void navigate(moreOrLessPaths.game);
  }

  const inProgress = stored && stored.phase !== "over";
  const nameProblem =
    problem === "blankName" || problem === "nameTooLong" || problem === "duplicateName";

  return (
    <GameScreen slug="more-or-less">
      {inProgress ? (
        <Button asChild variant="secondary" size="lg">
          <Link to={moreOrLessPaths.game}>{t("moreOrLess.teamSelect.continue")}</Link>
        </Button>
      ) : null}
      <form
        noValidate
        onSubmit={start}
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
      >
        <div>
          <h2 id={titleId} className="text-xl font-extrabold">
            {t("moreOrLess.teamSelect.title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("moreOrLess.teamSelect.intro")}</p>
        </div>
        <ul className="flex flex-col gap-2">
          {teams.map((team, index) => {
            const number = index + 1;
            const inputId = `team-name-${team.key}`;
            return (
              <li key={team.key} className="flex items-end gap-2">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <label htmlFor={inputId} className="text-sm font-semibold">
                    {t("moreOrLess.teamSelect.nameLabel", { number })}
                  </label>
                  <input
                    id={inputId}
                    value={team.name}
                    maxLength={maxTeamName}
                    autoComplete="off"
                    onChange={(event) => rename(team.key, event.target.value)}
                    aria-invalid={nameProblem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    className="min-h-12 min-w-0 rounded-2xl bg-night-900 px-4 text-lg text-ink ring-1 ring-night-600 placeholder:text-muted focus:ring-dojo-gold"
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={teams.length <= minTeams}
                  aria-label={
                    team.name.trim()
                      ? t("moreOrLess.teamSelect.removeTeam", { name: team.name.trim() })
                      : t("moreOrLess.teamSelect.removeTeamUnnamed", { number })
                  }
                  onClick={() => removeTeam(team.key)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
        <Button
          type="button"
          variant="secondary"
          disabled={teams.length >= maxTeams}
          onClick={addTeam}
        >
          <Plus aria-hidden="true" />
          {t("moreOrLess.teamSelect.addTeam")}
        </Button>
        <div className="flex flex-col gap-1">
          <Stepper
            label={t("moreOrLess.teamSelect.rounds")}
            value={rounds}
            min={minRounds}
            max={maxRounds}
            display={String(rounds)}
            decreaseLabel={t("moreOrLess.teamSelect.fewerRounds")}
            increaseLabel={t("moreOrLess.teamSelect.moreRounds")}
            onChange={(value) => {
              setRounds(value);
              setProblem(null);
            }}
          />
          <p className="text-sm text-muted">
            {t("moreOrLess.teamSelect.roundsHint", { count: rounds })}
          </p>
        </div>
        <p id={errorId} role="alert" className="min-h-5 text-sm font-bold text-danger">
          {problem ? t(`moreOrLess.teamSelect.errors.${problem}`) : ""}
        </p>
        <Button type="submit" variant="gold" size="lg">
          {t("moreOrLess.teamSelect.start")}
        </Button>
      </form>
    </GameScreen>
  );
}
