import { Check, Eye, SkipForward } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { EndRoundLink } from "#app/games/_ui/end-round-link.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { PackSwitches } from "#app/games/_ui/pack-switches.tsx";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { useFollowedPromptMemory } from "#app/games/_ui/use-deck-table.ts";
import { phoneTable, tableGameKind, useTableGame } from "#app/games/_ui/use-table-game.ts";
import {
  useActivationRules,
  useCardText,
  type PlayableDeckPack,
} from "#app/games/_ui/use-prompt-deck.ts";
import { Button } from "#app/components/ui/button.tsx";
import { newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { initialSwitches } from "#app/games/_engine/packs.ts";
import { promptMemorySize } from "#app/games/_engine/prompt-picker.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { Scoreboard, Setup, useResultWords } from "./charades-parts.tsx";
import {
  actorOf,
  defaultSettings,
  hasStarted,
  newGame,
  parseCharadesState,
  rules,
  settingsOf,
  winners,
  type CharadesMove,
  type CharadesState,
  type Settings,
} from "./rules.ts";
import { TurnClock } from "./turn-clock.tsx";

// The game on this device, the word on the card and the turn's deadline included: a reload
// shows the same word with the time the turn really has left.
const savedCharades = tableGameKind("charades", 2, parseCharadesState);

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/**
 * The pack switches of this phone's Charades: the ones the table chose, explicit packs off
 * until the table allows 18+, only the table's levels, premium packs on once the server unlocked them for this visitor.
 */
function useCharadesPacks(packs: readonly PlayableDeckPack[]) {
  const { t } = useTranslation("play");
  const stored = useMinigamesStore((state) => state.switches.charades);
  const explicitAllowed = useMinigamesStore((state) => state.explicitAllowed);
  const switchPack = useMinigamesStore((state) => state.switchPack);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rules = useActivationRules(packs);
  const switches = useMemo(
    () => initialSwitches(packs, stored ?? {}, rules),
    [packs, stored, rules],
  );
  const togglePack = useCallback(
    (packId: string, active: boolean) => {
      const accepted = switchPack("charades", switches, packId, active);
      setRefusal(accepted ? null : t("packs.lastActive"));
      return accepted;
    },
    [switches, switchPack, t],
  );
  return { switches, togglePack, refusal, explicitAllowed, rules };
}

/**
 * Charades on one phone passed to each team's actor: the word stays covered until the actor
 * uncovers it, which starts the team's clock. It plays Charades' one rule set (./rules.ts) with
 * the phone's players as seats; the phone's prompt memory, shared by every prompt game on it,
 * keeps words the table saw lately from coming back.
 */
export function CharadesBoard({
  packs,
  deck: served,
}: {
  packs: readonly PlayableDeckPack[];
  /** The deck the server dealt the page's first word from. */
  deck: DeckState;
}) {
  const { t } = useTranslation("partyGames");
  const { t: tp } = useTranslation("play");
  const cardText = useCardText();
  const refusalText = useRefusalText();
  const resultWords = useResultWords();
  const packSwitches = useCharadesPacks(packs);
  const { switches } = packSwitches;
  const roster = useMinigamesStore((state) => state.players);
  const setCurrentGame = useMinigamesStore((state) => state.setCurrentGame);
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const table = phoneTable(roster, { alcoholFree, packs, switches });

  // The first game on this page keeps the server's word when it suits the table; "New game"
  // keeps the teams' settings of the game on screen. Both deal with the phone's prompt memory.
  const firstDeck = useRef<DeckState | null>(served);
  const carried = useRef<Settings>(defaultSettings);
  const phoneRules = useMemo(
    (): typeof rules => ({
      ...rules,
      minPlayers: 0,
      setup: (at, seed) => {
        const memory = useMinigamesStore.getState().memory.slice(-promptMemorySize);
        const deck = { ...(firstDeck.current ?? newDeck(seed)), rngState: seed, memory };
        firstDeck.current = null;
        return newGame(at, deck, carried.current);
      },
    }),
    [],
  );
  const { state: saved, read, start, send } = useTableGame(phoneRules, savedCharades, table);
  const preview = useMemo(() => {
    const game = newGame(phoneTable([], { packs, switches }), served);
    return isInvalid(game) ? null : game;
  }, [packs, switches, served]);
  useEffect(() => {
    if (read && saved === null) start(freshSeed());
  }, [read, saved, start]);
  useEffect(() => {
    if (saved) carried.current = settingsOf(saved);
  }, [saved]);
  useFollowedPromptMemory(saved?.deck.memory);
  useEffect(() => setCurrentGame("charades"), [setCurrentGame]);

  const [refusal, setRefusal] = useState<{ at: string; text: string } | null>(null);
  const coverHintId = useId();
  const coverLabelId = useId();

  const game: CharadesState | null = saved ?? preview;
  if (!game) {
    return (
      <GameScreen slug="charades" packs={<PackSwitches packs={packs} deck={packSwitches} />}>
        <p className="text-center text-muted">{tp("noCards")}</p>
      </GameScreen>
    );
  }

  const moment = `${game.turnCount}:${game.phase}:${game.deck.drawn}`;
  const shownRefusal = refusal?.at === moment ? refusal.text : null;
  /** The phone is the host's seat: whoever holds it acts, marks and ends. */
  function move(made: CharadesMove) {
    const refused = send(table.hostId, made);
    setRefusal(refused ? { at: moment, text: refusalText(refused) } : null);
  }

  const phase = game.phase;
  const acting = phase === "acting";
  const teamName = (id: string) => t("charades.team", { id });
  const team = game.teams[game.turn];
  const teamId = team?.id ?? "A";
  const actor = actorOf(game);
  const result = resultWords(
    winners(game).map((each) => each.id),
    game.teams,
  );
  const summary = game.current
    ? `${t("charades.turnSummary", {
        team: teamName(game.teams[game.current.team]?.id ?? teamId),
        correct: t("charades.points", { count: game.current.correct }),
      })} ${t("charades.skipped", { count: game.current.skipped })}`
    : "";
  // Calm announcements: a new turn, the end of one, the winner (the clock says its own).
  const announcement =
    phase === "ready"
      ? t("charades.turnOf", { team: teamName(teamId) })
      : acting
        ? ""
        : phase === "turnOver"
          ? summary
          : result;

  const card = game.deck.current;
  const text = card ? cardText(card.text) : null;
  const nextTeam = game.teams[(game.turn + 1) % game.teams.length];
  return (
    <GameScreen slug="charades" packs={<PackSwitches packs={packs} deck={packSwitches} />}>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {/* The actor needs the word, the clock and the buttons on one screen; scores come back after the turn. */}
      {acting ? null : (
        <Scoreboard
          teams={game.teams.map((each) => ({
            ...each,
            members: each.members.map((member) => member.name),
          }))}
          onTurn={game.turn}
          round={game.round}
          rounds={game.rounds}
          over={phase === "over"}
        />
      )}
      {phase === "ready" ? (
        <div className="text-center">
          <h2 className="text-2xl font-black">
            {t("charades.turnOf", { team: teamName(teamId) })}
          </h2>
          <p className="text-muted">
            {actor
              ? t("charades.actorIs", { name: actor.name })
              : t("charades.pickActor", { team: teamName(teamId) })}
          </p>
        </div>
      ) : null}
      <PromptCard
        text={text}
        label={
          acting ? t("charades.actOut") : phase === "ready" ? undefined : t("charades.lastWord")
        }
        onNext={() => move({ type: "another", card: game.deck.drawn })}
        disabled={!acting}
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
            disabled={!card || !read}
            onClick={() => move({ type: "start", turn: game.turnCount })}
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
      {acting && game.endsAt !== null ? (
        <>
          <TurnClock
            key={game.endsAt}
            deadline={game.endsAt}
            durationMs={game.turnSeconds * 1000}
            label={t("charades.guessing", { team: teamName(teamId) })}
            going={t("charades.go", { team: teamName(teamId) })}
            onTimeUp={() => send(table.hostId, { type: "timeUp", turn: game.turnCount })}
            buzzes
          />
          <p className="-mt-2 text-center text-sm text-muted">
            {t("charades.turnTally", {
              correct: game.current?.correct ?? 0,
              skipped: game.current?.skipped ?? 0,
            })}
          </p>
          <Button
            variant="gold"
            size="lg"
            className="min-h-20 text-2xl"
            onClick={() => move({ type: "correct", card: game.deck.drawn })}
          >
            <Check aria-hidden="true" />
            {t("charades.correct")}
          </Button>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="lg"
              className="flex-1"
              onClick={() => move({ type: "skip", card: game.deck.drawn })}
            >
              <SkipForward aria-hidden="true" />
              {t("charades.skip")}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              className="flex-1"
              onClick={() => move({ type: "another", card: game.deck.drawn })}
            >
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
          <Button size="lg" onClick={() => move({ type: "next", turn: game.turnCount })}>
            {t("charades.nextTeam", { team: teamName(nextTeam?.id ?? teamId) })}
          </Button>
        </>
      ) : null}
      {phase === "over" ? (
        <>
          <p className="rounded-3xl bg-dojo-gold/15 p-4 text-center text-2xl font-black text-dojo-gold ring-1 ring-dojo-gold/60">
            {result}
          </p>
          <Button variant="gold" size="lg" onClick={() => move({ type: "rematch" })}>
            {t("charades.newGame")}
          </Button>
        </>
      ) : null}
      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {shownRefusal}
      </p>
      {phase === "ready" && !hasStarted(game) ? (
        <Setup
          settings={settingsOf(game)}
          intro={t("charades.setupIntro")}
          onChange={(settings) => move({ type: "settings", ...settings })}
        />
      ) : null}
      {hasStarted(game) && phase !== "over" ? (
        <Button variant="ghost" onClick={() => move({ type: "end" })}>
          {t("charades.endGame")}
        </Button>
      ) : null}
      <EndRoundLink game="charades" />
    </GameScreen>
  );
}
