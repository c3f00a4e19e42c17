import { Beer, Biohazard, Flag, Megaphone, Star, Tally1 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useNavigate } from "react-router";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { PackSwitches } from "#app/games/_ui/pack-switches.tsx";
import { PlayerSetup } from "#app/games/_ui/player-setup.tsx";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { clearSavedGame, writeSavedGame } from "#app/games/_ui/saved-game.ts";
import { useDeckGame, type DeckGame } from "#app/games/_ui/use-deck-game.ts";
import { useCardText, type PlayableDeckPack } from "#app/games/_ui/use-prompt-deck.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { VetoButton } from "#app/games/_ui/veto-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { ActiveVirus, Card, DeckState } from "#app/games/_engine/deck.ts";
import type { Invalid } from "#app/games/_engine/invalid.ts";
import type { Player } from "#app/games/_engine/players.ts";
import { cardWords, namedSeats } from "#app/games/_engine/prompt-deck.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import {
  endedSession,
  isStarred,
  squiffy,
  squiffyMaxPlayers,
  squiffyMinPlayers,
  startProblem,
  type SquiffyMove,
  type SquiffySession,
  type SquiffyState,
} from "./rules.ts";
import { KindBadge } from "./kind-badge.tsx";
import { savedRecap, savedSquiffy } from "./saved-squiffy.ts";

const squiffyReviewPath = "/games/squiffy-review";

function StartScreen({
  players,
  onStart,
  disabled,
}: {
  players: readonly Player[];
  onStart: () => void;
  /** The phone's players are still being read. */
  disabled: boolean;
}) {
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
        disabled={disabled}
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
            <p>{cardText(cardWords(virus.text))}</p>
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
  // On one phone a player's seat is their name.
  const named = card ? namedSeats(card.text) : [];

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
                    {/* A point is a mark on the tally: no beer for a player who isn't drinking. */}
                    {points ? (
                      <Tally1 aria-hidden="true" className="size-4" />
                    ) : (
                      <Beer aria-hidden="true" className="size-4" />
                    )}
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

/**
 * Squiffy at the table: names first (the start screen is what the server renders), then the
 * personalised deck with its kind badges, the rules in play, the "Drank" tally and a star for
 * favourites. The game is saved on the device as it is played (saved-squiffy.ts), so a reload
 * or a closed tab carries on with the same players, card, rules and vetoes.
 */
export function SquiffyBoard({
  packs,
  deck: served,
}: {
  packs: readonly PlayableDeckPack[];
  deck: DeckState;
}) {
  const game = useDeckGame(squiffy, savedSquiffy, {
    game: "squiffy",
    packs,
    served,
    autoStart: false,
  });
  const packSwitches = <PackSwitches packs={packs} deck={game.packSwitches} />;
  return (
    <GameScreen slug="squiffy" packs={packSwitches} maxPlayers={squiffyMaxPlayers}>
      {game.state ? (
        <SquiffyTable game={game} state={game.state} />
      ) : (
        <StartScreen players={game.players} disabled={!game.read} onStart={() => game.start()} />
      )}
    </GameScreen>
  );
}

function SquiffyTable({
  game,
  state,
}: {
  game: DeckGame<SquiffyState, SquiffyMove>;
  state: SquiffyState;
}) {
  const { t } = useTranslation("squiffy");
  const { t: tp } = useTranslation("play");
  const navigate = useNavigate();
  const addQuote = useMinigamesStore((store) => store.addQuote);
  const cardText = useCardText();
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<Invalid | null>(null);
  const { session } = state;
  const card = state.deck.current;
  const number = state.deck.drawn;
  const send = (seat: string, move: SquiffyMove) => setRefusal(game.send(seat, move));
  const advance = () => send(game.tableSeat, { type: "next", card: number });

  const words = card ? cardWords(card.text) : null;
  const shown = words === null ? null : cardText(words);
  const starred = words !== null && isStarred(session, words);

  return (
    <>
      <div data-card-id={card?.id} data-card-kind={card?.kind} className="flex flex-1 flex-col">
        <PromptCard
          text={shown}
          label={card ? <KindBadge kind={card.kind} label={t(`kind.${card.kind}`)} /> : undefined}
          onNext={advance}
          emptyText={tp("noCards")}
          tone={card?.kind === "virus" ? "violet" : card?.kind === "cured" ? "cyan" : "pink"}
          dealt={game.dealt}
        >
          {shown !== null ? (
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-2 right-2"
              aria-label={t("card.star")}
              aria-pressed={starred}
              onClick={() => {
                send(game.tableSeat, { type: "star", card: number });
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
          players={game.players}
          used={state.vetoesUsed}
          onVeto={(name) => send(name, { type: "veto", card: number })}
        />
        <Button size="lg" className="flex-1" onClick={advance}>
          {tp("next")}
        </Button>
      </div>
      {refusal ? (
        <p role="alert" className="text-center font-bold text-danger">
          {refusalText(refusal)}
        </p>
      ) : null}
      <DrankTally
        players={game.players}
        session={session}
        card={card}
        onDrank={(name) => send(name, { type: "drank" })}
      />
      {state.deck.viruses.length > 0 ? <RulesInPlay viruses={state.deck.viruses} /> : null}
      <Button
        variant="secondary"
        onClick={() => {
          writeSavedGame(savedRecap, endedSession(state, game.table));
          clearSavedGame(savedSquiffy);
          void navigate(squiffyReviewPath);
        }}
      >
        <Flag aria-hidden="true" />
        {t("endGame")}
      </Button>
    </>
  );
}
