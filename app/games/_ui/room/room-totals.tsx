import { useId } from "react";

interface RoomTotalsProps {
  title: string;
  /** One line a player, already worded; `key` tells the players apart. */
  lines: readonly { key: string; text: string }[];
}

/**
 * A titled list under a room board's controls: what everyone has taken so far this game, who plays
 * for which team. Nothing while the list is empty.
 */
export function RoomTotals({ title, lines }: RoomTotalsProps) {
  const titleId = useId();
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id={titleId} className="font-extrabold">
        {title}
      </h2>
      <ul className="mt-1">
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
    </section>
  );
}
