import { Heart, Layers } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { TextLink } from "#app/components/text-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { likedItems, type NamedPack } from "./liked-games.ts";

const chipClass =
  "inline-flex min-h-12 items-center gap-2 rounded-full bg-night-700 px-4 font-bold";

function Chip({ to, icon, children }: { to: string | null; icon: ReactNode; children: ReactNode }) {
  if (!to) {
    return (
      <span className={chipClass}>
        {icon}
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className={`${chipClass} hover:bg-night-600`}>
      {icon}
      {children}
    </Link>
  );
}

/** The games and packs this player gave a heart, games linking back to play. */
export function LikedGamesCard({
  likedGames,
  likedPacks,
}: {
  likedGames: readonly string[];
  likedPacks: readonly NamedPack[];
}) {
  const { t } = useTranslation("account");
  const { t: tg } = useTranslation("games");
  const items = likedItems(likedGames, likedPacks);
  return (
    <Card>
      <section aria-labelledby="profile-liked">
        <IconHeading id="profile-liked" icon={Heart} tone="pink">
          {t("likedGames.title")}
        </IconHeading>
        {items.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2">
            {items.map((item) =>
              item.kind === "game" ? (
                <li key={item.entry.slug}>
                  <Chip
                    to={item.entry.available ? item.entry.path : null}
                    icon={
                      <Heart aria-hidden="true" className="size-4 fill-current text-dojo-pink" />
                    }
                  >
                    {tg(`catalogue.${item.entry.slug}.name`)}
                  </Chip>
                </li>
              ) : (
                <li key={item.pack.id}>
                  <Chip
                    to={null}
                    icon={<Layers aria-hidden="true" className="size-4 text-dojo-violet" />}
                  >
                    {item.pack.name}
                  </Chip>
                </li>
              ),
            )}
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
