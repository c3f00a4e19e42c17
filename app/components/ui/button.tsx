import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { Slot } from "./slot.tsx";

const variants = {
  primary:
    "bg-dojo-pink text-night-950 hover:bg-dojo-pink-strong shadow-[0_8px_30px_-8px_var(--color-dojo-pink)]",
  secondary: "bg-night-700 text-ink hover:bg-night-600 ring-1 ring-night-600",
  gold: "bg-dojo-gold text-night-950 hover:brightness-110",
  ghost: "bg-transparent text-ink hover:bg-night-800",
  danger: "bg-danger text-night-950 hover:brightness-110",
  "danger-outline": "bg-transparent text-danger ring-1 ring-danger/70 hover:bg-danger/10",
} as const;

const sizes = {
  md: "min-h-12 px-5 text-base",
  lg: "min-h-14 px-7 text-lg",
  icon: "size-12 p-0",
} as const;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(
    "inline-flex items-center justify-center gap-2 rounded-2xl font-bold no-underline transition",
    "active:scale-[0.97] disabled:pointer-events-none disabled:opacity-50",
    variants[variant],
    sizes[size],
    className,
  );
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}
