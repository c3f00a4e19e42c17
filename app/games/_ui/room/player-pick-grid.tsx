import { Check } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

interface PlayerPickGridProps {
  players: readonly { id: string; name: string }[];
  /** The player picked so far, shown pressed; null before a pick. */
  picked: string | null;
  disabled: boolean;
  /** Told of a pick of someone other than the one already picked. */
  onPick: (playerId: string) => void;
}

/** A ballot of players, two to a row and big enough for a thumb: one of them is picked. */
export function PlayerPickGrid({ players, picked, disabled, onPick }: PlayerPickGridProps) {
  return (
    <ul className="mt-3 grid grid-cols-2 gap-2">
      {players.map((player) => {
        const chosen = picked === player.id;
        return (
          <li key={player.id}>
            <Button
              variant={chosen ? "gold" : "secondary"}
              size="lg"
              className="w-full"
              aria-pressed={chosen}
              disabled={disabled}
              onClick={() => {
                if (!chosen) onPick(player.id);
              }}
            >
              {chosen ? <Check aria-hidden="true" className="shrink-0" /> : null}
              <span className="min-w-0 truncate">{player.name}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
