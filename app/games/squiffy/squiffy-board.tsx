import { Beer, Biohazard, Flag, Megaphone, Star } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useNavigate } from "react-router";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { PackSwitches } from "#app/games/_ui/pack-switches.tsx";
import { PlayerSetup } from "#app/games/_ui/player-setup.tsx";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { clearSavedGame, useSavedState, writeSavedGame } from "#app/games/_ui/saved-game.ts";
import {
  useCardText,
  usePromptDeck,
  type PlayableDeckPack,
} from "#app/games/_ui/use-prompt-deck.ts";
import { useVetoes, vetoesKind, VetoButton } from "#app/games/_ui/veto-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { ActiveVirus, Card, DeckState } from "#app/games/_engine/deck.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import type { Player } from "#app/games/_engine/players.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import {
  drank,
  isStarred,
  namedPlayers,
  recordCard,
  seatPlayers,
  setup,
  squiffyMaxPlayers,
  squiffyMinPlayers,
  startProblem,
  toggleStar,
  type SquiffySession,
  type SquiffyTable,
} from "./logic.ts";
import { KindBadge } from "./kind-badge.tsx";
import { savedRecap, savedSquiffy } from "./saved-squiffy.ts";

const squiffyReviewPath = "/games/squiffy-review";

function StartScreen({ players, onStart }: { players: readonly Player[]; onStart: () => void }) {
  const { t } = useTranslation("squiffy");
  const [tried, setTried] = useState(false);
  const problem = startProblem(players.map((player) => player.name));
  const message =
    problem === "tooFew"
      ? t("start.tooFew", { count: squiffyMinPlayers - players.length })
      : problem === "tooMany"
        ? t("start.tooMany", {
            count: players.length - squiffyMaxPlayers,
            max: squiffyMaxPlayers,
          })
        : t("start.ready", { count: players.length });

  return (
    <section
      aria-labelledby="squiffy-start-title"
      className="flex flex-col gap-4 rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <div>
        <h2 id="squiffy-start-title" className="font-display text-2xl font-black">
          {t("start.title")}
        </h2>
      </div>
      <PlayerSetup
        max={squiffyMaxPlayers}
        intro={t("start.intro", { min: squiffyMinPlayers, max: squiffyMaxPlayers })}
      />
      {/* Polite while people type names; an alert once a start was refused. */}
      <p
        role={tried && problem ? "alert" : "status"}
        className={cn(
          "min-h-6 font-bold",
          problem ? (tried ? "text-danger" : "text-muted") : "text-success",
        )}
      >
        {message}
      </p>
      <Button
        size="lg"
        variant="gold"
        onClick={() => {
          setTried(true);
          if (!problem) onStart();
        }}
      >
        {t("start.button")}
      </Button>
    </section>
  );
}

