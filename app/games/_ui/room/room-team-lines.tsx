import { Users } from "lucide-react";
import { useId } from "react";

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
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id={titleId} className="font-extrabold">
        {title}
      </h2>
      <ul className="mt-1">
        {lines.map((line, team) => (
          <li key={team}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
