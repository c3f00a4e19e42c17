import { Layers } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { Card } from "#app/components/ui/card.tsx";

/** The packs this player authored (SPEC §3 created_games). */
export function CreatedPacksCard({ createdGames }: { createdGames: readonly string[] }) {
  const { t } = useTranslation("account");
  return (
    <Card>
      <section aria-labelledby="profile-packs">
        <IconHeading id="profile-packs" icon={Layers} tone="violet">
          {t("createdPacks.title")}
        </IconHeading>
        {createdGames.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2">
            {createdGames.map((id) => (
              <li key={id} className="rounded-full bg-night-700 px-4 py-2 font-bold break-all">
                {id}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">{t("createdPacks.empty")}</p>
        )}
      </section>
    </Card>
  );
}
