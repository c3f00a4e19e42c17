import { Gamepad2, Handshake, Printer } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import { findPartner } from "#app/features/print/partners.ts";
import { findQrPage } from "#app/features/print/qr-catalogue.ts";
import { catalogue } from "#app/games/catalogue.ts";
import type { Route } from "./+types/partner";
import { languageContext } from "#app/context.ts";

// One module for every partner page; the partner is the URL's last segment (routes.ts).
// `url` rather than `request.url`: a client navigation's data request ends in ".data".
export function loader({ url, context }: Route.LoaderArgs) {
  const id = url.pathname.split("/").at(-1) ?? "";
  const language = context.get(languageContext);
  const partner = findPartner(id, language);
  if (!partner) throw pageNotFound(url);
  const game = catalogue.find((entry) => entry.slug === partner.game);
  if (!game) throw pageNotFound(url);
  // Only material that exists today: a game's sign appears once the game is live.
  const materials = partner.materials.flatMap((materialId) => {
    const found = findQrPage(partner.qrBrand, materialId, [], language);
    return found
      ? [{ id: materialId, path: `/QR/${found.brand}/${materialId}`, page: found.page }]
      : [];
  });
  return {
    partner,
    gameSlug: game.slug,
    gamePath: game.available ? game.path : null,
    materials,
  };
}

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("print");
  const { t: tGames } = useTranslation("games");
  const { partner, gameSlug, gamePath, materials } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10" lang={partner.language}>
      <PageMeta
        title={t("partner.metaTitle", { name: partner.name })}
        description={partner.tagline}
      />
      <p className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
        {t("partner.eyebrow")}
      </p>
      <h1 className="mt-2 text-4xl font-black sm:text-5xl">{partner.name}</h1>
      <p className="mt-4 text-lg text-muted">{partner.tagline}</p>

      <section aria-labelledby="partner-about" className="mt-10">
        <IconHeading id="partner-about" icon={Handshake} tone="pink">
          {t("partner.aboutTitle")}
        </IconHeading>
        {partner.about.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-muted">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="partner-game" className="mt-10">
        <IconHeading id="partner-game" icon={Gamepad2} tone="cyan">
          {t("partner.gameTitle")}
        </IconHeading>
        <p className="mt-3 font-bold">{tGames(`catalogue.${gameSlug}.name`)}</p>
        <p className="mt-1 text-muted">{tGames(`catalogue.${gameSlug}.pitch`)}</p>
        {gamePath ? (
          <Button asChild className="mt-4">
            <Link to={gamePath}>{t("partner.play")}</Link>
          </Button>
        ) : null}
      </section>

      <section aria-labelledby="partner-print" className="mt-10">
        <IconHeading id="partner-print" icon={Printer} tone="violet">
          {t("partner.printTitle")}
        </IconHeading>
        <p className="mt-3 text-muted">{t("partner.printIntro")}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {materials.map((material) => (
            <li key={material.id}>
              <Link
                to={material.path}
                className="flex min-h-16 flex-col justify-center rounded-2xl bg-night-800 px-4 py-3 ring-1 ring-night-600 hover:ring-dojo-gold"
              >
                <span className="font-bold">{t(`formats.${material.page.format}.name`)}</span>
                <span className="text-sm text-muted">
                  {material.page.copy.kind === "game"
                    ? tGames(`catalogue.${material.page.copy.slug}.name`)
                    : material.page.copy.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
