import { ChevronDown, Mail } from "lucide-react";
import { Trans, useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { usePublicEnv } from "#app/components/use-public-env.ts";
import { freePublishedPackLimit } from "#app/features/billing/plans.ts";

// Questions are grouped so the page scans on a phone; the text lives in info.json.
const sections = [
  { id: "playing", questions: ["free", "account", "onePhone", "offline", "alcoholFree", "age"] },
  { id: "account", questions: ["premium", "cancel", "coins", "ownPack"] },
  { id: "safety", questions: ["data", "deleteData", "reportPack"] },
  { id: "help", questions: ["languages", "report", "bars"] },
] as const;

const linkClass = "font-semibold text-dojo-gold underline";

export default function Faq() {
  const { t } = useTranslation("info");
  const { SUPPORT_EMAIL } = usePublicEnv();

  // Any answer may link to these; an answer that doesn't use one simply ignores it.
  const answerLinks = {
    pricing: <Link to="/info/pricing" className={linkClass} />,
    coins: <Link to="/info/dojo-coins" className={linkClass} />,
    privacy: <Link to="/info/privacy-policy" className={linkClass} />,
    terms: <Link to="/info/terms-of-service" className={linkClass} />,
    contact: <Link to="/info/contact" className={linkClass} />,
    mail: <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} break-all`} />,
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title={t("faq.metaTitle")} description={t("faq.description")} />
      <h1 className="text-4xl font-black sm:text-5xl">{t("faq.title")}</h1>
      <p className="mt-4 text-lg text-muted">{t("faq.intro")}</p>

      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`faq-${section.id}`} className="mt-10">
          <h2
            id={`faq-${section.id}`}
            className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase"
          >
            {t(`faq.sections.${section.id}`)}
          </h2>
          <div className="mt-4 flex flex-col gap-3">
            {section.questions.map((id) => (
              <details
                key={id}
                id={id}
                className="group rounded-2xl bg-night-800/90 ring-1 ring-night-600/70 open:ring-dojo-violet/60"
              >
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-lg font-bold [&::-webkit-details-marker]:hidden">
                  {t(`faq.items.${id}.question`)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-6 shrink-0 text-dojo-cyan transition group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 text-muted">
                  <Trans
                    t={t}
                    i18nKey={`faq.items.${id}.answer`}
                    values={{ email: SUPPORT_EMAIL, limit: freePublishedPackLimit }}
                    components={answerLinks}
                  />
                </p>
              </details>
            ))}
          </div>
        </section>
      ))}

      <section
        aria-labelledby="faq-more"
        className="mt-12 rounded-3xl bg-night-800/90 p-6 ring-1 ring-night-600/70"
      >
        <h2 id="faq-more" className="text-2xl font-extrabold">
          {t("faq.moreTitle")}
        </h2>
        <p className="mt-2 text-muted">{t("faq.moreText")}</p>
        <Button asChild variant="secondary" className="mt-5">
          <Link to="/info/contact">
            <Mail aria-hidden="true" />
            {t("faq.contactCta")}
          </Link>
        </Button>
      </section>
    </div>
  );
}
