import { Hand, Pause, Play, SlidersHorizontal, UserPlus } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { isThisPage, pageNow } from "#app/games/_ui/page-clock.ts";
import { PackSwitches } from "#app/games/_ui/pack-switches.tsx";
import { PlayerSetup } from "#app/games/_ui/player-setup.tsx";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { savedGameKind, useSavedGame } from "#app/games/_ui/saved-game.ts";
import { useTimerNow } from "#app/games/_ui/timer-clock.ts";
import {
  useCardText,
  usePromptDeck,
  type PlayableDeckPack,
} from "#app/games/_ui/use-prompt-deck.ts";
import { useVetoes, VetoButton } from "#app/games/_ui/veto-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import type { DeckState } from "#app/games/_engine/deck.ts";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { minPlayers } from "#app/games/_engine/players.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import {
  changeSettings,
  columnsFor,
  currentResult,
  defaultSettings,
  nextRound,
  parseCicState,
  pauseClock,
  pausedWhereSaved,
  scoreRound,
  setMark,
  setup,
  startClock,
  stopClock,
  tick,
  type CicSettings,
  type CicState,
} from "./logic.ts";
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

interface Table {
  game: CicState;
  rngState: number;
}

function parseTable(value: unknown): Table | null {
  if (typeof value !== "object" || value === null) return null;
  if (!("game" in value) || !("rngState" in value)) return null;
  const { rngState } = value;
  if (typeof rngState !== "number" || !Number.isInteger(rngState) || rngState < 0) return null;
  const game = parseCicState(value.game);
  return game ? { game, rngState } : null;
}

const savedTable = savedGameKind("country-island-city", 1, parseTable);

// The clock redraws four times a second; the rules only ever see the `now` passed in.
const tickMs = 250;

export function CountryIslandCityBoard({
  packs,
  deck: firstDeck,
  letterSeed,
}: CountryIslandCityBoardProps) {
  const { t } = useTranslation("cic");
  const { t: tp } = useTranslation("play");
  const deck = usePromptDeck("country-island-city", packs, firstDeck);
  const { next: nextCard, players } = deck;
  const cardText = useCardText();
  // "New game" keeps the table's letter settings and draws on from the letters so far.
  const carried = useRef<{ settings: CicSettings; rngState: number } | null>(null);
  const [saved, save] = useSavedGame(savedTable, () => {
    const rng = createRng(carried.current?.rngState ?? letterSeed);
    return {
      game: setup(carried.current?.settings ?? defaultSettings, rng),
      rngState: rng.state(),
    };
  });
  const since = saved.game.timer.runningSince;
  const table =
    since !== null && !isThisPage(since) ? { ...saved, game: pausedWhereSaved(saved.game) } : saved;
  const [vetoes, spendVeto] = useVetoes("country-island-city");
  const [dialog, setDialog] = useState<"settings" | "players" | null>(null);
  const { game } = table;
  useEffect(() => {
    carried.current = { settings: game.settings, rngState: table.rngState };
  }, [game.settings, table.rngState]);

  const names = useMemo(() => players.map((player) => player.name), [players]);
  const card = deck.deck.current;
  const bonusText = card ? cardText(card.text) : null;
  const columns = columnsFor(game.settings.bonusColumn && bonusText !== null);

  function move(apply: (state: CicState) => CicState | Invalid) {
    const next = apply(game);
    if (!isInvalid(next) && next !== game) save({ ...table, game: next });
  }

  function next() {
    nextCard();
    const rng = createRng(table.rngState);
    save({ game: nextRound(game, null, { rng }), rngState: rng.state() });
  }

  const running = game.phase === "writing" && game.timer.runningSince !== null;
  // Each tick may save a checkpoint, so a reload finds the clock paused where it was.
  const now = useTimerNow(
    running,
    () =>
      move((state) => {
        const next = tick(state, null, { now: pageNow() });
        // A buzz as the clock runs out, for the phone lying face up among the papers; not
        // when a reload brings back a round whose time was already up.
        if (!isInvalid(next) && state.phase === "writing" && next.phase === "scoring") {
          if ("vibrate" in navigator) navigator.vibrate(300);
        }
        return next;
      }),
    tickMs,
  );

  const result = currentResult(game);
  const enoughPlayers = names.length >= minPlayers;

  return (
    <GameScreen slug="country-island-city" packs={<PackSwitches packs={packs} deck={deck} />}>
      <div className="-mt-2 flex items-center justify-between gap-2">
        <p className="font-bold text-muted">{t("round", { number: game.round })}</p>
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
        disabled={game.phase === "writing" || game.phase === "scoring"}
        emptyText={tp("noCards")}
        tone="cyan"
      >
        <RoundClock timer={game.timer} phase={game.phase} now={now} />
      </PromptCard>

      {game.phase === "ready" || game.phase === "writing" ? (
        <div className="flex gap-2">
          {game.phase === "ready" ? (
            <Button
              size="lg"
              variant="gold"
              className="flex-1"
              onClick={() => move((state) => startClock(state, null, { now: pageNow() }))}
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
                onClick={() =>
                  move((state) =>
                    running
                      ? pauseClock(state, null, { now: pageNow() })
                      : startClock(state, null, { now: pageNow() }),
                  )
                }
              >
                {running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                {running ? t("clock.pause") : t("clock.resume")}
              </Button>
              <Button
                size="lg"
                variant="secondary"
                className="flex-1 px-4 whitespace-nowrap"
                onClick={() => move((state) => stopClock(state, null, { now: pageNow() }))}
              >
                <Hand aria-hidden="true" />
                {t("clock.stop")}
              </Button>
            </>
          )}
        </div>
      ) : null}

      <div className="flex gap-2">
        <VetoButton
          players={players}
          used={vetoes}
          onVeto={(name) => {
            spendVeto(name);
            next();
          }}
        />
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
      ) : game.phase === "scoring" ? (
        <ScoreSheet
          players={names}
          columns={columns}
          bonusText={bonusText ?? ""}
          sheet={game.sheet}
          onMark={(player, column, mark) =>
            move((state) => setMark(state, { player, column, mark }))
          }
          onSave={() => move((state) => scoreRound(state, { players: names, columns }))}
        />
      ) : null}
      {result ? (
        <RoundResults round={game.round} result={result} results={game.results} players={players} />
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
            onChange={(change) => move((state) => changeSettings(state, change))}
          />
        </DialogContent>
      </Dialog>
      <Dialog
        open={dialog === "players"}
        onOpenChange={(open) => setDialog(open ? "players" : null)}
      >
        <DialogContent title={t("sheet.addPlayersTitle")} closeLabel={tp("close")}>
          <div className="mt-4">
            <PlayerSetup />
          </div>
        </DialogContent>
      </Dialog>
    </GameScreen>
  );
}
