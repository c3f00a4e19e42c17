import {
  Coins,
  Download,
  Gamepad2,
  HeartHandshake,
  Layers,
  Leaf,
  Play,
  Smartphone,
  UserPlus,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { TextLink } from "#app/components/text-link.tsx";
import { Button } from "#app/components/ui/button.tsx";

function GuideSection({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-3xl bg-night-800/90 p-5 ring-1 ring-night-600/70 sm:p-7"
    >
      <div className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-night-700 text-dojo-cyan">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2 id={`${id}-title`} className="text-2xl font-black sm:text-3xl">
          {title}
        </h2>
      </div>
      <div className="mt-4 text-lg text-muted">{children}</div>
    </section>
  );
}

export default function HowItWorks() {
  const { t } = useTranslation("howItWorks");

  const sections = [
    { id: "pick", icon: Gamepad2, title: t("pick.title") },
    { id: "players", icon: UserPlus, title: t("players.title") },
    { id: "pass", icon: Smartphone, title: t("pass.title") },
    { id: "packs", icon: Layers, title: t("packs.title") },
    { id: "alcohol-free", icon: Leaf, title: t("alcoholFree.title") },
    { id: "install", icon: Download, title: t("install.title") },
    { id: "accounts", icon: Coins, title: t("accounts.title") },
    { id: "play-safe", icon: HeartHandshake, title: t("safety.title") },
  ] as const;
  const [pick, players, pass, packs, alcoholFree, install, accounts, safety] = sections;
  const safetyRules = [
    t("safety.age"),
    t("safety.noPressure"),
    t("safety.consent"),
    t("safety.explicit"),
    t("safety.care"),
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <PageMeta title={t("metaTitle")} description={t("metaDescription")} />
      <div className="lg:grid lg:grid-cols-[16rem_1fr] lg:items-start lg:gap-10">
        <div className="lg:col-span-2">
          <header className="max-w-3xl">
            <p className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
              {t("eyebrow")}
            </p>
            <h1 className="mt-2 text-4xl font-black sm:text-5xl">{t("title")}</h1>
            <p className="mt-4 text-lg text-muted sm:text-xl">{t("intro")}</p>
          </header>
        </div>

        <nav aria-label={t("tocLabel")} className="mt-8 lg:sticky lg:top-20">
          <ol className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-12 items-center gap-3 rounded-2xl px-3 font-semibold text-ink hover:bg-night-800"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-8 shrink-0 place-items-center rounded-xl bg-night-700 text-sm font-black text-dojo-gold"
                  >
                    {index + 1}
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-8 flex flex-col gap-5">
          <GuideSection {...pick}>
            <p>{t("pick.text")}</p>
            <div className="mt-2">
              <TextLink to="/go">{t("pick.cta")}</TextLink>
            </div>
          </GuideSection>
          <GuideSection {...players}>
            <p>{t("players.text")}</p>
          </GuideSection>
          <GuideSection {...pass}>
            <p>{t("pass.text")}</p>
          </GuideSection>
          <GuideSection {...packs}>
            <p>{t("packs.text")}</p>
          </GuideSection>
          <GuideSection {...alcoholFree}>
            <p>{t("alcoholFree.text")}</p>
          </GuideSection>
          <GuideSection {...install}>
            <p>{t("install.text")}</p>
          </GuideSection>
          <GuideSection {...accounts}>
            <p>{t("accounts.text")}</p>
            <div className="mt-2 flex flex-col sm:flex-row sm:gap-6">
              <TextLink to="/info/dojo-coins">{t("accounts.coins")}</TextLink>
              <TextLink to="/info/pricing">{t("accounts.pricing")}</TextLink>
            </div>
          </GuideSection>
          <GuideSection {...safety}>
            <p>{t("safety.intro")}</p>
            <ul className="mt-4 flex flex-col gap-3">
              {safetyRules.map((rule) => (
                <li key={rule} className="flex items-start gap-3">
                  <HeartHandshake
                    aria-hidden="true"
                    className="mt-1 size-5 shrink-0 text-dojo-pink"
                  />
                  <span className="text-ink">{rule}</span>
                </li>
              ))}
            </ul>
          </GuideSection>

          <section
            aria-labelledby="ready-title"
            className="rounded-3xl bg-linear-to-br from-dojo-pink/25 via-dojo-violet/20 to-night-800 p-6 ring-1 ring-dojo-pink/40 sm:p-8"
          >
            <h2 id="ready-title" className="text-3xl font-black">
              {t("ready.title")}
            </h2>
            <p className="mt-2 text-lg text-ink">{t("ready.text")}</p>
            <Button asChild size="lg" className="mt-6 w-full sm:w-auto">
              <Link to="/go">
                <Play aria-hidden="true" className="size-6" />
                {t("ready.cta")}
              </Link>
            </Button>
          </section>
        </div>
      </div>
    </div>
  );
}
