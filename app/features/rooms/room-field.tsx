import { useId, type InputHTMLAttributes } from "react";
import { cn } from "#app/components/ui/cn.ts";

interface RoomFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  name: string;
  label: string;
  hint: string;
  /** The server's refusal for this field, in the interface's words. */
  problem: string | null;
}

/** A labelled text field of the room forms, with its hint and, after a refusal, the reason. */
export function RoomField({ label, hint, problem, className, ...input }: RoomFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <input
        id={id}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
        className={cn(
          "min-h-14 rounded-2xl bg-night-950 px-4 text-lg text-ink ring-1 ring-night-600 focus:ring-2 focus:ring-dojo-pink",
          problem && "ring-danger",
          className,
        )}
        {...input}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-semibold text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
