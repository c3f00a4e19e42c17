import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { Card } from "#app/games/_engine/deck.ts";
import type { CatalogueSlug } from "#app/games/catalogue.ts";
import type { MinigameSlug } from "#app/state/minigames-store.ts";
import { EndRoundLink } from "./end-round-link.tsx";
import { GameScreen } from "./game-screen.tsx";
import { PackSwitches } from "./pack-switches.tsx";
import { PromptCard } from "./prompt-card.tsx";
import { useCardText, usePromptDeck, type PlayableDeckPack } from "./use-prompt-deck.ts";
import { useVetoes, VetoButton } from "./veto-button.tsx";
import type { DeckState } from "#app/games/_engine/deck.ts";

interface PromptDeckBoardProps {
  game: MinigameSlug & CatalogueSlug;
  packs: readonly PlayableDeckPack[];
  initialDeck: DeckState;
  /** A line above the card, from the card (mix names the game it came from). */
  label?: (card: Card) => ReactNode;
  /** Game-specific controls under the card (tallies, fingers…). */
  extra?: (card: Card | null) => ReactNode;
  tone?: "pink" | "gold" | "cyan" | "violet";
}

/** A deck game at its simplest: the card, Next, the veto, and the game's own extras. */
export function PromptDeckBoard({
  game,
  packs,
  initialDeck,
  label,
  extra,
  tone,
}: PromptDeckBoardProps) {
  const { t } = useTranslation("play");
  const deck = usePromptDeck(game, packs, initialDeck);
  const cardText = useCardText();
  const [vetoes, spendVeto] = useVetoes(game);
  const card = deck.deck.current;

  return (
    <GameScreen slug={game} packs={<PackSwitches packs={packs} deck={deck} />}>
      <PromptCard
        text={card ? cardText(card.text) : null}
        label={card && label ? label(card) : undefined}
        onNext={() => deck.next()}
        emptyText={t("noCards")}
        tone={tone}
        packId={card?.packId}
        dealt={deck.dealt}
      />
      {extra ? extra(card) : null}
      <div className="flex gap-2">
        <VetoButton
          players={deck.players}
          used={vetoes}
          onVeto={(name) => {
            spendVeto(name);
            deck.next();
          }}
        />
        <Button size="lg" className="flex-1" onClick={() => deck.next()}>
          {t("next")}
        </Button>
      </div>
      <EndRoundLink game={game} />
    </GameScreen>
  );
}
