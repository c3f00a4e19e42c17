import { Shuffle } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { drawAnother, firstDraw, type DrawState } from "./card-draw.ts";
import type { Card } from "./card-decks.ts";

interface DeckCardProps {
  cards: readonly Card[];
  /** From the loader, so the server's first card is the browser's first card too. */
  seed: number;
  /** What to do with the card on show (send it to a friend, say). */
  action?: (card: Card) => ReactNode;
}

/** One card of a deck at a time, and "another one" until the deck is used, then a reshuffle. */
export function DeckCard({ cards, seed, action }: DeckCardProps) {
  const { t } = useTranslation("print");
  const [draw, setDraw] = useState<DrawState>(() => firstDraw(cards.length, seed));
  const [shown, setShown] = useState(1);
  const card = cards[draw.current] ?? cards[0];
  if (!card) return null;
  const position = ((shown - 1) % cards.length) + 1;

  return (
    <div className="flex flex-col gap-4">
      <figure className="flex min-h-56 flex-col justify-center rounded-3xl bg-gradient-to-br from-dojo-pink/25 to-night-800 p-6 ring-1 ring-dojo-pink/50">
        <p
          data-testid="prompt"
          aria-live="polite"
          className="text-2xl leading-snug font-extrabold text-balance"
        >
          {card.text}
        </p>
        <figcaption className="mt-4 text-sm text-muted">
          {t("cards.position", { position, total: cards.length })}
        </figcaption>
      </figure>
      <Button
        size="lg"
        onClick={() => {
          setDraw((state) => drawAnother(state, cards.length));
          setShown((count) => count + 1);
        }}
      >
        <Shuffle aria-hidden="true" />
        {t("cards.another")}
      </Button>
      {action ? action(card) : null}
    </div>
  );
}
