import { TeamSelect } from "#app/games/more-or-less/team-select.tsx";

// No loader: the data set ships with the game, and the game lives in this tab's sessionStorage.
export default function MoreOrLessTeamSelect() {
  return <TeamSelect />;
}
