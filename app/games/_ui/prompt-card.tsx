import { useEffect, useEffectEvent, useRef, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { DealtBy } from "./use-prompt-deck.ts";

interface PromptCardProps {
  text: string | null;
  /** A small line above the prompt (the game, in mix; whose turn it is). */
  label?: ReactNode;
  onNext: () => void;
  /** Pauses the tap, swipe and keyboard shortcuts (e.g. while a choice must be made). */
  disabled?: boolean;
  emptyText: string;
  tone?: "pink" | "gold" | "cyan" | "violet";
  /** The prompt is covered for everyone but one player (charades): keep it from screen readers too. */
  concealed?: boolean;
  children?: ReactNode;
  /** The card's pack, so the table (and tests) can tell where a card came from. */
  packId?: string | null;
  /** "tab" once the card has been checked against this tab's table (usePromptDeck). */
  dealt?: DealtBy;
}

const tones = {
  pink: "from-dojo-pink/25 ring-dojo-pink/50",
  gold: "from-dojo-gold/20 ring-dojo-gold/50",
  cyan: "from-dojo-cyan/20 ring-dojo-cyan/50",
  violet: "from-dojo-violet/25 ring-dojo-violet/50",
} as const;

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * The card in the middle of the table. Next by tap, swipe left/up, space or arrow key; the prompt
 * itself is in data-testid="prompt" (docs/product-rules.md#accessible-names) and announced when it
 * changes.
 */
export function PromptCard({
  concealed = false,
  text,
  label,
  onNext,
  disabled = false,
  emptyText,
  tone = "pink",
  children,
  packId,
  dealt,
}: PromptCardProps) {
  const { t } = useTranslation("play");
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  // Boards pass a new onNext with every card: the key listener stays while the card changes.
  const nextByKey = useEffectEvent(onNext);

  useEffect(() => {
    if (disabled) return;
    function onKey(event: KeyboardEvent) {
      if (
        event.defaultPrevented ||
        isTyping(event.target) ||
        // A dialog (or the age question's sheet) has the keys while it is open.
        document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]')
      )
        return;
      if (
        event.key === " " ||
        event.key === "ArrowRight" ||
        event.key === "ArrowDown" ||
        event.key === "PageDown"
      ) {
        // Space on a focused button already clicks it; don't count it twice.
        if (event.key === " " && event.target instanceof HTMLButtonElement) return;
        event.preventDefault();
        nextByKey();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [disabled]);

  return (
    <div
      className={cn(
        "relative flex min-h-[46dvh] flex-1 touch-pan-y flex-col items-center justify-center rounded-[2rem] bg-gradient-to-br to-night-800 p-6 text-center ring-2 select-none",
        tones[tone],
        !disabled && "cursor-pointer",
      )}
      onPointerDown={(event) => {
        start.current = { x: event.clientX, y: event.clientY };
        swiped.current = false;
      }}
      onPointerUp={(event) => {
        const origin = start.current;
        start.current = null;
        if (!origin || disabled) return;
        const dx = event.clientX - origin.x;
        const dy = event.clientY - origin.y;
        if (dx < -60 || dy < -60) {
          swiped.current = true;
          onNext();
        }
      }}
      onClick={(event) => {
        if (
          disabled ||
          swiped.current ||
          (event.target instanceof Element && event.target.closest("button, a, input, label"))
        )
          return;
        onNext();
      }}
      title={disabled ? undefined : t("nextHint")}
    >
      {label ? (
        <div className="mb-4 text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
          {label}
        </div>
      ) : null}
      <p
        data-testid="prompt"
        data-pack={packId ?? undefined}
        data-dealt={dealt}
        aria-live={concealed ? "off" : "polite"}
        aria-hidden={concealed || undefined}
        className="font-display text-3xl leading-tight font-extrabold text-balance sm:text-4xl"
      >
        {text ?? emptyText}
      </p>
      {children}
    </div>
  );
}
