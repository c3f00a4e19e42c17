import { Hand, Pause, Play, SlidersHorizontal, UserPlus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { PackSwitches } from "#app/games/_ui/pack-switches.tsx";
import { LazyPlayerSetup } from "#app/games/_ui/lazy-player-setup.tsx";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { useDeckTable, useSavedDeckGame, type PromptDeck } from "#app/games/_ui/use-deck-table.ts";
import { useDeadlineClock } from "#app/games/_ui/use-deadline-clock.ts";
import { useCardText, type PlayableDeckPack } from "#app/games/_ui/use-prompt-deck.ts";
import { tableGameKind } from "#app/games/_ui/use-table-game.ts";
import { VetoButton } from "#app/games/_ui/veto-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import type { DeckState } from "#app/games/_engine/deck.ts";
import type { GameTable } from "#app/games/_engine/game-rules.ts";
import { minPlayers } from "#app/games/_engine/players.ts";
import {
  columnsOf,
  currentResult,
  parseCicState,
  rules,
  scoreSheetOf,
  setupFrom,
  type CicMove,
  type CicState,
} from "./rules.ts";
import { RoundClock } from "./round-clock.tsx";
import { RoundResults } from "./round-results.tsx";
import { RoundSettings } from "./round-settings.tsx";
import { ScoreSheet } from "./score-sheet.tsx";

interface CountryIslandCityBoardProps {
  packs: readonly PlayableDeckPack[];
  deck: DeckState;
  /** Seeds the letter draw; it comes from the loader so the first letter is in the HTML. */
  letterSeed: number;
}

// The game on this device, the letter, the bonus column and the clock's deadline included: a
// reload shows the same round with the clock still running (docs/decisions/034-one-rule-set.md).
const savedCic = tableGameKind("country-island-city", 2, parseCicState);

/**
 * Country, Island, City on one phone: the letter, the bonus column and the clock for the table,
 * answers on paper, and a score sheet the table fills in here. It plays the game's one rule set
 * (./rules.ts) with the phone's players as seats. The server draws the first letter and column
 * into the page; once the phone's players and save are read, the saved game takes over, or a new
 * one starts with them.
 */
export function CountryIslandCityBoard({
  packs,
  deck: served,
  letterSeed,
}: CountryIslandCityBoardProps) {
  const { deck, tableRead, table } = useDeckTable("country-island-city", packs, served);
  const preview = useMemo(
    () => setupFrom(table, { deck: deck.deck, seed: letterSeed }),
    [table, deck.deck, letterSeed],
  );
  // Until the phone's players are read, a save would be taken for a change of seats.
  return tableRead && deck.dealt === "tab" ? (
    <PlayedCic packs={packs} deck={deck} table={table} letterSeed={letterSeed} />
  ) : (
    <CicScreen packs={packs} deck={deck} table={table} game={preview} send={() => {}} />
  );
}

interface BoardProps {
  packs: readonly PlayableDeckPack[];
  deck: PromptDeck;
  table: GameTable;
}

function PlayedCic({ packs, deck, table, letterSeed }: BoardProps & { letterSeed: number }) {
  const firstDeck = deck.deck;
  // "New game" keeps the table's letter settings and draws on from the letters so far.
  const newGame = useCallback(
    (at: GameTable, previous: CicState | null) =>
      previous
        ? setupFrom(at, {
            deck: { ...previous.deck, current: null },
            seed: previous.rngState,
            settings: previous.settings,
          })
        : setupFrom(at, { deck: firstDeck, seed: letterSeed }),
    [firstDeck, letterSeed],
  );
  const { state, send } = useSavedDeckGame(rules, savedCic, table, newGame);

  if (!state) return null;
  return (
    <CicScreen
      packs={packs}
      deck={deck}
      table={table}
      game={state}
      send={(seat, made) => void send(seat, made)}
    />
  );
}

function CicScreen({
  packs,
  deck,
  table,
  game,
  send,
}: BoardProps & { game: CicState; send: (seat: string, move: CicMove) => void }) {
  const { t } = useTranslation("cic");
  const { t: tp } = useTranslation("play");
  const cardText = useCardText();
  const [dialog, setDialog] = useState<"settings" | "players" | null>(null);
  const host = table.hostId;
  const { round, phase, clock } = game;
  const move = (made: CicMove) => send(host, made);
  const next = () => move({ type: "next", round });

  const now = useDeadlineClock(clock.endsAt, {
    onTick: (time) => {
      if (clock.endsAt === null || time < clock.endsAt) return;
      // A buzz as the clock runs out, for the phone lying face up among the papers; not when a
      // reload finds a round whose time was up long ago.
      if (time - clock.endsAt < 1000 && "vibrate" in navigator) navigator.vibrate(300);
      move({ type: "timeUp", round });
    },
  });

  const card = game.deck.current;
  const bonusText = card ? cardText(card.text) : null;
  const columns = columnsOf(game);
  const running = phase === "writing" && clock.endsAt !== null;
  const result = currentResult(game);
  const names = table.players.map((player) => player.name);
  const enoughPlayers = names.length >= minPlayers;

  return (
    <GameScreen slug="country-island-city" packs={<PackSwitches packs={packs} deck={deck} />}>
      <div className="-mt-2 flex items-center justify-between gap-2">
        <p className="font-bold text-muted">{t("round", { number: round })}</p>
        <Button variant="ghost" onClick={() => setDialog("settings")}>
          <SlidersHorizontal aria-hidden="true" />
          {t("roundSettings")}
        </Button>
      </div>

      <PromptCard
        text={game.settings.bonusColumn ? bonusText : t("noBonus")}
        label={
          <span className="flex flex-col items-center gap-1">
            <span aria-hidden="true">{t("letter")}</span>
            <span aria-live="polite">
              <span className="sr-only">{t("letterIs", { letter: game.letter })}</span>
              <span
                aria-hidden="true"
                data-testid="letter"
                className="font-display text-[7rem] leading-none font-black tracking-normal text-ink normal-case"
              >
                {game.letter}
              </span>
            </span>
            {game.settings.bonusColumn ? <span className="mt-3">{t("bonusLabel")}</span> : null}
          </span>
        }
        onNext={next}
        // While pens are moving or answers are being scored, a stray tap must not deal on.
        disabled={phase === "writing" || phase === "scoring"}
        emptyText={tp("noCards")}
        tone="cyan"
      >
        <RoundClock clock={clock} phase={phase} now={now} />
      </PromptCard>

      {phase === "ready" || phase === "writing" ? (
        <div className="flex gap-2">
          {phase === "ready" ? (
            <Button
              size="lg"
              variant="gold"
              className="flex-1"
              onClick={() => move({ type: "start", round })}
            >
              <Play aria-hidden="true" />
              {t("clock.start")}
            </Button>
          ) : (
            <>
              <Button
                size="lg"
                variant="gold"
                className="flex-1"
                onClick={() => move({ type: running ? "pause" : "start", round })}
              >
                {running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                {running ? t("clock.pause") : t("clock.resume")}
              </Button>
              <Button
                size="lg"
                variant="secondary"
                className="flex-1 px-4 whitespace-nowrap"
                onClick={() => move({ type: "stop", round })}
              >
                <Hand aria-hidden="true" />
                {t("clock.stop")}
              </Button>
            </>
          )}
        </div>
      ) : null}

      <div className="flex gap-2">
        {phase === "ready" || phase === "writing" ? (
          <VetoButton
            players={deck.players}
            used={game.vetoesUsed}
            onVeto={(name) => send(name, { type: "veto", round })}
          />
        ) : null}
        <Button size="lg" className="flex-1" onClick={next}>
          {tp("next")}
        </Button>
      </div>

      {!enoughPlayers ? (
        <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-4 ring-1 ring-night-600">
          <p className="text-muted">{t("sheet.needPlayers")}</p>
          <Button variant="secondary" onClick={() => setDialog("players")}>
            <UserPlus aria-hidden="true" />
            {t("sheet.addPlayers")}
          </Button>
        </div>
      ) : phase === "scoring" ? (
        <ScoreSheet
          players={names}
          columns={columns}
          bonusText={bonusText ?? ""}
          sheet={scoreSheetOf(game, table)}
          onMark={(player, column, mark) => move({ type: "mark", round, player, column, mark })}
          onSave={() => move({ type: "score", round })}
        />
      ) : null}
      {result ? (
        <RoundResults round={round} result={result} results={game.results} players={deck.players} />
      ) : null}

      <Dialog
        open={dialog === "settings"}
        onOpenChange={(open) => setDialog(open ? "settings" : null)}
      >
        <DialogContent
          title={t("settings.title")}
          description={t("settings.description")}
          closeLabel={tp("close")}
        >
          <RoundSettings
            settings={game.settings}
            onChange={(change) => move({ type: "settings", ...change })}
          />
        </DialogContent>
      </Dialog>
      <Dialog
        open={dialog === "players"}
        onOpenChange={(open) => setDialog(open ? "players" : null)}
      >
        <DialogContent title={t("sheet.addPlayersTitle")} closeLabel={tp("close")}>
          <div className="mt-4">
            <LazyPlayerSetup />
          </div>
        </DialogContent>
      </Dialog>
    </GameScreen>
  );
}
