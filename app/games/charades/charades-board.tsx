import { Check, Eye, SkipForward } from "lucide-react";
import { useEffect, useEffectEvent, useId, useMemo, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { EndRoundLink } from "#app/games/_ui/end-round-link.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { isThisPage, pageNow } from "#app/games/_ui/page-clock.ts";
import { PackSwitches } from "#app/games/_ui/pack-switches.tsx";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { savedGameKind, useSavedGame } from "#app/games/_ui/saved-game.ts";
import { TimerBar } from "#app/games/_ui/timer-bar.tsx";
import { useTimerNow } from "#app/games/_ui/timer-clock.ts";
import { Stepper } from "#app/games/_ui/timer-stepper.tsx";
import {
  useCardText,
  usePromptDeck,
  type PlayableDeckPack,
} from "#app/games/_ui/use-prompt-deck.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { DeckState } from "#app/games/_engine/deck.ts";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import {
  actor,
  checkpoint,
  configure,
  correct,
  endGame,
  hasStarted,
  isPaused,
  maxRounds,
  maxTeams,
  maxTurnSeconds,
  minRounds,
  minTeams,
  minTurnSeconds,
  nextTurn,
  optionsOf,
  parseCharadesState,
  pausedWhereSaved,
  rematch,
  remainingMs,
  resumeTurn,
  setup,
  skip,
  startTurn,
  teamOnTurn,
  timeUp,
  winners,
  type CharadesOptions,
  type CharadesState,
  type Team,
} from "./logic.ts";

/** The game, and the word on the actor's card, so an interrupted turn comes back with it. */
interface SavedCharades {
  game: CharadesState;
  word: string | null;
}

function parseSaved(value: unknown): SavedCharades | null {
  if (typeof value !== "object" || value === null) return null;
  if (!("game" in value) || !("word" in value)) return null;
  const { word } = value;
  if (word !== null && typeof word !== "string") return null;
  const game = parseCharadesState(value.game);
  return game ? { game, word } : null;
}

const savedCharades = savedGameKind("charades", 1, parseSaved);

const turnSecondsStep = 15;
/** From here on the table hears (and sees) that time is running short. */
const warnAtSeconds = 10;

function buzz() {
  if (typeof navigator !== "undefined" && "vibrate" in navigator) navigator.vibrate(300);
}

/** Before the first turn the teams follow the table's names; afterwards they are fixed. */
function withTable(state: CharadesState, names: readonly string[]): CharadesState {
  if (hasStarted(state)) return state;
  const wanted = optionsOf(state, names);
  const members = state.teams.map((team) => team.members.join("\n")).join("\t");
  const next = configure(state, wanted);
  if (isInvalid(next)) return state;
  return next.teams.map((team) => team.members.join("\n")).join("\t") === members ? state : next;
}

