import { Bug, Mail, Send, Store, ThumbsDown, ThumbsUp } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { usePublicEnv } from "#app/components/use-public-env.ts";
import { feedbackMaxLength, feedbackSchema } from "#app/features/feedback/feedback-schema.ts";

const bugItems = ["device", "where", "steps", "expected", "screenshot"] as const;

// The API's 4xx body (DESIGN.md §7); its `error` is already written for people.
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

function FeedbackForm() {
  const { t } = useTranslation("info");
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
      setState({ kind: "failed", message: t("contact.feedback.chooseThumb") });
      return;
    }
    // Same schema as the endpoint, so the visitor hears about a problem before the round trip.
    const parsed = feedbackSchema.safeParse({ feedback: text, positive, game: "site" });
    if (!parsed.success) {
      setState({
        kind: "failed",
        message: parsed.error.issues[0]?.message ?? t("contact.feedback.failed"),
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
        message: body.success ? body.data.error : t("contact.feedback.failed"),
      });
    } catch {
      setState({ kind: "failed", message: t("contact.feedback.failed") });
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate className="mt-5 flex flex-col gap-5">
      <fieldset>
        <legend className="font-bold">{t("contact.feedback.legend")}</legend>
        <div className="mt-3 flex gap-3">
          <ThumbChoice
            checked={positive === true}
            onChoose={() => setPositive(true)}
            icon={<ThumbsUp aria-hidden="true" className="size-5" />}
          >
            {t("contact.feedback.positive")}
          </ThumbChoice>
          <ThumbChoice
            checked={positive === false}
            onChoose={() => setPositive(false)}
            icon={<ThumbsDown aria-hidden="true" className="size-5" />}
          >
            {t("contact.feedback.negative")}
          </ThumbChoice>
        </div>
      </fieldset>

      <div>
        <label htmlFor={messageId} className="font-bold">
          {t("contact.feedback.messageLabel")}
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
          {t("contact.feedback.remaining", { count: feedbackMaxLength - text.length })}
        </p>
      </div>

      <p className="text-sm text-muted">
        <Trans
          t={t}
          i18nKey="contact.feedback.privacy"
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
          {sending ? t("contact.feedback.sending") : t("contact.feedback.submit")}
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
          {state.kind === "sent" ? t("contact.feedback.success") : null}
          {state.kind === "failed" ? state.message : null}
        </p>
      </div>
    </form>
  );
}

export default function Contact() {
  const { t } = useTranslation("info");
  const { SUPPORT_EMAIL } = usePublicEnv();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title={t("contact.metaTitle")} description={t("contact.description")} />
      <h1 className="text-4xl font-black sm:text-5xl">{t("contact.title")}</h1>
      <p className="mt-4 text-lg text-muted">{t("contact.intro")}</p>

      <Card className="mt-8">
        <h2 className="flex items-center gap-3 text-2xl font-extrabold">
          <Mail aria-hidden="true" className="size-6 text-dojo-pink" />
          {t("contact.emailTitle")}
        </h2>
        <p className="mt-2 text-muted">{t("contact.emailText")}</p>
        <Button asChild className="mt-5 w-full sm:w-auto">
          <a href={`mailto:${SUPPORT_EMAIL}`}>
            <Mail aria-hidden="true" className="shrink-0" />
            <span className="break-all">{SUPPORT_EMAIL}</span>
          </a>
        </Button>
        <p className="mt-4 text-sm text-muted">
          <Trans
            t={t}
            i18nKey="contact.faqHint"
            components={{
              faq: <Link to="/info/FAQ" className="font-semibold text-dojo-gold underline" />,
            }}
          />
        </p>
      </Card>

      <section aria-labelledby="contact-feedback" className="mt-12">
        <h2 id="contact-feedback" className="text-2xl font-extrabold">
          {t("contact.feedback.title")}
        </h2>
        <p className="mt-2 text-muted">{t("contact.feedback.intro")}</p>
        <FeedbackForm />
      </section>

      <section aria-labelledby="contact-bugs" className="mt-12">
        <h2 id="contact-bugs" className="flex items-center gap-3 text-2xl font-extrabold">
          <Bug aria-hidden="true" className="size-6 text-dojo-cyan" />
          {t("contact.bugTitle")}
        </h2>
        <p className="mt-2 text-muted">{t("contact.bugIntro")}</p>
        <ol className="mt-4 flex list-decimal flex-col gap-2 pl-6 text-muted marker:font-bold marker:text-dojo-cyan">
          {bugItems.map((item) => (
            <li key={item}>{t(`contact.bugItems.${item}`)}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="contact-partners" className="mt-12">
        <h2 id="contact-partners" className="flex items-center gap-3 text-2xl font-extrabold">
          <Store aria-hidden="true" className="size-6 text-dojo-gold" />
          {t("contact.partnerTitle")}
        </h2>
        <p className="mt-2 text-muted">{t("contact.partnerText")}</p>
      </section>
    </div>
  );
}
