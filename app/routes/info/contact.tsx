import { Bug, Mail, Store } from "lucide-react";
import { Trans, useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { usePublicEnv } from "#app/components/use-public-env.ts";
import { FeedbackForm } from "#app/features/feedback/feedback-form.tsx";

const bugItems = ["device", "where", "steps", "expected", "screenshot"] as const;

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
        <FeedbackForm game="site" legend={t("contact.feedback.legend")} />
      </section>

      <section aria-labelledby="contact-bugs" className="mt-12">
        <IconHeading id="contact-bugs" icon={Bug} tone="cyan">
          {t("contact.bugTitle")}
        </IconHeading>
        <p className="mt-2 text-muted">{t("contact.bugIntro")}</p>
        <ol className="mt-4 flex list-decimal flex-col gap-2 pl-6 text-muted marker:font-bold marker:text-dojo-cyan">
          {bugItems.map((item) => (
            <li key={item}>{t(`contact.bugItems.${item}`)}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="contact-partners" className="mt-12">
        <IconHeading id="contact-partners" icon={Store} tone="gold">
          {t("contact.partnerTitle")}
        </IconHeading>
        <p className="mt-2 text-muted">{t("contact.partnerText")}</p>
      </section>
    </div>
  );
}
