import { cn } from "#app/components/ui/cn.ts";
import type { CardKind } from "./rules.ts";

const kindStyles: Record<CardKind, string> = {
  prompt: "bg-night-700 text-ink",
  truth: "bg-dojo-cyan/15 text-dojo-cyan",
  dare: "bg-dojo-pink/15 text-dojo-pink",
  challenge: "bg-dojo-gold/15 text-dojo-gold",
  question: "bg-dojo-cyan/15 text-dojo-cyan",
  vote: "bg-dojo-gold/15 text-dojo-gold",
  virus: "bg-dojo-violet/20 text-dojo-violet",
  cured: "bg-success/15 text-success",
};

/** The card's kind over its text, in the kind's colour; `label` is the kind's name. */
export function KindBadge({ kind, label }: { kind: CardKind; label: string }) {
  return (
    <span
      data-testid="card-kind"
      className={cn("rounded-full px-3 py-1 text-xs tracking-widest", kindStyles[kind])}
    >
      {label}
    </span>
  );
}
