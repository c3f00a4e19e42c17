import {
  createContext,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ReactNode,
} from "react";
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

/** How long a toast stays, not counting the time a finger or the focus rests on it. */
const toastDuration = 5000;

export function ToastProvider({
  children,
  closeLabel,
  label,
}: {
  /** The live region's name ("Notifications"), so a screen reader can find past messages. */
  label: string;
  children: ReactNode;
  closeLabel: string;
}) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const show = useCallback<ShowToast>((toast) => {
    setToasts((current) => [...current, { tone: "info", ...toast, id: nextToastId++ }]);
  }, []);
  const remove = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );

  return (
    <ToastContext value={show}>
      {children}
      {/* Rendered from the server on, so the live region exists before the first message:
          screen readers announce what is added to a region they already know. */}
      <div
        role="region"
        aria-label={label}
        aria-live="polite"
        className="fixed inset-x-3 bottom-3 z-50 flex flex-col gap-2 outline-none sm:left-auto sm:w-96"
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} closeLabel={closeLabel} onDismiss={remove} />
        ))}
      </div>
    </ToastContext>
  );
}

function Toast({
  toast,
  closeLabel,
  onDismiss,
}: {
  toast: ToastMessage;
  closeLabel: string;
  onDismiss: (id: number) => void;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toastDuration);
  const dismiss = useEffectEvent(() => onDismiss(toast.id));

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);

  return (
    <div
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      className={cn(
        "flex items-start gap-3 rounded-2xl bg-night-700 p-4 ring-1 shadow-2xl",
        toast.tone === "error" && "ring-danger",
        toast.tone === "success" && "ring-success",
        toast.tone === "info" && "ring-night-600",
      )}
    >
      {/* The message alone is announced, without the close button's label. */}
      <div role="status" aria-atomic="true" className="flex-1">
        <div className="font-bold">{toast.title}</div>
        {toast.description ? <div className="text-sm text-muted">{toast.description}</div> : null}
      </div>
      <button
        type="button"
        className="min-h-11 rounded-xl px-3 text-sm font-bold text-muted hover:text-ink"
        onClick={() => onDismiss(toast.id)}
      >
        {closeLabel}
      </button>
    </div>
  );
}

/** Shows a short message at the bottom of the screen. */
export function useToast(): ShowToast {
  const show = use(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}
