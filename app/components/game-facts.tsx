import { Leaf, Users } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { maxTablePlayers, type CatalogueEntry } from "#app/games/catalogue.ts";

/** "2–16 players", or "Any group size" for tools that work for anyone. */
function usePlayersLabel(entry: Pick<CatalogueEntry, "minPlayers" | "maxPlayers">) {
  const { t } = useTranslation("games");
  return entry.minPlayers <= 1 && entry.maxPlayers >= maxTablePlayers
    ? t("card.playersAny")
    : t("card.players", { min: entry.minPlayers, max: entry.maxPlayers });
}

export function PlayersFact({
  entry,
  className,
}: {
  entry: Pick<CatalogueEntry, "minPlayers" | "maxPlayers">;
  className?: string;
}) {
  const label = usePlayersLabel(entry);
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold text-ink", className)}>
      <Users aria-hidden="true" className="size-5 shrink-0 text-dojo-gold" />
      {label}
    </span>
  );
}

export function AlcoholFreeBadge({ className }: { className?: string }) {
  const { t } = useTranslation("games");
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full bg-dojo-cyan/12 px-3 py-1 text-sm font-bold text-dojo-cyan ring-1 ring-dojo-cyan/40",
        className,
      )}
    >
      <Leaf aria-hidden="true" className="size-4" />
      {t("card.alcoholFree")}
    </span>
  );
}

export function KindBadge({ kind }: { kind: CatalogueEntry["kind"] }) {
  const { t } = useTranslation("games");
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-sm font-bold ring-1",
        kind === "tool"
          ? "bg-dojo-violet/12 text-dojo-violet ring-dojo-violet/40"
          : "bg-dojo-pink/12 text-dojo-pink ring-dojo-pink/40",
      )}
    >
      {kind === "tool" ? t("card.kindTool") : t("card.kindGame")}
    </span>
  );
}
