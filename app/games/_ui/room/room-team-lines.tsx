import { Users } from "lucide-react";
import { RoomTotals } from "./room-totals.tsx";

/** Over a team game's board: the team this phone plays for. */
export function RoomYourTeam({ text }: { text: string }) {
  return (
    <p
      data-testid="my-team"
      className="flex items-center justify-center gap-2 font-bold text-dojo-cyan"
    >
      <Users aria-hidden="true" className="size-5" />
      {text}
    </p>
  );
}

/** Under a team game's board: who plays for each of the two teams, a line a team. */
export function RoomTeamMembers({
  title,
  lines,
}: {
  title: string;
  lines: readonly [string, string];
}) {
  return (
    <RoomTotals title={title} lines={lines.map((text, team) => ({ key: String(team), text }))} />
  );
}
