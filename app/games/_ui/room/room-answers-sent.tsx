import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

interface RoomAnswersSentProps {
  title: string;
  editLabel: string;
  disabled: boolean;
  onEdit: () => void;
  /** The answers as the room has them. */
  children: ReactNode;
}

/** A player's written answers once they said they are done, with the way back to edit them. */
export function RoomAnswersSent({
  title,
  editLabel,
  disabled,
  onEdit,
  children,
}: RoomAnswersSentProps) {
  return (
    <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-4 ring-1 ring-night-600">
      <p className="font-bold text-dojo-cyan">{title}</p>
      {children}
      <Button variant="secondary" disabled={disabled} onClick={onEdit}>
        <Pencil aria-hidden="true" />
        {editLabel}
      </Button>
    </div>
  );
}
