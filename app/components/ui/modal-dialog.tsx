import { X } from "lucide-react";
import { useEffectEvent, useId, useLayoutEffect, useRef, type MouseEvent } from "react";
import { cn } from "./cn.ts";
import { DialogClose, useDialog, type DialogContentProps } from "./dialog.tsx";

/** Open dialogs, the topmost last: Escape closes only that one. */
const openDialogs: HTMLDialogElement[] = [];

/** The open dialog: modal, its own focus, Escape and backdrop closing it. */
export default function ModalDialog({
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
