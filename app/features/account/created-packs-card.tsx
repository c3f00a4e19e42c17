import { Layers } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/components/ui/cn.ts";

/** A pack this player made, as the profile loader lists it (newest change first). */
export interface CreatedPack {
  id: string;
  name: string;
  status: "draft" | "published";
  likes: number;
  plays: number;
}

/** The packs this player authored (the profile's created_games), with how they are doing. */
export function CreatedPacksCard({ packs }: { packs: readonly CreatedPack[] }) {
  const { t } = useTranslation("account");
  return (
    <Card>
      <section aria-labelledby="profile-packs">
        <IconHeading id="profile-packs" icon={Layers} tone="violet">
          {t("createdPacks.title")}
        </IconHeading>
        {packs.length > 0 ? (
          <ul className="mt-4 flex flex-col gap-3">
            {packs.map((pack) => (
              <li
                key={pack.id}
                className="flex flex-col gap-1 rounded-2xl bg-night-900/70 p-4 ring-1 ring-night-700"
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-extrabold break-words">{pack.name}</p>
                  <span
                    className={cn(
                      "shrink-0 rounded-full px-3 py-1 text-sm font-bold",
                      pack.status === "published"
                        ? "bg-success/15 text-success"
                        : "bg-night-700 text-muted",
                    )}
                  >
                    {t(`createdPacks.status.${pack.status}`)}
                  </span>
                </div>
                {pack.status === "published" ? (
                  <p className="text-sm text-muted">
                    {t("createdPacks.likes", { count: pack.likes })} ·{" "}
                    {t("createdPacks.plays", { count: pack.plays })}
                  </p>
                ) : null}
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
