import { ShieldOff } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

interface RoomVetoButtonProps {
  label: string;
  disabled: boolean;
  onVeto: () => void;
}

/** Spends the viewer's one veto of the game on the card on the table. */
export function RoomVetoButton({ label, disabled, onVeto }: RoomVetoButtonProps) {
  return (
    <Button variant="secondary" size="lg" disabled={disabled} onClick={onVeto}>
      <ShieldOff aria-hidden="true" />
      {label}
    </Button>
  );
}

interface RoomVetoOnceProps extends RoomVetoButtonProps {
  /** Shown once the veto is spent. */
  usedLabel: string;
  used: boolean;
}

/** The veto button, and once it is spent, a line that says so under it. */
export function RoomVetoOnce({ used, usedLabel, ...button }: RoomVetoOnceProps) {
  return (
    <div className="flex flex-col gap-1">
      <RoomVetoButton {...button} />
      {used ? <p className="text-center text-sm text-muted">{usedLabel}</p> : null}
    </div>
  );
}
