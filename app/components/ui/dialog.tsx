import { X } from "lucide-react";
import {
  createContext,
  use,
  useCallback,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { cn } from "./cn.ts";
import { Slot } from "./slot.tsx";

interface DialogContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger that opened the dialog, if one did: focus goes back to it on closing. */
  triggerRef: RefObject<HTMLElement | null>;
  contentId: string;
}

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialog(part: string): DialogContextValue {
  const context = use(DialogContext);
  if (!context) throw new Error(`<${part}> must be used inside <Dialog>`);
  return context;
}

interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/** A modal dialog, controlled (`open`, `onOpenChange`) or not (`defaultOpen`). */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
}: DialogProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const triggerRef = useRef<HTMLElement>(null);
  const contentId = useId();
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      if (openProp === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [open, openProp, onOpenChange],
  );
  const context = useMemo(
    () => ({ open, setOpen, triggerRef, contentId }),
    [open, setOpen, contentId],
  );
  return <DialogContext value={context}>{children}</DialogContext>;
}

interface DialogButtonProps extends ComponentProps<"button"> {
  /** Lend the behaviour to the only child (a `Button`, say) instead of rendering a button. */
  asChild?: boolean;
}

export function DialogTrigger({ asChild = false, onClick, ...props }: DialogButtonProps) {
  const { open, setOpen, triggerRef, contentId } = useDialog("DialogTrigger");
  const triggerProps = {
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    "aria-controls": open ? contentId : undefined,
    "data-state": open ? "open" : "closed",
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (event.defaultPrevented) return;
      if (!open) triggerRef.current = event.currentTarget;
      setOpen(!open);
    },
  };
  if (asChild) return <Slot {...props} {...triggerProps} />;
  return <button type="button" {...props} {...triggerProps} />;
}

export function DialogClose({ asChild = false, onClick, ...props }: DialogButtonProps) {
  const { setOpen } = useDialog("DialogClose");
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) setOpen(false);
  };
  if (asChild) return <Slot {...props} onClick={close} />;
  return <button type="button" {...props} onClick={close} />;
}

interface DialogContentProps extends Omit<ComponentProps<"dialog">, "title" | "open" | "ref"> {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button; omit to leave the dialog without one. */
  closeLabel?: string;
  /** Escape, or a phone's back gesture: `preventDefault()` keeps the dialog open. */
  onEscapeKeyDown?: (event: Event) => void;
  /** A tap on the backdrop: `preventDefault()` keeps the dialog open. */
  onInteractOutside?: (event: Event) => void;
}

const subscribeToNothing = () => () => {};

/**
 * The page's body once hydrated. The server and the hydrating render get null and render no
 * dialog, so the markup matches; the dialog appears in the render right after hydration.
 */
function usePortalTarget(): HTMLElement | null {
  return useSyncExternalStore(
    subscribeToNothing,
    () => document.body,
    () => null,
  );
}

/** The dialog's box and the backdrop behind it; rendered only while the dialog is open. */
export function DialogContent(props: DialogContentProps) {
  const { open } = useDialog("DialogContent");
  const body = usePortalTarget();
  // In the body, as a sibling of the page: it inherits no styles from where it is used,
  // and a printed sheet can leave it off the paper.
  return open && body ? createPortal(<ModalDialog {...props} />, body) : null;
}

/** Open dialogs, the topmost last: Escape closes only that one. */
const openDialogs: HTMLDialogElement[] = [];

