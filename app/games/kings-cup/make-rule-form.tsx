import { useId, useMemo } from "react";
import { useFormProblemWords } from "#app/components/form-problem.ts";
import { Button } from "#app/components/ui/button.tsx";
import { firstProblem, useLocalForm } from "#app/components/use-local-form.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { makeRuleFormSchema, ruleProblemParams } from "./make-rule-schema.ts";
import { maxRuleLength, minRuleLength, type MadeRule } from "./rules.ts";

/**
 * The drawer of a "make a rule" card writes it down. The phone checks it with the rule set's
 * own check before the move is made; `refusal` is what the game answered the move with.
 */
export function MakeRuleForm({
  maker,
  made,
  refusal,
  busy = false,
  onMake,
  onSkip,
}: {
  maker: string;
  made: readonly MadeRule[];
  refusal: string | null;
  busy?: boolean;
  onMake: (text: string) => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation("tableGames");
  const refusalText = useRefusalText();
  const formProblemWords = useFormProblemWords();
  const schema = useMemo(() => makeRuleFormSchema(made), [made]);
  const formId = useId();
  const hintId = useId();
  const [form, fields] = useLocalForm(formId, schema, ({ text }) => onMake(text));
  const checked = firstProblem(fields.text.errors);
  const problem =
    checked === null
      ? refusal
      : checked === "unstorable"
        ? formProblemWords(checked)
        : refusalText({ code: checked, params: ruleProblemParams });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={fields.text.id} className="font-bold">
        {t("kingsCup.makeRule.label", { player: maker })}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {t("kingsCup.makeRule.hint", { min: minRuleLength, max: maxRuleLength })}
      </p>
      <input
        id={fields.text.id}
        name={fields.text.name}
        maxLength={maxRuleLength}
        autoComplete="off"
        placeholder={t("kingsCup.makeRule.placeholder")}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${fields.text.errorId}` : hintId}
        className="min-h-12 rounded-xl bg-night-900 px-3 text-lg text-ink ring-1 ring-night-600"
      />
      <p id={fields.text.errorId} role="alert" className="min-h-5 text-sm font-bold text-danger">
        {problem}
      </p>
      <Button type="submit" variant="gold" size="lg" disabled={busy}>
        {t("kingsCup.makeRule.submit")}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={onSkip}>
        {t("kingsCup.makeRule.skip")}
      </Button>
    </form>
  );
}
