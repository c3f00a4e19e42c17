import { Ban, Flame, MessageCircleQuestion } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { EndRoundLink } from "#app/games/_ui/end-round-link.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { PackSwitches } from "#app/games/_ui/pack-switches.tsx";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { useDeckGame } from "#app/games/_ui/use-deck-game.ts";
import { useCardText, type PlayableDeckPack } from "#app/games/_ui/use-prompt-deck.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { tableGameKind } from "#app/games/_ui/use-table-game.ts";
import { VetoButton } from "#app/games/_ui/veto-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { DeckState } from "#app/games/_engine/deck.ts";
import type { Invalid } from "#app/games/_engine/invalid.ts";
import { cardWords } from "#app/games/_engine/prompt-deck.ts";
import {
  parseState,
  playerOnTurn,
  truthOrDare,
  type Choice,
  type TruthOrDareMove,
} from "./rules.ts";

// The turn, its choice and card, the skips and the vetoes: a reload brings back the card the
// player on turn chose (and maybe skipped), not a new one to choose again.
const savedTruthOrDare = tableGameKind("truth-or-dare", 2, parseState);

export function TruthOrDareBoard({
  packs,
  deck: served,
}: {
  packs: readonly PlayableDeckPack[];
  deck: DeckState;
}) {
  const { t } = useTranslation("deckGames");
  const { t: tp } = useTranslation("play");
  const cardText = useCardText();
  const refusalText = useRefusalText();
  const game = useDeckGame(truthOrDare, savedTruthOrDare, {
    game: "truth-or-dare",
    packs,
    served,
  });
  const [refusal, setRefusal] = useState<Invalid | null>(null);
  const { state, table } = game;
  const onTurn = state ? playerOnTurn(state, table) : null;
  const name = onTurn?.name ?? null;
  const choosing = state === null || state.phase === "choose";
  const card = state && !choosing ? state.deck.current : null;
  const turn = state?.turn ?? 0;
  // The player on turn answers for their card; at a table that named nobody, the table does.
  const onTurnSeat = state?.onTurn ?? game.tableSeat;
  const send = (seat: string, move: TruthOrDareMove) => setRefusal(game.send(seat, move));

  // Keyboard users land on what comes next: the choice after Next, Next after the choice.
  const truthButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (choosing ? truthButton : nextButton).current?.focus();
  }, [choosing]);

  function pick(choice: Choice) {
    moved.current = true;
    send(onTurnSeat, { type: "choose", turn, choice });
  }

  function passTurn() {
    moved.current = true;
    send(game.tableSeat, { type: "next", turn });
  }

  // The same element from move to move, so a move leaves the game's frame alone.
  const packSwitches = useMemo(
    () => <PackSwitches packs={packs} deck={game.packSwitches} />,
    [packs, game.packSwitches],
  );
  const choice = state && !choosing ? state.choice : null;
  const choiceName = choice ? t(`tod.${choice}`) : null;
  const refused = state?.refused ?? false;

  return (
    <GameScreen slug="truth-or-dare" packs={packSwitches}>
      <PromptCard
        text={
          choosing
            ? name
              ? t("tod.chooseNamed", { name })
              : t("tod.choose")
            : card
              ? cardText(cardWords(card.text))
              : null
        }
        label={
          choosing
            ? name
              ? tp("turnOf", { name })
              : undefined
            : name && choiceName
              ? t("tod.cardLabel", { name, choice: choiceName })
              : choiceName
        }
        onNext={passTurn}
        disabled={choosing}
        emptyText={tp("noCards")}
        tone={choice === "dare" ? "pink" : "cyan"}
        packId={choosing ? null : card?.packId}
        dealt={game.dealt}
      >
        {choosing ? (
          <div
            role="group"
            aria-label={t("tod.chooseGroup")}
            className="mt-8 grid w-full grid-cols-2 gap-3"
          >
            <Button
              ref={truthButton}
              size="lg"
              variant="secondary"
              className="ring-dojo-cyan"
              disabled={state === null}
              onClick={() => pick("truth")}
            >
              <MessageCircleQuestion aria-hidden="true" />
              {t("tod.truth")}
            </Button>
            <Button size="lg" disabled={state === null} onClick={() => pick("dare")}>
              <Flame aria-hidden="true" />
              {t("tod.dare")}
            </Button>
          </div>
        ) : null}
      </PromptCard>
      <p role="status" className="min-h-7 text-center text-lg font-bold text-dojo-gold">
        {refused ? (name ? t("tod.refusedNamed", { name }) : t("tod.refused")) : null}
      </p>
      <Button
        variant="secondary"
        size="lg"
        disabled={choosing || refused || !card}
        onClick={() => send(onTurnSeat, { type: "refuse", turn })}
      >
        <Ban aria-hidden="true" />
        {t("tod.refuse")}
      </Button>
      <div className="flex gap-2">
        {state && !choosing && !refused && !state.done ? (
          <VetoButton
            players={game.players}
            used={state.vetoesUsed}
            onVeto={(vetoer) => send(vetoer, { type: "veto", card: state.deck.drawn })}
          />
        ) : null}
        <Button
          ref={nextButton}
          size="lg"
          className="flex-1"
          disabled={choosing}
          onClick={passTurn}
        >
          {tp("next")}
        </Button>
      </div>
      {refusal ? (
        <p role="alert" className="text-center font-bold text-danger">
          {refusalText(refusal)}
        </p>
      ) : null}
      <EndRoundLink game="truth-or-dare" />
    </GameScreen>
  );
}
