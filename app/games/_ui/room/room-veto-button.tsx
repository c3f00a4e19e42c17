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
