import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { Card } from "#app/games/_engine/deck.ts";
import type { Invalid } from "#app/games/_engine/invalid.ts";
import { cardWords, type DeckHolder } from "#app/games/_engine/prompt-deck.ts";
import type { CatalogueSlug } from "#app/games/catalogue.ts";
import type { MinigameSlug } from "#app/state/minigames-store.ts";
import { EndRoundLink } from "./end-round-link.tsx";
import { GameScreen } from "./game-screen.tsx";
import { NextCardLink } from "./next-card-link.tsx";
import { PackSwitches } from "./pack-switches.tsx";
import { PromptCard } from "./prompt-card.tsx";
import type { DeckGame } from "./use-deck-game.ts";
import { useCardText, type PlayableDeckPack } from "./use-prompt-deck.ts";
import { useRefusalText } from "./use-refusal-text.ts";
import { VetoButton } from "./veto-button.tsx";

/** The moves of a card everyone reads: the next card, or a player's veto of this one. */
export interface DeckCardMove {
  type: "next" | "veto";
  /** The card the move was made on (the deck's `drawn`). */
  card: number;
}

interface PromptDeckBoardProps {
  game: MinigameSlug & CatalogueSlug;
  packs: readonly PlayableDeckPack[];
  deck: DeckGame<DeckHolder & { vetoesUsed: readonly string[] }, DeckCardMove>;
  /** A line above the card, from the card (mix names the game it came from). */
  label?: (card: Card) => ReactNode;
  /** Game-specific controls under the card (tallies, fingers…). */
  extra?: ReactNode;
  tone?: "pink" | "gold" | "cyan" | "violet";
}

const StillVetoButton = memo(VetoButton);
const StillEndRoundLink = memo(EndRoundLink);
const noVetoes: readonly string[] = [];

/** A deck game at its simplest: the card, Next, the veto, and the game's own extras. */
export function PromptDeckBoard({ game, packs, deck, label, extra, tone }: PromptDeckBoardProps) {
  const { t } = useTranslation("play");
  const cardText = useCardText();
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<Invalid | null>(null);
  const { card, state } = deck;
  const move = (seat: string, type: DeckCardMove["type"]) =>
    setRefusal(deck.send(seat, { type, card: state?.deck.drawn ?? 0 }));
  // A Next renders the card, not what stays the same around it: the frame, the pack
  // switches, the veto and the way out get props that hold still between cards.
  const latestMove = useRef(move);
  useLayoutEffect(() => {
    latestMove.current = move;
  });
  const veto = useCallback((name: string) => latestMove.current(name, "veto"), []);
  const packSwitches = useMemo(
    () => <PackSwitches packs={packs} deck={deck.packSwitches} />,
    [packs, deck.packSwitches],
  );

  return (
    <GameScreen slug={game} packs={packSwitches}>
      <PromptCard
        text={card ? cardText(cardWords(card.text)) : null}
        label={card && label ? label(card) : undefined}
        onNext={() => move(deck.tableSeat, "next")}
        // Until the phone's game is read, the server's card is on show and nothing is dealt.
        disabled={state === null}
        emptyText={t("noCards")}
        tone={tone}
        packId={card?.packId}
        dealt={deck.dealt}
      />
      {extra}
      <div className="flex gap-2">
        <StillVetoButton
          players={deck.players}
          used={state?.vetoesUsed ?? noVetoes}
          disabled={state === null}
          onVeto={veto}
        />
        {state === null ? (
          <NextCardLink shown={deck.servedMemory} label={t("next")} />
        ) : (
          <Button size="lg" className="flex-1" onClick={() => move(deck.tableSeat, "next")}>
            {t("next")}
          </Button>
        )}
      </div>
      {refusal ? (
        <p role="alert" className="text-center font-bold text-danger">
          {refusalText(refusal)}
        </p>
      ) : null}
      <StillEndRoundLink game={game} />
    </GameScreen>
  );
}
