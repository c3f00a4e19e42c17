import { useCallback, useMemo } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { EndRoundLink } from "#app/games/_ui/end-round-link.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { PackSwitches } from "#app/games/_ui/pack-switches.tsx";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { useDeckTable, useSavedDeckGame, type PromptDeck } from "#app/games/_ui/use-deck-table.ts";
import { TimerBar } from "#app/games/_ui/timer-bar.tsx";
import { Stepper } from "#app/games/_ui/timer-stepper.tsx";
import { timeLeftOf, useDeadlineClock } from "#app/games/_ui/use-deadline-clock.ts";
import { useCardText, type PlayableDeckPack } from "#app/games/_ui/use-prompt-deck.ts";
import { tableGameKind } from "#app/games/_ui/use-table-game.ts";
import { VetoButton } from "#app/games/_ui/veto-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { DeckState } from "#app/games/_engine/deck.ts";
import type { GameTable } from "#app/games/_engine/game-rules.ts";
import {
  maxTurnSeconds,
  minTurnSeconds,
  parseCategoryState,
  playerOnTurn,
  rules,
  setupFrom,
  type CategoryMove,
  type CategoryState,
} from "./rules.ts";

// The game on this device, the category and the turn's deadline included: a reload shows the same
// category with the clock still running (docs/decisions/034-one-rule-set.md).
const savedCategory = tableGameKind("category", 2, parseCategoryState);

function buzz() {
  if (typeof navigator !== "undefined" && "vibrate" in navigator) navigator.vibrate(250);
}

/**
 * Category on one phone passed round the table: Category's one rule set (./rules.ts) played in
 * turn, aloud, with the phone's players as seats. The server deals the first category into the
 * page; once the phone's players and save are read, the saved game takes over, or a new one
 * starts with that category.
 */
export function CategoryBoard({
  packs,
  deck: served,
}: {
  packs: readonly PlayableDeckPack[];
  deck: DeckState;
}) {
  const { deck, tableRead, table } = useDeckTable("category", packs, served);
  const preview = useMemo(() => setupFrom(table, { deck: deck.deck }), [table, deck.deck]);
  // Until the phone's players are read, a save would be taken for a change of seats.
  return tableRead && deck.dealt === "tab" ? (
    <PlayedCategory packs={packs} deck={deck} table={table} />
  ) : (
    <CategoryScreen packs={packs} deck={deck} table={table} game={preview} send={() => {}} />
  );
}

interface BoardProps {
  packs: readonly PlayableDeckPack[];
  deck: PromptDeck;
  table: GameTable;
}

function PlayedCategory({ packs, deck, table }: BoardProps) {
  const firstDeck = deck.deck;
  // "New game" keeps the timers the table chose and deals on from the same deck.
  const newGame = useCallback(
    (at: GameTable, previous: CategoryState | null) =>
      previous
        ? setupFrom(at, {
            deck: { ...previous.deck, current: null },
            turnSeconds: previous.turnSeconds,
            writeSeconds: previous.writeSeconds,
          })
        : setupFrom(at, { deck: firstDeck }),
    [firstDeck],
  );
  const { state, send } = useSavedDeckGame(rules, savedCategory, table, newGame);

  if (!state) return null;
  return (
    <CategoryScreen
      packs={packs}
      deck={deck}
      table={table}
      game={state}
      send={(seat, made) => void send(seat, made)}
    />
  );
}

