import { CircleOff, Trophy, Undo2 } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { Stepper } from "#app/games/_ui/timer-stepper.tsx";
import { phoneTable, tableGameKind, useTableGame } from "#app/games/_ui/use-table-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { otherTeam } from "#app/games/_engine/room-teams.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import {
  losersDrink,
  maxThrowsPerTurn,
  minThrowsPerTurn,
  parseSlusenState,
  rules,
  type SlusenState,
  type TeamIndex,
} from "./rules.ts";
import { SlusenLine, teamIds, useShotWords } from "./slusen-line.tsx";

const savedSlusen = tableGameKind("slusen", 2, parseSlusenState);

// On one phone the two teams are the table's two seats, named by their letters.
const teamSeats = teamIds.map((name) => ({ name, notDrinking: false }));

/** The seat that plays for `team` on this phone. */
function seatOf(team: TeamIndex): string {
  return teamIds[team];
}

/** The Line on the phone passed between the two teams: the throwing team taps its shots. */
export function SlusenBoard() {
  const { t } = useTranslation("teamGames");
  const { teamName, lastShot } = useShotWords();
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const table = useMemo(() => phoneTable(teamSeats, { alcoholFree }), [alcoholFree]);
  const { state, read, start, send } = useTableGame(rules, savedSlusen, table);
  // The server and the first render show fresh lines until the device's game is read.
  const fresh = useMemo(() => rules.setup(table, 0), [table]);
  const game: SlusenState | null = state ?? (isInvalid(fresh) ? null : fresh);

  useEffect(() => {
    if (read && state === null) start();
  }, [read, state, start]);

  // "New game" keeps the balls per turn the table chose: a fresh game takes them from the
  // game that was on screen before it, as a move, so they outlive a reload too.
  const keptThrows = useRef<number | null>(null);
  useEffect(() => {
    if (state === null) return;
    const kept = keptThrows.current;
    if (state.step === 0 && kept !== null && kept !== state.throwsPerTurn) {
      send(seatOf(0), { type: "throws", step: 0, count: kept });
      return;
    }
    keptThrows.current = state.throwsPerTurn;
  }, [state, send]);

  if (!game) return <GameScreen slug="slusen">{null}</GameScreen>;

  const { step } = game;
  const shooter = teamName(game.turn);
  const lastText = lastShot(game.lastShot);
  const drinks = losersDrink(game);
  const loser = game.winner === null ? null : otherTeam(game.winner);
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
  const thrower = game.history.at(-1)?.position.turn ?? game.turn;
  const undo = () => send(seatOf(thrower), { type: "undo", step });
  const hit = (position: number) => send(seatOf(game.turn), { type: "hit", step, position });

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
              : t("slusen.target", { team: teamName(otherTeam(game.turn)) })}
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-3xl bg-dojo-gold/15 p-4 text-center ring-1 ring-dojo-gold/60">
          <Trophy aria-hidden="true" className="size-10 text-dojo-gold" />
          <h2 className="text-2xl font-black text-dojo-gold">{winnerText}</h2>
          <p className="text-lg font-bold">{drinkText}</p>
        </div>
      )}
      {([1, 0] as const).map((team) => (
        <SlusenLine
          key={team}
          cups={game.lines[team]}
          team={team}
          isTarget={game.winner === null && team === otherTeam(game.turn)}
          canTap
          onHit={hit}
        />
      ))}
      <p aria-hidden="true" className="min-h-6 text-center text-sm text-muted">
        {lastText}
      </p>
      {game.winner === null ? (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="lg"
            className="flex-1"
            onClick={() => send(seatOf(game.turn), { type: "miss", step })}
          >
            <CircleOff aria-hidden="true" />
            {t("slusen.miss")}
          </Button>
          <Button
            variant="ghost"
            size="lg"
            className="flex-1"
            disabled={game.history.length === 0}
            onClick={undo}
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
            onClick={() => send(seatOf(0), { type: "rematch", step })}
          >
            {t("playAgain")}
          </Button>
          <Button
            variant="ghost"
            size="lg"
            className="flex-1"
            onClick={undo}
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
            onChange={(count) => send(seatOf(0), { type: "throws", step, count })}
          />
        </div>
      ) : null}
    </GameScreen>
  );
}
