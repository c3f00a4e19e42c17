import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { UserMinus, UserPlus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { maxPlayers, minPlayers } from "#app/games/_engine/players.ts";
import {
  addPlayer,
  maxNameLength,
  removePlayer,
  setNotDrinking,
  tidyPlayerName,
  type RosterProblem,
} from "#app/games/_engine/roster.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { isRosterProblem, playerNameFormSchema } from "./player-name-form.ts";

/**
 * Names at the table, shared by every game (kept on this phone). The name form is checked on
 * submit with its schema (player-name-form.ts); only a name that passes joins the table.
 */
export function PlayerSetup({ max = maxPlayers, intro }: { max?: number; intro?: string }) {
  const { t } = useTranslation("play");
  const players = useMinigamesStore((state) => state.players);
  const setPlayers = useMinigamesStore((state) => state.setPlayers);
  const formId = useId();
  const inputId = useId();
  const errorId = useId();
  const [form, fields] = useForm({
    id: formId,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: playerNameFormSchema(players, max) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const next = addPlayer(players, submission.value.name, max);
      if (isInvalid(next)) return;
      setPlayers(next);
      event.currentTarget.reset();
    },
  });
  const problem = fields.name.errors?.[0];
  const words = (code: RosterProblem) =>
    code === "tooLong"
      ? t("players.errors.tooLong", { max: maxNameLength })
      : code === "taken"
        ? t("players.errors.taken", { name: tidyPlayerName(fields.name.value ?? "") })
        : code === "full"
          ? t("players.errors.full", { max })
          : t("players.errors.blank");
  const error = isRosterProblem(problem) ? words(problem) : null;

  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-xl font-extrabold">
        {t("players.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {intro ?? t("players.intro", { min: minPlayers, max })}
      </p>
      <form
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate={form.noValidate}
        className="mt-4 flex gap-2"
      >
        <label htmlFor={inputId} className="sr-only">
          {t("players.nameLabel")}
        </label>
        <input
          id={inputId}
          name={fields.name.name}
          key={fields.name.key}
          defaultValue={fields.name.initialValue}
          maxLength={maxNameLength + 10}
          autoComplete="off"
          enterKeyHint="done"
          placeholder={t("players.nameLabel")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-12 min-w-0 flex-1 rounded-2xl bg-night-900 px-4 text-lg text-ink ring-1 ring-night-600 placeholder:text-muted focus:ring-dojo-gold"
        />
        <Button type="submit" aria-label={t("players.add")}>
          <UserPlus aria-hidden="true" />
        </Button>
      </form>
      <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm text-danger">
        {error}
      </p>
      <p className="text-sm text-muted">{t("players.count", { count: players.length })}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {players.map((player) => (
          <li key={player.name} className="rounded-2xl bg-night-900 p-3 ring-1 ring-night-700">
            <div className="flex items-center justify-between gap-2">
              <span className="truncate text-lg font-bold">{player.name}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("players.remove", { name: player.name })}
                onClick={() => setPlayers(removePlayer(players, player.name))}
              >
                <UserMinus aria-hidden="true" />
              </Button>
            </div>
            <Switch
              label={t("players.notDrinking")}
              hint={t("players.notDrinkingHint")}
              checked={player.notDrinking}
              onCheckedChange={(checked) =>
                setPlayers(setNotDrinking(players, player.name, checked))
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