function ModalDialog({
  title,
  description,
  closeLabel,
  className,
  children,
  onEscapeKeyDown,
  onInteractOutside,
  onCancel,
  onClose,
  onClick,
  onPointerDown,
  ...props
}: DialogContentProps) {
  const { setOpen, triggerRef, contentId } = useDialog("DialogContent");
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  const pressedOutside = useRef(false);

  function escape(event: Event) {
    onEscapeKeyDown?.(event);
    const keepOpen = event.defaultPrevented;
    // The browser would close the dialog itself; whether it closes is the state's decision.
    event.preventDefault();
    if (!keepOpen) setOpen(false);
  }

  const onDocumentKeyDown = useEffectEvent((event: KeyboardEvent, dialog: HTMLDialogElement) => {
    if (event.key !== "Escape" || event.defaultPrevented || event.isComposing) return;
    if (openDialogs.at(-1) === dialog) escape(event);
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    closing.current = false;
    // Safari does not focus a tapped button, so the trigger is remembered by its click.
    const returnTo = triggerRef.current ?? document.activeElement;
    triggerRef.current = null;
    // Modal: the page behind is inert and focus moves to the first control inside.
    dialog.showModal();
    openDialogs.push(dialog);
    const unlockScroll = lockScroll();
    const keyDown = (event: KeyboardEvent) => onDocumentKeyDown(event, dialog);
    document.addEventListener("keydown", keyDown);
    return () => {
      document.removeEventListener("keydown", keyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      closing.current = true;
      if (dialog.open) dialog.close();
      unlockScroll();
      if (returnTo instanceof HTMLElement && returnTo.isConnected) {
        returnTo.focus({ preventScroll: true });
      }
    };
  }, [triggerRef]);

  /** A press on the backdrop: the dialog itself is the target, outside its own box. */
  function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return (
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom
    );
  }

  return (
    <dialog
      ref={dialogRef}
      id={contentId}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        // m-0, w-auto, max-w-none, top-auto and text-ink undo the browser's dialog defaults.
        "fixed inset-x-3 top-auto bottom-3 z-50 m-0 max-h-[90dvh] w-auto max-w-none overflow-y-auto overscroll-contain",
        "rounded-3xl bg-night-800 p-6 text-ink backdrop:bg-night-950/80 backdrop:backdrop-blur-sm",
        "ring-1 ring-night-600 shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2",
        "sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2",
        className,
      )}
      {...props}
      onCancel={(event) => {
        // A close request the keydown listener did not see: the back gesture on Android.
        onCancel?.(event);
        escape(event.nativeEvent);
      }}
      onClose={(event) => {
        onClose?.(event);
        // Closed by the browser although the state keeps it open (a repeated close request
        // may not be cancellable): show it again, as the state says.
        const dialog = event.currentTarget;
        if (!closing.current && !dialog.open && dialog.isConnected) dialog.showModal();
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        pressedOutside.current = onBackdrop(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        // Both press and release on the backdrop: a drag that ends outside is no dismissal.
        const dismissed = pressedOutside.current && onBackdrop(event);
        pressedOutside.current = false;
        if (!dismissed) return;
        onInteractOutside?.(event.nativeEvent);
        if (!event.nativeEvent.defaultPrevented) setOpen(false);
      }}
    >
      <h2 id={titleId} className="pr-10 text-2xl font-extrabold">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="mt-2 text-muted">
          {description}
        </p>
      ) : null}
      {children}
      {closeLabel ? (
        <DialogClose
          className="absolute top-4 right-4 grid size-11 place-items-center rounded-full text-muted hover:bg-night-700 hover:text-ink"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" />
        </DialogClose>
      ) : null}
    </dialog>
  );
}

let scrollLocks = 0;
let unlockedStyle = { overflow: "", paddingRight: "" };

/** Keeps the page behind still while a dialog is open; nested dialogs share one lock. */
function lockScroll(): () => void {
  const { body, documentElement } = document;
  if (scrollLocks++ === 0) {
    unlockedStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // The scroll bar's width, as padding, so the page does not shift sideways without it.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) {
      body.style.paddingRight = `calc(${getComputedStyle(body).paddingRight} + ${scrollbar}px)`;
    }
  }
  return () => {
    if (--scrollLocks === 0) Object.assign(body.style, unlockedStyle);
  };
}
