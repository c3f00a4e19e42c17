import { Switch as SwitchPrimitive } from "radix-ui";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn.ts";

interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled on/off switch with a thumb-sized hit area. */
export function Switch({ label, hint, className, id, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <div className={cn("flex min-h-12 items-center justify-between gap-4", className)}>
      <label htmlFor={switchId} className="flex-1 cursor-pointer">
        <span className="font-semibold">{label}</span>
        {hint ? <span className="block text-sm text-muted">{hint}</span> : null}
      </label>
      <SwitchPrimitive.Root
        id={switchId}
        className={cn(
          "relative h-8 w-14 shrink-0 rounded-full bg-night-600 transition",
          "data-[state=checked]:bg-dojo-pink disabled:opacity-50",
        )}
        {...props}
      >
        <SwitchPrimitive.Thumb className="block size-6 translate-x-1 rounded-full bg-ink shadow transition data-[state=checked]:translate-x-7" />
      </SwitchPrimitive.Root>
    </div>
  );
}
