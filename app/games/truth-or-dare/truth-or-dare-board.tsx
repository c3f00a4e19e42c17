import { Ban, Flame, MessageCircleQuestion } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { EndRoundLink } from "#app/games/_ui/end-round-link.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { PackSwitches } from "#app/games/_ui/pack-switches.tsx";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import {
  useCardText,
  usePromptDeck,
  type PlayableDeckPack,
} from "#app/games/_ui/use-prompt-deck.ts";
import { useVetoes, VetoButton } from "#app/games/_ui/veto-button.tsx";
import { savedGameKind, useSavedGame } from "#app/games/_ui/saved-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { DeckState } from "#app/games/_engine/deck.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import {
  choiceList,
  choose,
  nextTurn,
  playerOnTurn,
  refusalCost,
  refusalTally,
  refuse,
  newSavedGame,
  parseSavedGame,
  type Choice,
} from "./logic.ts";

const savedTruthOrDare = savedGameKind("truth-or-dare", 1, parseSavedGame);

export function TruthOrDareBoard({
  packs,
  deck: initialDeck,
}: {
  packs: readonly PlayableDeckPack[];
  deck: DeckState;
}) {
  const { t } = useTranslation("deckGames");
  const { t: tp } = useTranslation("play");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const deck = usePromptDeck("truth-or-dare", packs, initialDeck);
  const cardText = useCardText();
  // The turn and its card are saved together: a reload brings back the card the player on
  // turn chose (and maybe refused), not a new one to choose again.
  const [saved, save] = useSavedGame(savedTruthOrDare, newSavedGame);
  const [vetoes, spendVeto] = useVetoes("truth-or-dare");
  const state = saved.game;
  const card = saved.card;
  const names = deck.players.map((player) => player.name);
  const name = playerOnTurn(state, names);
  const choosing = state.phase === "choose";

  // Keyboard users land on what comes next: the choice after Next, Next after the choice.
  const truthButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (choosing ? truthButton : nextButton).current?.focus();
  }, [choosing]);

  function pick(choice: Choice) {
    const next = choose(state, choice);
    if (isInvalid(next)) return;
    moved.current = true;
    save({ game: next, card: deck.next(choiceList[choice]) });
  }

  function passTurn() {
    const next = nextTurn(state);
    if (isInvalid(next)) return;
    moved.current = true;
    save({ game: next, card: null });
  }

  const cost = refusalCost(state, deck.players, alcoholFree);
  const costAmount = t(`amount.${cost.unit}`, { count: cost.count });
  const tally = refusalTally(state, deck.players, alcoholFree);
  const choiceName = state.choice ? t(`tod.${state.choice}`) : null;

  return (
    <GameScreen slug="truth-or-dare" packs={<PackSwitches packs={packs} deck={deck} />}>
      <PromptCard
        text={
          choosing
            ? name
              ? t("tod.chooseNamed", { name })
              : t("tod.choose")
            : card
              ? cardText(card.text)
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
        tone={state.choice === "dare" ? "pink" : "cyan"}
        packId={choosing ? null : card?.packId}
        dealt={deck.dealt}
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
              onClick={() => pick("truth")}
            >
              <MessageCircleQuestion aria-hidden="true" />
              {t("tod.truth")}
            </Button>
            <Button size="lg" onClick={() => pick("dare")}>
              <Flame aria-hidden="true" />
              {t("tod.dare")}
            </Button>
          </div>
        ) : null}
      </PromptCard>
      <p role="status" className="min-h-7 text-center text-lg font-bold text-dojo-gold">
        {state.refused
          ? cost.name
            ? t("tod.refusedNamed", { name: cost.name, amount: costAmount })
            : t("tod.refused", { amount: costAmount })
          : null}
      </p>
      <Button
        variant="secondary"
        size="lg"
        disabled={choosing || state.refused || !card}
        onClick={() => {
          const next = refuse(state, names);
          if (!isInvalid(next)) save({ ...saved, game: next });
        }}
      >
        <Ban aria-hidden="true" />
        {t("tod.refuse", { amount: costAmount })}
      </Button>
      <div className="flex gap-2">
        {!choosing && !state.refused && state.choice ? (
          <VetoButton
            players={deck.players}
            used={vetoes}
            onVeto={(vetoer) => {
              spendVeto(vetoer);
              if (state.choice) save({ ...saved, card: deck.next(choiceList[state.choice]) });
            }}
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
      {tally.length > 0 ? (
        <section
          aria-labelledby="refusals-title"
          className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
        >
          <h2 id="refusals-title" className="font-extrabold">
            {t("tod.tallyTitle")}
          </h2>
          <ul className="mt-1">
            {tally.map((entry) => (
              <li key={entry.name}>
                {t("takes", {
                  name: entry.name,
                  amount: t(`amount.${entry.unit}`, { count: entry.count }),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <EndRoundLink game="truth-or-dare" />
    </GameScreen>
  );
}
