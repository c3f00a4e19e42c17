import { useTranslation } from "#app/i18n/react.tsx";

/** A team's name: the one the table gave it, or "Team 2" for a room's team. */
export function useTeamName(): (
  teams: readonly { name: string | null }[],
  index: number,
) => string {
  const { t } = useTranslation("teamGames");
  return (teams, index) =>
    teams[index]?.name ?? t("moreOrLess.teamSelect.defaultName", { number: index + 1 });
}
