import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button; omit to leave the dialog without one. */
  closeLabel?: string;
}

export function DialogContent({
  title,
  description,
  closeLabel,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-night-950/80 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-x-3 bottom-3 z-50 max-h-[90dvh] overflow-y-auto rounded-3xl bg-night-800 p-6",
          "ring-1 ring-night-600 shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2",
          "sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2",
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className="pr-10 text-2xl font-extrabold">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-muted">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 grid size-11 place-items-center rounded-full text-muted hover:bg-night-700 hover:text-ink"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
