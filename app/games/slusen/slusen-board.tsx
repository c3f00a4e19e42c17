import { CircleOff, Trophy, Undo2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { Stepper } from "#app/games/_ui/timer-stepper.tsx";
import { savedGameKind, useSavedGame } from "#app/games/_ui/saved-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import {
  cupsPerLine,
  hit,
  losersDrink,
  maxThrowsPerTurn,
  minThrowsPerTurn,
  miss,
  newGame,
  other,
  parseState,
  rematch,
  setThrowsPerTurn,
  setup,
  undo,
  type SlusenState,
  type TeamIndex,
} from "./logic.ts";

const teamIds = ["A", "B"] as const;
const savedSlusen = savedGameKind("slusen", 1, parseState);

function Line({
  game,
  team,
  onHit,
}: {
  game: SlusenState;
  team: TeamIndex;
  onHit: (position: number) => void;
}) {
  const { t } = useTranslation("teamGames");
  const name = t("team", { id: teamIds[team] });
  const line = game.lines[team];
  const isTarget = game.winner === null && team === other(game.turn);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "rounded-3xl bg-night-800 p-3 ring-1",
        isTarget ? "ring-2 ring-dojo-gold" : "ring-night-600",
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-extrabold">
          {name}
        </h3>
        <p className="text-sm text-muted">{t("slusen.cupsLeft", { count: line.length })}</p>
      </div>
      <div className="mt-2 flex items-center justify-between text-xs font-bold tracking-widest text-muted uppercase">
        <span>{t("slusen.front")}</span>
        <span>{t("slusen.back")}</span>
      </div>
      <ol className="mt-1 grid grid-cols-6 gap-1.5">
        {Array.from({ length: cupsPerLine }, (_, position) => {
          const cup = line[position];
          if (cup === undefined) {
            return <li key={`empty-${position}`} aria-hidden="true" className="aspect-square" />;
          }
          const place =
            position === 0 ? t("slusen.cupFront") : t("slusen.cupPlace", { place: position + 1 });
          return (
            <li key={cup}>
              <button
                type="button"
                disabled={!isTarget}
                onClick={() => onHit(position)}
                aria-label={t("slusen.cup", { team: name, cup, place })}
                className={cn(
                  "flex aspect-square min-h-12 w-full items-center justify-center rounded-full font-display text-lg font-black ring-2 focus-visible:outline-4 focus-visible:outline-dojo-gold",
                  position === 0
                    ? "bg-dojo-pink text-night-950 ring-dojo-pink"
                    : "bg-night-900 text-ink ring-dojo-pink/60",
                  isTarget ? "hover:brightness-110" : "opacity-70",
                )}
              >
                {cup}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function SlusenBoard() {
  const { t } = useTranslation("teamGames");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  // "New game" starts from the game on screen, so the throws per turn the table chose stay.
  const previous = useRef<SlusenState | null>(null);
  const [game, setGame, restored] = useSavedGame(savedSlusen, () =>
    previous.current ? newGame(previous.current) : setup(),
  );
  // After "New game" (a save gone while a game was on screen) the fresh game is saved at
  // once, so the kept setting outlives a reload before the first move.
  useEffect(() => {
    if (!restored && previous.current !== null) setGame(game);
  }, [restored, game, setGame]);
  useEffect(() => {
    previous.current = game;
  }, [game]);

  function apply(move: (state: SlusenState) => SlusenState | Invalid) {
    const next = move(game);
    if (!isInvalid(next)) setGame(next);
  }

  const teamName = (team: TeamIndex) => t("team", { id: teamIds[team] });
  const shooter = teamName(game.turn);
  const last = game.lastShot;
  const lastText = last
    ? last.result === "removed"
      ? t("slusen.removed", { team: teamName(last.team), cup: last.cup })
      : last.result === "moved"
        ? t("slusen.moved", { team: teamName(last.team), cup: last.cup })
        : t("slusen.missed", { team: teamName(last.team) })
    : "";
  const drinks = losersDrink(game);
  const loser = game.winner === null ? null : other(game.winner);
  const drinkText =
    loser === null || drinks === 0
      ? ""
      : alcoholFree
        ? t("slusen.losersPenalty", {
            team: teamName(loser),
            amount: t("penalties", { count: drinks }),
          })
        : t("slusen.losersDrink", { team: teamName(loser), count: drinks });
  const winnerText =
    game.winner === null ? "" : t("slusen.winner", { team: teamName(game.winner) });

  return (
    <GameScreen slug="slusen">
      <p role="status" className="sr-only">
        {game.winner === null ? lastText : `${winnerText} ${drinkText}`}
      </p>
      {game.winner === null ? (
        <div className="text-center">
          <h2 className="text-2xl font-black">{t("slusen.throwing", { team: shooter })}</h2>
          <p className="text-muted">
            {game.throwsPerTurn > 1
              ? t("slusen.throwsLeft", { count: game.throwsLeft })
              : t("slusen.target", { team: teamName(other(game.turn)) })}
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-3xl bg-dojo-gold/15 p-4 text-center ring-1 ring-dojo-gold/60">
          <Trophy aria-hidden="true" className="size-10 text-dojo-gold" />
          <h2 className="text-2xl font-black text-dojo-gold">{winnerText}</h2>
          <p className="text-lg font-bold">{drinkText}</p>
        </div>
      )}
      <Line game={game} team={1} onHit={(position) => apply((state) => hit(state, position))} />
      <Line game={game} team={0} onHit={(position) => apply((state) => hit(state, position))} />
      <p aria-hidden="true" className="min-h-6 text-center text-sm text-muted">
        {lastText}
      </p>
      {game.winner === null ? (
        <div className="flex gap-2">
          <Button variant="secondary" size="lg" className="flex-1" onClick={() => apply(miss)}>
            <CircleOff aria-hidden="true" />
            {t("slusen.miss")}
          </Button>
          <Button
            variant="ghost"
            size="lg"
            className="flex-1"
            disabled={game.history.length === 0}
            onClick={() => apply(undo)}
            aria-label={t("slusen.undo")}
          >
            <Undo2 aria-hidden="true" />
            {t("slusen.undoShort")}
          </Button>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button
            variant="gold"
            size="lg"
            className="flex-1"
            onClick={() => setGame(rematch(game))}
          >
            {t("playAgain")}
          </Button>
          <Button
            variant="ghost"
            size="lg"
            className="flex-1"
            onClick={() => apply(undo)}
            aria-label={t("slusen.undo")}
          >
            <Undo2 aria-hidden="true" />
            {t("slusen.undoShort")}
          </Button>
        </div>
      )}
      {game.history.length === 0 ? (
        <div className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600">
          <Stepper
            label={t("slusen.throwsPerTurn")}
            value={game.throwsPerTurn}
            min={minThrowsPerTurn}
            max={maxThrowsPerTurn}
            display={String(game.throwsPerTurn)}
            decreaseLabel={t("slusen.fewerThrows")}
            increaseLabel={t("slusen.moreThrows")}
            onChange={(throws) => apply((state) => setThrowsPerTurn(state, throws))}
          />
        </div>
      ) : null}
    </GameScreen>
  );
}
