import { useId, type ComponentProps } from "react";

const inputClass =
  "min-h-12 rounded-2xl bg-night-900 px-4 font-normal text-ink ring-1 ring-night-600 focus:ring-dojo-cyan";

/**
 * A labelled input of the auth forms. The hint sits outside the label and is read out as
 * the input's description, so the accessible name stays exactly "Email", "Password"…
 */
export function AuthField({
  label,
  hint,
  errorId,
  invalid = false,
  ...input
}: ComponentProps<"input"> & {
  label: string;
  hint?: string;
  errorId?: string;
  /** The form's message is about this field: it is marked, and the message describes it. */
  invalid?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : null, errorId ?? null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-bold">
        {label}
      </label>
      <input
        id={inputId}
        className={inputClass}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The one live region of an auth page: a message of docs/errors.md#sign-in, or nothing. */
export function AuthError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="alert" className="min-h-6 font-bold text-dojo-pink">
      {message}
    </p>
  );
}
