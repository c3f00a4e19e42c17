import { Toast as ToastPrimitive } from "radix-ui";
import { createContext, use, useCallback, useState, type ReactNode } from "react";
import { cn } from "./cn.ts";

interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  tone: "info" | "success" | "error";
}

type ShowToast = (
  toast: Omit<ToastMessage, "id" | "tone"> & { tone?: ToastMessage["tone"] },
) => void;

const ToastContext = createContext<ShowToast | null>(null);
let nextToastId = 0;

export function ToastProvider({
  children,
  closeLabel,
}: {
  children: ReactNode;
  closeLabel: string;
}) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const show = useCallback<ShowToast>((toast) => {
    setToasts((current) => [...current, { tone: "info", ...toast, id: nextToastId++ }]);
  }, []);
  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext value={show}>
      <ToastPrimitive.Provider swipeDirection="down" duration={5000}>
        {children}
        {toasts.map((toast) => (
          <ToastPrimitive.Root
            key={toast.id}
            onOpenChange={(open) => (open ? undefined : remove(toast.id))}
            className={cn(
              "flex items-start gap-3 rounded-2xl bg-night-700 p-4 ring-1 shadow-2xl",
              toast.tone === "error" && "ring-danger",
              toast.tone === "success" && "ring-success",
              toast.tone === "info" && "ring-night-600",
            )}
          >
            <div className="flex-1">
              <ToastPrimitive.Title className="font-bold">{toast.title}</ToastPrimitive.Title>
              {toast.description ? (
                <ToastPrimitive.Description className="text-sm text-muted">
                  {toast.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close className="min-h-11 rounded-xl px-3 text-sm font-bold text-muted hover:text-ink">
              {closeLabel}
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className="fixed inset-x-3 bottom-3 z-50 flex flex-col gap-2 outline-none sm:left-auto sm:w-96" />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

/** Shows a short message at the bottom of the screen. */
export function useToast(): ShowToast {
  const show = use(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}
