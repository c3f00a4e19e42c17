import { TeamSelect } from "./team-select.tsx";

// No loader: the data set ships with the game, and the game is saved on this device.
export default function MoreOrLessTeamSelect() {
  return <TeamSelect />;
}
