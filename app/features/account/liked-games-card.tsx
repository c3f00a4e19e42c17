import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { TextLink } from "#app/components/text-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { likedCatalogueEntries } from "./liked-games.ts";

/** The games this player gave a heart, linking back to them (issue 4). */
export function LikedGamesCard({ likedGames }: { likedGames: readonly string[] }) {
  const { t } = useTranslation("account");
  const { t: tg } = useTranslation("games");
  const entries = likedCatalogueEntries(likedGames);
  return (
    <Card>
      <section aria-labelledby="profile-liked">
        <IconHeading id="profile-liked" icon={Heart} tone="pink">
          {t("likedGames.title")}
        </IconHeading>
        {entries.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2">
            {entries.map((entry) => {
              const name = tg(`catalogue.${entry.slug}.name`);
              return (
                <li key={entry.slug}>
                  {entry.available ? (
                    <Link
                      to={entry.path}
                      className="inline-flex min-h-12 items-center gap-2 rounded-full bg-night-700 px-4 font-bold hover:bg-night-600"
                    >
                      <Heart aria-hidden="true" className="size-4 fill-current text-dojo-pink" />
                      {name}
                    </Link>
                  ) : (
                    <span className="inline-flex min-h-12 items-center gap-2 rounded-full bg-night-700 px-4 font-bold">
                      <Heart aria-hidden="true" className="size-4 fill-current text-dojo-pink" />
                      {name}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <>
            <p className="mt-4 text-muted">{t("likedGames.empty")}</p>
            <TextLink to="/go">{t("likedGames.findGame")}</TextLink>
          </>
        )}
      </section>
    </Card>
  );
}
