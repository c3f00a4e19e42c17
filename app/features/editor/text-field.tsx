import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { inputClass, usePackProblemText } from "./wizard-ui.tsx";

interface TextFieldProps {
  id: string;
  /** The field's name in its form. */
  name?: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The field's validation message (docs/errors.md#pack-validation), shown under it. */
  error?: string;
  /** The schema's limit, counted under the field as the author types. */
  max?: number | null;
  hint?: ReactNode;
  multiline?: boolean;
  autoComplete?: string;
}

/** A labelled input or textarea with its hint, its length and its error tied to it. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  max,
  hint,
  multiline = false,
  autoComplete = "off",
}: TextFieldProps) {
  const { t } = useTranslation("editor");
  const problemText = usePackProblemText();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  const shared = {
    id,
    name,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: cn(inputClass, multiline && "min-h-28 resize-y"),
  };
  const length = value.trim().length;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <div className="flex items-start justify-between gap-3 text-sm">
        <div>
          {error ? (
            <p id={`${id}-error`} className="font-bold text-danger">
              {problemText(error)}
            </p>
          ) : null}
          {hint ? (
            <p id={`${id}-hint`} className="text-muted">
              {hint}
            </p>
          ) : null}
        </div>
        {max ? (
          <span
            className={cn(
              "shrink-0 tabular-nums",
              length > max ? "font-bold text-danger" : "text-muted",
            )}
          >
            {t("field.length", { length, max })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