function CategoryScreen({
  packs,
  deck,
  table,
  game,
  send,
}: BoardProps & {
  game: CategoryState;
  send: (seat: string, move: CategoryMove) => void;
}) {
  const { t } = useTranslation("partyGames");
  const { t: tp } = useTranslation("play");
  const cardText = useCardText();
  const host = table.hostId;
  const { stage, round } = game;
  const endsAt = stage.kind === "turns" ? stage.endsAt : null;
  const now = useDeadlineClock(endsAt, {
    onTick: (time) => {
      if (endsAt === null || time < endsAt) return;
      // Buzzed as the clock runs out here, not when a reload finds a turn long over.
      if (time - endsAt < 1000) buzz();
      send(host, { type: "timeUp", round });
    },
  });

  const move = (made: CategoryMove) => send(host, made);
  const dealNext = () => move({ type: "next", round });
  const veto = (name: string) => send(name, { type: "veto", round });

  const running = stage.kind === "turns";
  const outcome = stage.kind === "over" ? stage.outcome : null;
  const onTurn = playerOnTurn(game)?.name ?? null;
  const named = running ? stage.answers : 0;
  const turnLabel =
    stage.kind === "ready"
      ? onTurn
        ? t("category.starts", { name: onTurn })
        : t("category.anyoneStarts")
      : onTurn
        ? t("category.turnOf", { name: onTurn })
        : named === 0
          ? t("category.firstAnswer")
          : t("category.nextPerson");

  const durationMs = game.turnSeconds * 1000;
  const left = endsAt === null ? durationMs : timeLeftOf(endsAt, now, durationMs);
  const secondsLeft = Math.ceil(left / 1000);

  let outcomeTitle = "";
  let outcomeText = "";
  if (outcome) {
    const loser = table.players.find((player) => player.id === outcome.player?.id);
    const penalty =
      table.alcoholFree || loser?.notDrinking
        ? tp("points", { count: outcome.sips })
        : tp("sips", { count: outcome.sips });
    outcomeTitle = outcome.reason === "time" ? t("category.timeUp") : t("category.hesitatedTitle");
    outcomeText = outcome.player
      ? t("category.drinks", { name: outcome.player.name, penalty })
      : t("category.whoeverDrinks", { penalty });
  }

  // One calm announcement per moment: whose turn it is, then how the round ended.
  const announcement = running ? turnLabel : outcome ? `${outcomeTitle} ${outcomeText}` : "";
  const card = game.deck.current;
  const vetoButton = (
    <VetoButton players={deck.players} used={game.vetoesUsed} onVeto={(name) => veto(name)} />
  );

  return (
    <GameScreen slug="category" packs={<PackSwitches packs={packs} deck={deck} />}>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <PromptCard
        text={card ? cardText(card.text) : null}
        label={t("category.cardLabel")}
        onNext={dealNext}
        disabled={running}
        emptyText={tp("noCards")}
        tone="cyan"
      />
      {outcome ? (
        <section
          aria-labelledby="category-outcome"
          className="rounded-3xl bg-dojo-pink/15 p-4 text-center ring-1 ring-dojo-pink/60"
        >
          <h2 id="category-outcome" className="text-2xl font-black text-dojo-pink">
            {outcomeTitle}
          </h2>
          <p className="mt-1 text-xl font-extrabold">{outcomeText}</p>
          <p className="mt-1 text-sm text-muted">
            {t("category.roundTally", { count: outcome.answers })} {t("category.nextHint")}
          </p>
        </section>
      ) : (
        <TimerBar
          remainingMs={left}
          durationMs={durationMs}
          label={turnLabel}
          valueText={t("timer.secondsLeft", { count: secondsLeft })}
          urgentFrom={running ? 2 : 0}
        />
      )}
      {running ? (
        <>
          <p className="-mt-2 text-center text-sm text-muted">
            {t("category.named", { count: named })}
          </p>
          <Button
            size="lg"
            className="min-h-20 text-2xl"
            onClick={() => move({ type: "gotOne", round })}
          >
            {t("category.gotOne")}
          </Button>
          <div className="flex gap-2">
            {vetoButton}
            <Button
              variant="secondary"
              size="lg"
              className="flex-1"
              onClick={() => move({ type: "hesitated", round })}
            >
              {t("category.hesitated")}
            </Button>
          </div>
        </>
      ) : (
        <>
          {stage.kind === "ready" ? (
            <>
              <Stepper
                label={t("timer.turnTimer")}
                value={game.turnSeconds}
                min={minTurnSeconds}
                max={maxTurnSeconds}
                display={t("timer.seconds", { count: game.turnSeconds })}
                decreaseLabel={t("timer.less")}
                increaseLabel={t("timer.more")}
                onChange={(seconds) => move({ type: "turnSeconds", seconds })}
              />
              <Button
                variant="gold"
                size="lg"
                disabled={!card}
                onClick={() => move({ type: "start", round })}
              >
                {t("category.start")}
              </Button>
            </>
          ) : null}
          <div className="flex gap-2">
            {stage.kind === "ready" ? vetoButton : null}
            <Button
              size="lg"
              variant={stage.kind === "over" ? "primary" : "secondary"}
              className="flex-1"
              onClick={dealNext}
            >
              {tp("next")}
            </Button>
          </div>
        </>
      )}
      <EndRoundLink game="category" />
    </GameScreen>
  );
}
