import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "rounded-3xl bg-night-800/90 p-5 ring-1 ring-night-600/70 shadow-xl",
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<"h3">) {
  return <h3 className={cn("text-xl font-extrabold", className)} {...props} />;
}

export function CardText({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-2 text-muted", className)} {...props} />;
}
