import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Send, ThumbsDown, ThumbsUp } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Trans, useTranslation } from "#app/i18n/react.tsx";
import { Link, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useFormProblemWords } from "#app/components/form-problem.ts";
import type { FormBodyProblem } from "#app/utils/http/form-body.ts";
import { feedbackMaxLength, parseFeedbackForm } from "./feedback-schema.ts";

type FeedbackAnswer =
  | { ok: boolean; result: SubmissionResult<string[]> }
  | { ok: false; problem: "offline" | "failed"; formProblem?: FormBodyProblem };

function ThumbChoice({
  name,
  value,
  icon,
  children,
}: {
  name: string;
  value: "up" | "down";
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "flex min-h-14 flex-1 cursor-pointer items-center justify-center gap-2 rounded-2xl px-3 font-bold whitespace-nowrap transition",
        "bg-night-700 text-ink ring-1 ring-night-600 hover:bg-night-600",
        "has-checked:bg-dojo-cyan has-checked:text-night-950 has-checked:ring-dojo-cyan",
        "has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-dojo-gold",
      )}
    >
      <input type="radio" name={name} value={value} className="sr-only" />
      {icon}
      {children}
    </label>
  );
}

/**
 * Thumbs up or down with an optional comment, sent to POST /feedback (as POST /api/feedback;
 * docs/product-rules.md#feedback). The schema the action checks with checks it first, so
 * problems show before the round trip; without JavaScript it is a plain form.
 */
export function FeedbackForm({ game, legend }: { game: string; legend: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FeedbackAnswer>({ key: `feedback-${game}` });
  const formProblemWords = useFormProblemWords();
  const sending = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: `feedback-${game}`,
    lastResult: answer && "result" in answer ? answer.result : null,
    defaultValue: { game },
    onValidate: ({ formData }) => parseFeedbackForm(formData),
    shouldValidate: "onSubmit",
  });
  // What was typed in this textarea: a reset after sending gives it a new key, and 0.
  const [typed, setTyped] = useState({ key: fields.feedback.key, length: 0 });
  const length = typed.key === fields.feedback.key ? typed.length : 0;
  const sent = answer?.ok === true;
  const problem =
    fields.positive.errors?.[0] ?? fields.feedback.errors?.[0] ?? fields.game.errors?.[0];
  const failure =
    answer && "problem" in answer
      ? answer.formProblem
        ? formProblemWords(answer.formProblem)
        : t("feedback.failed")
      : problem
        ? t(`feedback.problems.${problem}`, { defaultValue: problem })
        : null;

  return (
    <fetcher.Form
      method="post"
      action="/feedback"
      {...getFormProps(form)}
      className="mt-5 flex flex-col gap-5"
    >
      <input type="hidden" name={fields.game.name} value={game} />
      <fieldset aria-describedby={fields.positive.errors ? fields.positive.errorId : undefined}>
        <legend className="font-bold">{legend}</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          <ThumbChoice
            name={fields.positive.name}
            value="up"
            icon={<ThumbsUp aria-hidden="true" className="size-5" />}
          >
            {t("feedback.positive")}
          </ThumbChoice>
          <ThumbChoice
            name={fields.positive.name}
            value="down"
            icon={<ThumbsDown aria-hidden="true" className="size-5" />}
          >
            {t("feedback.negative")}
          </ThumbChoice>
        </div>
      </fieldset>

      <div>
        <label htmlFor={fields.feedback.id} className="font-bold">
          {t("feedback.messageLabel")}
        </label>
        <textarea
          {...getTextareaProps(fields.feedback)}
          key={fields.feedback.key}
          onChange={(event) =>
            setTyped({ key: fields.feedback.key, length: event.target.value.length })
          }
          maxLength={feedbackMaxLength}
          rows={4}
          aria-describedby={`${fields.feedback.id}-count`}
          className="mt-2 block w-full resize-y rounded-2xl bg-night-900 px-4 py-3 text-ink ring-1 ring-night-600 focus:ring-2 focus:ring-dojo-violet focus:outline-none"
        />
        <p id={`${fields.feedback.id}-count`} className="mt-1 text-right text-sm text-muted">
          {t("feedback.remaining", { count: feedbackMaxLength - length })}
        </p>
      </div>

      <p className="text-sm text-muted">
        <Trans
          t={t}
          i18nKey="feedback.privacy"
          components={{
            privacy: (
              <Link to="/info/privacy-policy" className="font-semibold text-dojo-gold underline" />
            ),
          }}
        />
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={sending}>
          <Send aria-hidden="true" />
          {sending ? t("feedback.sending") : t("feedback.submit")}
        </Button>
        <p
          id={fields.positive.errorId}
          role="status"
          aria-live="polite"
          className={cn("font-semibold", sent && "text-success", failure && "text-danger")}
        >
          {sent ? t("feedback.success") : failure}
        </p>
      </div>
    </fetcher.Form>
  );
}
