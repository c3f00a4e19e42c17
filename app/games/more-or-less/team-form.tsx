import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useFormProblemWords } from "#app/components/form-problem.ts";
import { Button } from "#app/components/ui/button.tsx";
import { firstProblem, useLocalForm } from "#app/components/use-local-form.ts";
import { Stepper } from "#app/games/_ui/timer-stepper.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { moreOrLessPaths } from "./paths.ts";
import { defaultRounds, maxRounds, maxTeamName, maxTeams, minRounds, minTeams } from "./rules.ts";
import { isTeamFormProblem, teamFormSchema } from "./team-form-schema.ts";
import { startWithTeams, useMoreOrLess } from "./use-more-or-less.ts";

interface TeamField {
  key: number;
  name: string;
}

const teamNameField = (index: number) => `teamNames[${index}]`;

/**
 * The teams and rounds of a new game, checked with the schema that holds them to the rule
 * set's limits; a problem is marked at its field and said once under the form.
 */
export function TeamForm() {
  const { t } = useTranslation("teamGames");
  const formProblemWords = useFormProblemWords();
  const navigate = useNavigate();
  const { table } = useMoreOrLess();
  const titleId = useId();
  const [teams, setTeams] = useState<TeamField[]>(() =>
    [1, 2].map((number) => ({
      key: number,
      name: t("moreOrLess.teamSelect.defaultName", { number }),
    })),
  );
  const [rounds, setRounds] = useState(defaultRounds);
  const [form, fields] = useLocalForm("more-or-less-teams", teamFormSchema, () => {
    if (
      startWithTeams(
        table,
        teams.map((team) => team.name),
        rounds,
      )
    )
      return;
    void navigate(moreOrLessPaths.game);
  });

  // A team added or removed is no input event: problems on show are checked again.
  const shown = Object.keys(form.allErrors).length > 0;
  const checkedLength = useRef(teams.length);
  useEffect(() => {
    if (checkedLength.current === teams.length) return;
    checkedLength.current = teams.length;
    if (shown) form.validate();
  }, [teams.length, shown, form]);

  function rename(key: number, name: string) {
    setTeams((current) => current.map((team) => (team.key === key ? { ...team, name } : team)));
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
  }

  function removeTeam(key: number) {
    setTeams((current) =>
      current.length <= minTeams ? current : current.filter((team) => team.key !== key),
    );
  }

  const nameProblems = teams.map((_, index) => firstProblem(form.allErrors[teamNameField(index)]));
  const problem =
    firstProblem(fields.teamNames.errors) ??
    nameProblems.find((code) => code !== null) ??
    firstProblem(fields.rounds.errors);
  const message =
    problem === null || !isTeamFormProblem(problem)
      ? ""
      : problem === "unstorable"
        ? formProblemWords(problem)
        : t(`moreOrLess.teamSelect.errors.${problem}`);

  return (
    <form
      id={form.id}
      noValidate
      onSubmit={form.onSubmit}
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
                  name={teamNameField(index)}
                  value={team.name}
                  maxLength={maxTeamName}
                  autoComplete="off"
                  onChange={(event) => rename(team.key, event.target.value)}
                  aria-invalid={nameProblems[index] ? true : undefined}
                  aria-describedby={problem ? form.errorId : undefined}
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
        <input type="hidden" name={fields.rounds.name} value={rounds} />
        <Stepper
          label={t("moreOrLess.teamSelect.rounds")}
          value={rounds}
          min={minRounds}
          max={maxRounds}
          display={String(rounds)}
          decreaseLabel={t("moreOrLess.teamSelect.fewerRounds")}
          increaseLabel={t("moreOrLess.teamSelect.moreRounds")}
          onChange={setRounds}
        />
        <p className="text-sm text-muted">
          {t("moreOrLess.teamSelect.roundsHint", { count: rounds })}
        </p>
      </div>
      <p id={form.errorId} role="alert" className="min-h-5 text-sm font-bold text-danger">
        {message}
      </p>
      <Button type="submit" variant="gold" size="lg">
        {t("moreOrLess.teamSelect.start")}
      </Button>
    </form>
  );
}
