import { Send, ThumbsDown, ThumbsUp } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Trans, useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { z } from "zod/mini";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { feedbackMaxLength, feedbackSchema } from "#app/features/feedback/feedback-schema.ts";

// The API's 4xx body (docs/errors.md#shape); its `error` is already written for people.
const apiErrorSchema = z.object({ error: z.string() });

type SendState =
  { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

function ThumbChoice({
  checked,
  onChoose,
  icon,
  children,
}: {
  checked: boolean;
  onChoose: () => void;
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
      {/* A name (and no textarea name) keeps a no-JS submit harmless: the page just reloads. */}
      <input
        type="radio"
        name="positive"
        className="sr-only"
        checked={checked}
        onChange={onChoose}
      />
      {icon}
      {children}
    </label>
  );
}

/**
 * Thumbs up or down with an optional comment, saved through POST /api/feedback
 * (docs/product-rules.md#feedback). The same schema as the endpoint checks it first, so problems
 * show before the round trip.
 */
export function FeedbackForm({ game, legend }: { game: string; legend: string }) {
  const { t } = useTranslation();
  const [positive, setPositive] = useState<boolean | null>(null);
  const [text, setText] = useState("");
  const [state, setState] = useState<SendState>({ kind: "idle" });
  const messageId = useId();
  const countId = useId();
  const sending = state.kind === "sending";

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (positive === null) {
      setState({ kind: "failed", message: t("feedback.chooseThumb") });
      return;
    }
    const parsed = feedbackSchema.safeParse({ feedback: text, positive, game });
    if (!parsed.success) {
      setState({
        kind: "failed",
        message: parsed.error.issues[0]?.message ?? t("feedback.failed"),
      });
      return;
    }
    setState({ kind: "sending" });
    try {
      const response = await fetch("/api/feedback", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) {
        setState({ kind: "sent" });
        setPositive(null);
        setText("");
        return;
      }
      const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
      setState({
        kind: "failed",
        message: body.success ? body.data.error : t("feedback.failed"),
      });
    } catch {
      setState({ kind: "failed", message: t("feedback.failed") });
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate className="mt-5 flex flex-col gap-5">
      <fieldset>
        <legend className="font-bold">{legend}</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          <ThumbChoice
            checked={positive === true}
            onChoose={() => setPositive(true)}
            icon={<ThumbsUp aria-hidden="true" className="size-5" />}
          >
            {t("feedback.positive")}
          </ThumbChoice>
          <ThumbChoice
            checked={positive === false}
            onChoose={() => setPositive(false)}
            icon={<ThumbsDown aria-hidden="true" className="size-5" />}
          >
            {t("feedback.negative")}
          </ThumbChoice>
        </div>
      </fieldset>

      <div>
        <label htmlFor={messageId} className="font-bold">
          {t("feedback.messageLabel")}
        </label>
        <textarea
          id={messageId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={feedbackMaxLength}
          rows={4}
          aria-describedby={countId}
          className="mt-2 block w-full resize-y rounded-2xl bg-night-900 px-4 py-3 text-ink ring-1 ring-night-600 focus:ring-2 focus:ring-dojo-violet focus:outline-none"
        />
        <p id={countId} className="mt-1 text-right text-sm text-muted">
          {t("feedback.remaining", { count: feedbackMaxLength - text.length })}
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
          role="status"
          aria-live="polite"
          className={cn(
            "font-semibold",
            state.kind === "sent" && "text-success",
            state.kind === "failed" && "text-danger",
          )}
        >
          {state.kind === "sent" ? t("feedback.success") : null}
          {state.kind === "failed" ? state.message : null}
        </p>
      </div>
    </form>
  );
}
