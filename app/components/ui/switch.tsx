import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn.ts";

interface SwitchProps extends Omit<ComponentProps<"button">, "value" | "defaultChecked"> {
  label: ReactNode;
  hint?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
  /** What a form gets under `name` while the switch is on. */
  value?: string;
}

/** A labelled on/off switch with a thumb-sized hit area. */
export function Switch({
  label,
  hint,
  className,
  id,
  checked,
  defaultChecked = false,
  onCheckedChange,
  required,
  name,
  value = "on",
  form,
  disabled,
  onClick,
  ...props
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const on = checked ?? uncontrolled;
  const state = on ? "checked" : "unchecked";
  return (
    <div className={cn("flex min-h-12 items-center justify-between gap-4", className)}>
      <label htmlFor={switchId} className="flex-1 cursor-pointer">
        <span className="font-semibold">{label}</span>
        {hint ? <span className="block text-sm text-muted">{hint}</span> : null}
      </label>
      <button
        type="button"
        role="switch"
        id={switchId}
        aria-checked={on}
        aria-required={required}
        data-state={state}
        data-disabled={disabled ? "" : undefined}
        disabled={disabled}
        className={cn(
          "relative h-8 w-14 shrink-0 rounded-full bg-night-600 transition",
          "data-[state=checked]:bg-dojo-pink disabled:opacity-50",
        )}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          if (checked === undefined) setUncontrolled(!on);
          onCheckedChange?.(!on);
        }}
        {...props}
      >
        <span
          data-state={state}
          className="block size-6 translate-x-1 rounded-full bg-ink shadow transition data-[state=checked]:translate-x-7"
        />
      </button>
      {/* A button is not a form control: in a form the switch submits like a checkbox. */}
      {name !== undefined && on ? (
        <input type="hidden" name={name} value={value} form={form} />
      ) : null}
    </div>
  );
}