function Scoreboard({ game }: { game: CharadesState }) {
  const { t } = useTranslation("partyGames");
  const titleId = useId();
  const over = game.phase === "over";
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-extrabold">
          {over ? t("charades.finalScores") : t("charades.scores")}
        </h2>
        {over ? null : (
          <p className="text-sm text-muted">
            {t("charades.roundOf", { round: game.round, rounds: game.rounds })}
          </p>
        )}
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {game.teams.map((team, index) => {
          const onTurn = !over && index === game.turn;
          return (
            <li
              key={team.id}
              className={cn(
                "rounded-2xl bg-night-900 p-3",
                onTurn ? "ring-2 ring-dojo-gold" : "ring-1 ring-night-700",
              )}
            >
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-extrabold">{t("charades.team", { id: team.id })}</span>
                <span className="font-display text-2xl font-black text-dojo-gold tabular-nums">
                  <span className="sr-only">{t("charades.points", { count: team.score })}</span>
                  <span aria-hidden="true">{team.score}</span>
                </span>
              </div>
              {team.members.length > 0 ? (
                <p className="truncate text-sm text-muted">{team.members.join(", ")}</p>
              ) : null}
              {onTurn ? (
                <p className="text-xs font-bold tracking-widest text-dojo-gold uppercase">
                  {t("charades.onTurn")}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Setup({
  game,
  onChange,
}: {
  game: CharadesState;
  onChange: (options: Omit<CharadesOptions, "players">) => void;
}) {
  const { t } = useTranslation("partyGames");
  const titleId = useId();
  const options = {
    teamCount: game.teams.length,
    turnSeconds: game.turnSeconds,
    rounds: game.rounds,
  };
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id={titleId} className="text-lg font-extrabold">
        {t("charades.setupTitle")}
      </h2>
      <p className="text-sm text-muted">{t("charades.setupIntro")}</p>
      <Stepper
        label={t("charades.teams")}
        value={options.teamCount}
        min={minTeams}
        max={maxTeams}
        display={String(options.teamCount)}
        decreaseLabel={t("charades.fewerTeams")}
        increaseLabel={t("charades.moreTeams")}
        onChange={(teamCount) => onChange({ ...options, teamCount })}
      />
      <Stepper
        label={t("timer.turnTimer")}
        value={options.turnSeconds}
        min={minTurnSeconds}
        max={maxTurnSeconds}
        step={turnSecondsStep}
        display={t("timer.seconds", { count: options.turnSeconds })}
        decreaseLabel={t("timer.less")}
        increaseLabel={t("timer.more")}
        onChange={(turnSeconds) => onChange({ ...options, turnSeconds })}
      />
      <Stepper
        label={t("charades.rounds")}
        value={options.rounds}
        min={minRounds}
        max={maxRounds}
        display={String(options.rounds)}
        decreaseLabel={t("charades.fewerRounds")}
        increaseLabel={t("charades.moreRounds")}
        onChange={(rounds) => onChange({ ...options, rounds })}
      />
    </section>
  );
}

export function CharadesBoard({
  packs,
  deck: initialDeck,
}: {
  packs: readonly PlayableDeckPack[];
  deck: DeckState;
}) {
  const { t } = useTranslation("partyGames");
  const { t: tp } = useTranslation("play");
  const deck = usePromptDeck("charades", packs, initialDeck);
  const cardText = useCardText();
  // "New game" keeps the teams and settings of the game on screen.
  const carried = useRef<CharadesState | null>(null);
  const [saved, save] = useSavedGame(savedCharades, () => ({
    game: carried.current ? rematch(carried.current) : setup(),
    word: null,
  }));
  const names = useMemo(() => deck.players.map((player) => player.name), [deck.players]);
  const since = saved.game.timer?.since;
  const stored = since != null && !isThisPage(since) ? pausedWhereSaved(saved.game) : saved.game;
  const game = withTable(stored, names);
  useEffect(() => {
    carried.current = game;
  }, [game]);
  const acting = game.phase === "acting";
  const paused = isPaused(game);
  const setGame = (next: CharadesState, word = saved.word) => save({ game: next, word });
  const now = useTimerNow(acting && !paused, () => {
    // Saved once a second, so a reload finds the turn paused where it was.
    const at = pageNow();
    const next = timeUp(checkpoint(game, at), at);
    if (next === game) return;
    // Buzzed as the clock runs out here, not when a reload brings back a finished turn.
    if (next.phase !== game.phase && (next.phase === "turnOver" || next.phase === "over")) buzz();
    setGame(next);
  });
  const phase = game.phase;
  // The next word is dealt after a tap; it is kept with the turn once it is on the card.
  const awaitingWord = useRef(false);
  const coverHintId = useId();
  const coverLabelId = useId();

  function apply(move: (state: CharadesState) => CharadesState | Invalid): CharadesState | null {
    const next = move(game);
    if (isInvalid(next)) return null;
    setGame(next);
    return next;
  }

  /** A guess or pass: score it, and the actor gets a new word while the clock still runs. */
  function score(move: typeof correct) {
    const next = apply((state) => move(state, pageNow()));
    if (next?.phase === "acting") nextWord();
  }

  function nextWord() {
    awaitingWord.current = true;
    deck.next();
  }

  const team = teamOnTurn(game);
  const teamName = (of: Team) => t("charades.team", { id: of.id });
  const currentActor = actor(game);
  const left = acting ? remainingMs(game, now) : game.turnSeconds * 1000;
  const secondsLeft = Math.ceil(left / 1000);

  const leaders = winners(game);
  const topScore = leaders[0]?.score ?? 0;
  const result =
    leaders.length === 1 && leaders[0]
      ? t("charades.winner", {
          team: teamName(leaders[0]),
          points: t("charades.points", { count: topScore }),
        })
      : t("charades.tie", {
          teams: leaders.map(teamName).join(", "),
          points: t("charades.points", { count: topScore }),
        });
  const summary = game.current
    ? `${t("charades.turnSummary", {
        team: teamName(game.teams[game.current.team] ?? team),
        correct: t("charades.points", { count: game.current.correct }),
      })} ${t("charades.skipped", { count: game.current.skipped })}`
    : "";

  // Calm announcements: a new turn, the start, ten seconds left, the turn's end, the winner.
  const announcement =
    phase === "ready"
      ? t("charades.turnOf", { team: teamName(team) })
      : phase === "acting"
        ? secondsLeft <= warnAtSeconds
          ? t("timer.tenLeft")
          : t("charades.go", { team: teamName(team) })
        : phase === "turnOver"
          ? summary
          : result;

  const card = deck.deck.current;
  const keepWord = useEffectEvent((word: string) => {
    awaitingWord.current = false;
    if (game.phase === "acting") setGame(game, word);
  });
  useEffect(() => {
    if (awaitingWord.current && card) keepWord(card.text);
  }, [card]);
  const word = acting && saved.word !== null ? saved.word : (card?.text ?? null);
  const text = word === null ? null : cardText(word);
  return (
    <GameScreen slug="charades" packs={<PackSwitches packs={packs} deck={deck} />}>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {/* The actor needs the word, the clock and the buttons on one screen; scores come back after the turn. */}
      {acting ? null : <Scoreboard game={game} />}
      {phase === "ready" ? (
        <div className="text-center">
          <h2 className="text-2xl font-black">{t("charades.turnOf", { team: teamName(team) })}</h2>
          <p className="text-muted">
            {currentActor
              ? t("charades.actorIs", { name: currentActor })
              : t("charades.pickActor", { team: teamName(team) })}
          </p>
        </div>
      ) : null}
      <PromptCard
        text={text}
        label={
          phase === "acting"
            ? t("charades.actOut")
            : phase === "ready"
              ? undefined
              : t("charades.lastWord")
        }
        onNext={nextWord}
        disabled={!acting || paused}
        emptyText={tp("noCards")}
        tone="violet"
        concealed={phase === "ready"}
      >
        {phase === "ready" ? (
          // The word is already dealt (and in the server HTML) but covered until the actor
          // has the phone; uncovering it starts the team's clock.
          <button
            type="button"
            aria-labelledby={coverLabelId}
            aria-describedby={coverHintId}
            disabled={!card}
            onClick={() => {
              const next = startTurn(game, pageNow());
              if (!isInvalid(next)) setGame(next, card?.text ?? null);
            }}
            className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-4 rounded-[2rem] bg-night-800 p-6 text-center ring-2 ring-dojo-violet/60 focus-visible:outline-4 focus-visible:outline-dojo-gold"
          >
            <Eye aria-hidden="true" className="size-12 text-dojo-violet" />
            <span id={coverLabelId} className="font-display text-3xl font-black text-balance">
              {t("charades.showMe")}
            </span>
            <span id={coverHintId} className="text-muted">
              {t("charades.lookAway")}
            </span>
          </button>
        ) : null}
      </PromptCard>
      {phase === "acting" ? (
        <>
          <TimerBar
            remainingMs={left}
            durationMs={game.turnSeconds * 1000}
            label={t("charades.guessing", { team: teamName(team) })}
            valueText={t("timer.secondsLeft", { count: secondsLeft })}
            urgentFrom={warnAtSeconds}
          />
          <p className="-mt-2 text-center text-sm text-muted">
            {t("charades.turnTally", {
              correct: game.current?.correct ?? 0,
              skipped: game.current?.skipped ?? 0,
            })}
          </p>
        </>
      ) : null}
      {phase === "acting" && paused ? (
        <>
          <p className="-mt-2 text-center text-sm font-bold text-muted">
            {t("timer.pausedAt", { count: secondsLeft })}
          </p>
          <Button
            variant="gold"
            size="lg"
            className="min-h-20 text-2xl"
            onClick={() => apply((state) => resumeTurn(state, pageNow()))}
          >
            {t("timer.resume")}
          </Button>
        </>
      ) : null}
      {phase === "acting" && !paused ? (
        <>
          <Button
            variant="gold"
            size="lg"
            className="min-h-20 text-2xl"
            onClick={() => score(correct)}
          >
            <Check aria-hidden="true" />
            {t("charades.correct")}
          </Button>
          <div className="flex gap-2">
            <Button variant="secondary" size="lg" className="flex-1" onClick={() => score(skip)}>
              <SkipForward aria-hidden="true" />
              {t("charades.skip")}
            </Button>
            <Button variant="secondary" size="lg" className="flex-1" onClick={nextWord}>
              {tp("next")}
            </Button>
          </div>
        </>
      ) : null}
      {phase === "turnOver" ? (
        <>
          <p className="rounded-3xl bg-night-800 p-4 text-center text-xl font-extrabold ring-1 ring-night-600">
            {summary}
          </p>
          <Button
            size="lg"
            onClick={() => {
              const next = nextTurn(game);
              if (isInvalid(next)) return;
              setGame(next, null);
              deck.next();
            }}
          >
            {t("charades.nextTeam", {
              team: teamName(game.teams[(game.turn + 1) % game.teams.length] ?? team),
            })}
          </Button>
        </>
      ) : null}
      {phase === "over" ? (
        <>
          <p className="rounded-3xl bg-dojo-gold/15 p-4 text-center text-2xl font-black text-dojo-gold ring-1 ring-dojo-gold/60">
            {result}
          </p>
          <Button
            variant="gold"
            size="lg"
            onClick={() => {
              setGame(rematch(game), null);
              deck.next();
            }}
          >
            {t("charades.newGame")}
          </Button>
        </>
      ) : null}
      {phase === "ready" && !hasStarted(game) ? (
        <Setup
          game={game}
          onChange={(options) => apply((state) => configure(state, { ...options, players: names }))}
        />
      ) : null}
      {hasStarted(game) && phase !== "over" ? (
        <Button variant="ghost" onClick={() => apply(endGame)}>
          {t("charades.endGame")}
        </Button>
      ) : null}
      <EndRoundLink game="charades" />
    </GameScreen>
  );
}
