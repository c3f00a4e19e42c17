import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
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
import { loadOnIntent } from "#app/utils/load-on-intent.ts";
import type ModalDialog from "./modal-dialog.tsx";
import { Slot } from "./slot.tsx";

// The open dialog's box (focus, Escape, the backdrop, the scroll lock) is a chunk of its own:
// a page shows no dialog until someone taps, and the chunk starts loading as the tap begins
// (loadOnIntent).
// Loaded by hand rather than through Suspense, whose reveal waits on timers, so a dialog opens
// in the render after its chunk arrives however the page's clocks run.
type ModalBox = typeof ModalDialog;
let loadedBox: ModalBox | null = null;
/** Fetches the dialog's box ahead of a dialog opened by a button other than a trigger. */
export const loadModalDialog = () =>
  import("./modal-dialog.tsx").then((module) => (loadedBox = module.default));

/** The dialog's box once its chunk is here; asks for it as soon as a dialog opens. */
function useModalBox(open: boolean): ModalBox | null {
  const [box, setBox] = useState<ModalBox | null>(() => loadedBox);
  useEffect(() => {
    if (!open || box) return;
    let mounted = true;
    void loadModalDialog().then((loaded) => {
      if (mounted) setBox(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, [open, box]);
  return box;
}

interface DialogContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger that opened the dialog, if one did: focus goes back to it on closing. */
  triggerRef: RefObject<HTMLElement | null>;
  contentId: string;
}

const DialogContext = createContext<DialogContextValue | null>(null);

export function useDialog(part: string): DialogContextValue {
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
  const intent = loadOnIntent(loadModalDialog);
  if (asChild) return <Slot {...intent} {...props} {...triggerProps} />;
  return <button type="button" {...intent} {...props} {...triggerProps} />;
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

export interface DialogContentProps extends Omit<
  ComponentProps<"dialog">,
  "title" | "open" | "ref"
> {
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
  const box = useModalBox(open);
  return open && body && box ? createPortal(<OpenBox box={box} {...props} />, body) : null;
}

function OpenBox({ box: Box, ...props }: DialogContentProps & { box: ModalBox }) {
  return <Box {...props} />;
}