function RulesInPlay({ viruses }: { viruses: readonly ActiveVirus[] }) {
  const { t } = useTranslation("squiffy");
  const cardText = useCardText();
  return (
    <section
      aria-labelledby="squiffy-rules-title"
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-dojo-violet/50"
    >
      <h2 id="squiffy-rules-title" className="flex items-center gap-2 font-extrabold">
        <Biohazard aria-hidden="true" className="size-5 text-dojo-violet" />
        {t("rules.title")}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {viruses.map((virus) => (
          <li
            key={virus.promptId}
            data-virus-id={virus.promptId}
            className="rounded-2xl bg-night-900 px-3 py-2"
          >
            <p>{cardText(virus.text)}</p>
            <p className="mt-1 text-sm font-bold text-dojo-violet">
              {virus.remaining > 0
                ? t("rules.left", { count: virus.remaining })
                : t("rules.endsNext")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DrankTally({
  players,
  session,
  card,
  onDrank,
}: {
  players: readonly Player[];
  session: SquiffySession;
  card: Card | null;
  onDrank: (name: string) => void;
}) {
  const { t } = useTranslation("squiffy");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const named = useMemo(
    () =>
      card
        ? namedPlayers(
            card.text,
            players.map((player) => player.name),
          )
        : [],
    [card, players],
  );

  return (
    <section
      aria-labelledby="squiffy-drank-title"
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id="squiffy-drank-title" className="font-extrabold">
        {t("drank.title")}
      </h2>
      <p className="text-sm text-muted">{alcoholFree ? t("drank.hintPoints") : t("drank.hint")}</p>
      {players.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("drank.noPlayers")}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-2">
          {players.map((player) => {
            const count = session.taps[player.name] ?? 0;
            const points = alcoholFree || player.notDrinking;
            return (
              <li key={player.name}>
                <Button
                  variant="secondary"
                  className="w-full flex-col gap-0 py-2"
                  aria-label={
                    points
                      ? t("drank.labelPoints", { name: player.name, count })
                      : t("drank.label", { name: player.name, count })
                  }
                  onClick={() => onDrank(player.name)}
                >
                  <span
                    className={cn(
                      "flex max-w-full items-center gap-1 text-lg",
                      named.includes(player.name) && "text-dojo-gold",
                    )}
                  >
                    {named.includes(player.name) ? (
                      <Megaphone aria-hidden="true" className="size-4 shrink-0" />
                    ) : null}
                    <span className="truncate">{player.name}</span>
                  </span>
                  <span className="flex items-center gap-1 text-sm font-semibold text-muted">
                    <Beer aria-hidden="true" className="size-4" />
                    {points ? t("drank.buttonPoints") : t("drank.button")}
                    <span className="min-w-6 rounded-full bg-night-900 px-1.5 text-ink tabular-nums">
                      {count}
                    </span>
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

interface DeckMount {
  /** Remounts the deck: once a saved game is found after hydration, and after it ends. */
  key: number;
  from: SquiffyTable | null;
  playing: boolean;
}

/**
 * Squiffy at the table: names first (the start screen is what the server renders), then
 * the personalised deck with its kind badges, the rules in play, the "Drank" tally and a
 * star for favourites. The game is saved on the device as it is played (saved-squiffy.ts),
 * so a reload or a closed tab carries on with the same players, card and rules.
 */
export function SquiffyBoard({
  packs,
  deck: initialDeck,
}: {
  packs: readonly PlayableDeckPack[];
  deck: DeckState;
}) {
  const saved = useSavedState(savedSquiffy);
  const [mount, setMount] = useState<DeckMount>({ key: 0, from: null, playing: false });
  // The deck is a hook's state: a game found on the device (after hydration), or one
  // cleared by "New game", takes a deck of its own.
  if (saved && !mount.playing) setMount({ key: mount.key + 1, from: saved, playing: true });
  if (saved === null && mount.playing) setMount({ key: mount.key + 1, from: null, playing: false });
  const from = mount.from;
  return (
    <SquiffyGame
      key={mount.key}
      packs={packs}
      initialDeck={
        from
          ? {
              ...initialDeck,
              current: from.current,
              viruses: from.viruses,
              drawn: from.drawn,
              rngState: from.rngState,
            }
          : initialDeck
      }
      restored={from?.session ?? null}
      onStart={() => setMount((current) => ({ ...current, playing: true }))}
    />
  );
}

function SquiffyGame({
  packs,
  initialDeck,
  restored,
  onStart,
}: {
  packs: readonly PlayableDeckPack[];
  initialDeck: DeckState;
  restored: SquiffySession | null;
  onStart: () => void;
}) {
  const { t } = useTranslation("squiffy");
  const { t: tp } = useTranslation("play");
  const navigate = useNavigate();
  const addQuote = useMinigamesStore((state) => state.addQuote);
  const prompts = usePromptDeck("squiffy", packs, initialDeck);
  const cardText = useCardText();
  const [session, setSession] = useState<SquiffySession | null>(restored);
  const [vetoes, spendVeto] = useVetoes("squiffy");
  const names = useMemo(() => prompts.players.map((player) => player.name), [prompts.players]);
  const card = prompts.deck.current;
  const drawn = prompts.deck.drawn;

  const packSwitches = <PackSwitches packs={packs} deck={prompts} />;

  const { current, viruses, rngState } = prompts.deck;
  useEffect(() => {
    if (session) writeSavedGame(savedSquiffy, { session, current, viruses, drawn, rngState });
  }, [session, current, viruses, drawn, rngState]);

  if (!session) {
    return (
      <GameScreen slug="squiffy" packs={packSwitches} maxPlayers={squiffyMaxPlayers}>
        <StartScreen
          players={prompts.players}
          onStart={() => {
            const started = setup(names);
            if (isInvalid(started)) return;
            // Saved at once, so the frame above knows a game is on before the first card lands.
            const { viruses: rules, drawn: count, rngState: seed } = prompts.deck;
            writeSavedGame(savedSquiffy, {
              session: started,
              current: null,
              viruses: rules,
              drawn: count,
              rngState: seed,
            });
            onStart();
            prompts.next();
            setSession(started);
            clearSavedGame(vetoesKind("squiffy"));
          }}
        />
      </GameScreen>
    );
  }

  // A card counts as played once the table moves past it (or ends the game on it), so
  // the tally needs no effect watching the deck; `drawn` keeps it to once per card.
  const advance = () => {
    prompts.next();
    if (card) setSession((current) => current && recordCard(current, card, drawn));
  };

  const shown = card ? cardText(card.text) : null;
  const starred = shown !== null && isStarred(session, shown);

  return (
    <GameScreen slug="squiffy" packs={packSwitches} maxPlayers={squiffyMaxPlayers}>
      <div data-card-id={card?.id} data-card-kind={card?.kind} className="flex flex-1 flex-col">
        <PromptCard
          text={shown}
          label={card ? <KindBadge kind={card.kind} label={t(`kind.${card.kind}`)} /> : undefined}
          onNext={advance}
          emptyText={tp("noCards")}
          tone={card?.kind === "virus" ? "violet" : card?.kind === "cured" ? "cyan" : "pink"}
        >
          {shown !== null ? (
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-2 right-2"
              aria-label={t("card.star")}
              aria-pressed={starred}
              onClick={() => {
                const next = toggleStar(session, shown);
                if (isInvalid(next)) return;
                setSession(next);
                if (!starred) addQuote(shown);
              }}
            >
              <Star
                aria-hidden="true"
                className={cn(
                  // The card skips taps on buttons, but only when the button itself is the target.
                  "pointer-events-none size-6",
                  starred ? "fill-dojo-gold text-dojo-gold" : "text-muted",
                )}
              />
            </Button>
          ) : null}
        </PromptCard>
      </div>
      <div className="flex gap-2">
        <VetoButton
          players={prompts.players}
          used={vetoes}
          onVeto={(name) => {
            advance();
            spendVeto(name);
          }}
        />
        <Button size="lg" className="flex-1" onClick={advance}>
          {tp("next")}
        </Button>
      </div>
      <DrankTally
        players={prompts.players}
        session={session}
        card={card}
        onDrank={(name) =>
          setSession((current) => {
            if (!current) return current;
            const next = drank(seatPlayers(current, names), name);
            return isInvalid(next) ? current : next;
          })
        }
      />
      {prompts.deck.viruses.length > 0 ? <RulesInPlay viruses={prompts.deck.viruses} /> : null}
      <Button
        variant="secondary"
        onClick={() => {
          const seated = seatPlayers(session, names);
          writeSavedGame(savedRecap, card ? recordCard(seated, card, drawn) : seated);
          clearSavedGame(savedSquiffy);
          void navigate(squiffyReviewPath);
        }}
      >
        <Flag aria-hidden="true" />
        {t("endGame")}
      </Button>
    </GameScreen>
  );
}
