import { RotateCcw, Shuffle, Trophy } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { otherTeam } from "#app/games/_engine/room-teams.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { FormationId, TeamIndex } from "./rules.ts";
import { teamIds } from "./scrollbar-rack.tsx";

function useTeamName() {
  const { t } = useTranslation("teamGames");
  return (team: TeamIndex) => t("team", { id: teamIds[team] });
}

/** The game's end, on the one phone and in a room: who won, the dares each side took, a rematch. */
export function ScrollbarWinner({
  winner,
  daresDrawn,
  disabled,
  onRematch,
}: {
  winner: TeamIndex;
  daresDrawn: readonly [number, number];
  disabled: boolean;
  onRematch: () => void;
}) {
  const { t } = useTranslation("teamGames");
  const teamName = useTeamName();
  return (
    <div className="flex flex-col items-center gap-2 rounded-3xl bg-dojo-gold/15 p-4 text-center ring-1 ring-dojo-gold/60">
      <Trophy aria-hidden="true" className="size-10 text-dojo-gold" />
      <h2 className="text-2xl font-black text-dojo-gold">
        {t("scrollbar.winner", { team: teamName(winner) })}
      </h2>
      <p className="font-bold">
        {t("scrollbar.winnerText", { team: teamName(otherTeam(winner)) })}
      </p>
      <p className="text-sm text-muted">
        {t("scrollbar.daresTaken", {
          a: daresDrawn[0],
          b: daresDrawn[1],
          teamA: teamName(0),
          teamB: teamName(1),
        })}
      </p>
      <Button variant="gold" size="lg" className="w-full" disabled={disabled} onClick={onRematch}>
        <RotateCcw aria-hidden="true" />
        {t("playAgain")}
      </Button>
    </div>
  );
}

/** A team may re-rack its standing cups into a smaller formation. */
export function ScrollbarRerackButton({
  team,
  formation,
  disabled,
  onRerack,
}: {
  team: TeamIndex;
  formation: FormationId;
  disabled: boolean;
  onRerack: () => void;
}) {
  const { t } = useTranslation("teamGames");
  const teamName = useTeamName();
  return (
    <Button variant="secondary" disabled={disabled} onClick={onRerack}>
      <Shuffle aria-hidden="true" />
      {t("scrollbar.rerack", {
        team: teamName(team),
        formation: t(`scrollbar.formations.${formation}`),
      })}
    </Button>
  );
}
