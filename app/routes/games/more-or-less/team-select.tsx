import { TeamSelect } from "#app/games/more-or-less/team-select.tsx";
import { plays } from "#app/games/plays-game.ts";

// No loader: the data set ships with the game, and the game is saved on this device.

export const handle = plays("more-or-less");

export default function MoreOrLessTeamSelect() {
  return <TeamSelect />;
}
