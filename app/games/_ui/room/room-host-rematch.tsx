import { Button } from "#app/components/ui/button.tsx";

interface RoomHostRematchProps {
  isHost: boolean;
  label: string;
  /** What the other phones read: the host starts the next game. */
  hint: string;
  disabled: boolean;
  onRematch: () => void;
}

/** Once a team game is over: the host's button for another game, a line for everyone else. */
export function RoomHostRematch({
  isHost,
  label,
  hint,
  disabled,
  onRematch,
}: RoomHostRematchProps) {
  return isHost ? (
    <Button variant="gold" size="lg" disabled={disabled} onClick={onRematch}>
      {label}
    </Button>
  ) : (
    <p className="text-center text-sm text-muted">{hint}</p>
  );
}
