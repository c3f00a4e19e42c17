import { Ban, Check, RotateCcw, Shuffle, Trophy } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { savedGameKind, useSavedGame } from "#app/games/_ui/saved-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { renderSips } from "#app/games/_engine/drinks.ts";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { scrollbarDare, scrollbarDares } from "./dares.ts";
import {
  dismissDare,
  endRedemption,
  formations,
  other,
  parseState,
  rematch,
  rerack,
  rerackOptions,
  setup,
  sink,
  standingCups,
  vetoDare,
  type ScrollbarState,
  type TeamIndex,
} from "./logic.ts";

const teamIds = ["A", "B"] as const;
const savedScrollbar = savedGameKind("scrollbar", 1, (value) =>
  parseState(value, scrollbarDares.length),
);

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/** Cup indices of a formation, row by row (back row first), as the rack's `standing` lists them. */
function rowsOf(formation: keyof typeof formations): number[][] {
  let next = 0;
  return formations[formation].map((count) =>
    Array.from({ length: count }, () => {
      next += 1;
      return next - 1;
    }),
  );
}

function Rack({
  game,
  team,
  pointDown,
  onSink,
}: {
  game: ScrollbarState;
  team: TeamIndex;
  pointDown: boolean;
  onSink: (position: number) => void;
}) {
  const { t } = useTranslation("teamGames");
  const titleId = useId();
  const name = t("team", { id: teamIds[team] });
  const rack = game.racks[team];
  const rows = rowsOf(rack.formation);
  const shown = pointDown ? rows : [...rows].reverse();
  const canSink =
    game.phase === "play" || (game.phase === "redemption" && game.redemption?.team !== team);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-night-800 p-3 ring-1 ring-night-600"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h3 id={titleId} className="font-extrabold">
          {t("scrollbar.rack", { team: name })}
        </h3>
        <p className="text-sm text-muted">
          {t("scrollbar.cupsLeft", { count: standingCups(rack) })} ·{" "}
          {t("scrollbar.reracksLeft", { count: game.reracksLeft[team] })}
        </p>
      </div>
      <div className="mt-2 flex flex-col items-center gap-1.5">
        {shown.map((row) => (
          <div key={row.join("-")} className="flex gap-1.5">
            {row.map((position) => {
              const up = rack.standing[position] === true;
              const number = position + 1;
              return (
                <button
                  key={position}
                  type="button"
                  disabled={!up || !canSink}
                  onClick={() => onSink(position)}
                  aria-label={
                    up
                      ? t("scrollbar.cup", { team: name, number })
                      : t("scrollbar.cupSunk", { team: name, number })
                  }
                  className={cn(
                    "flex size-12 items-center justify-center rounded-full text-sm font-black ring-2 focus-visible:outline-4 focus-visible:outline-dojo-gold",
                    up
                      ? team === 0
                        ? "bg-dojo-pink text-night-950 ring-dojo-pink"
                        : "bg-dojo-cyan text-night-950 ring-dojo-cyan"
                      : "bg-transparent text-muted ring-night-600",
                    up && canSink ? "hover:brightness-110" : "",
                  )}
                >
                  {up ? number : ""}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}

export function ScrollbarBoard() {
  const { t, i18n } = useTranslation("teamGames");
  const { t: tp } = useTranslation("play");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const [game, setGame] = useSavedGame(savedScrollbar, () =>
    setup(scrollbarDares.length, freshSeed()),
  );
  const [noteText, setNote] = useState("");
  // Notes follow a sunk cup; once "New game" has cleared the table, no dare has been dealt
  // and the last game's note is gone with it.
  const note = game.daresDrawn[0] + game.daresDrawn[1] > 0 ? noteText : "";

  function apply(move: (state: ScrollbarState) => ScrollbarState | Invalid): ScrollbarState | null {
    const next = move(game);
    if (isInvalid(next)) return null;
    setGame(next);
    return next;
  }

  const teamName = (team: TeamIndex) => t("team", { id: teamIds[team] });
  const dareText = game.dare
    ? renderSips(scrollbarDare(game.dare.card, i18n.language), (count) =>
        alcoholFree ? tp("points", { count }) : tp("sips", { count }),
      )
    : null;

  function onSink(team: TeamIndex, position: number) {
    const before = game;
    const next = apply((state) => sink(state, team, position));
    if (!next) return;
    setNote(next.overtime && !before.overtime ? t("scrollbar.overtime") : "");
  }

  function onEndRedemption() {
    const redeeming = game.redemption?.team;
    const next = apply(endRedemption);
    if (next && redeeming !== undefined && next.phase === "play") {
      setNote(t("scrollbar.backInGame", { team: teamName(redeeming) }));
    }
  }

  const redemption = game.redemption;
  const winner = game.winner;
  const announcement =
    winner !== null
      ? t("scrollbar.winner", { team: teamName(winner) })
      : redemption
        ? t("scrollbar.redemptionTitle", { team: teamName(redemption.team) })
        : [
            note,
            game.dare && dareText
              ? `${t("scrollbar.dareFor", { team: teamName(game.dare.team) })}: ${dareText}`
              : "",
          ]
            .filter(Boolean)
            .join(" ");

  return (
    <GameScreen slug="scrollbar">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {winner !== null ? (
        <div className="flex flex-col items-center gap-2 rounded-3xl bg-dojo-gold/15 p-4 text-center ring-1 ring-dojo-gold/60">
          <Trophy aria-hidden="true" className="size-10 text-dojo-gold" />
          <h2 className="text-2xl font-black text-dojo-gold">
            {t("scrollbar.winner", { team: teamName(winner) })}
          </h2>
          <p className="font-bold">
            {t("scrollbar.winnerText", { team: teamName(other(winner)) })}
          </p>
          <p className="text-sm text-muted">
            {t("scrollbar.daresTaken", {
              a: game.daresDrawn[0],
              b: game.daresDrawn[1],
              teamA: teamName(0),
              teamB: teamName(1),
            })}
          </p>
          <Button
            variant="gold"
            size="lg"
            className="w-full"
            onClick={() => {
              setGame(rematch(game));
              setNote("");
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t("playAgain")}
          </Button>
        </div>
      ) : redemption ? (
        <div className="flex flex-col gap-2 rounded-3xl bg-dojo-violet/15 p-4 ring-1 ring-dojo-violet/60">
          <h2 className="text-xl font-black">
            {t("scrollbar.redemptionTitle", { team: teamName(redemption.team) })}
          </h2>
          <p>
            {t("scrollbar.redemptionText", {
              team: teamName(redemption.team),
              other: teamName(other(redemption.team)),
            })}
          </p>
          <p className="font-bold">{t("scrollbar.redemptionSunk", { count: redemption.sunk })}</p>
          <Button variant="secondary" size="lg" onClick={onEndRedemption}>
            {t("scrollbar.redemptionMissed")}
          </Button>
        </div>
      ) : note ? (
        <p className="text-center font-bold text-dojo-cyan">{note}</p>
      ) : game.dare ? null : (
        <p className="text-center text-muted">{t("scrollbar.hint")}</p>
      )}
      {game.dare && dareText ? (
        <div
          data-testid="prompt"
          className="flex flex-col gap-2 rounded-3xl bg-night-800 p-4 ring-2 ring-dojo-gold"
        >
          <h2 className="text-sm font-bold tracking-widest text-dojo-gold uppercase">
            {t("scrollbar.dareFor", { team: teamName(game.dare.team) })}
          </h2>
          <p className="font-display text-xl font-black text-balance">{dareText}</p>
          <div className="flex flex-col gap-2">
            <Button variant="gold" onClick={() => setGame(dismissDare(game))}>
              <Check aria-hidden="true" />
              {t("scrollbar.dareDone")}
            </Button>
            {game.vetoesLeft[game.dare.team] > 0 ? (
              <Button variant="secondary" onClick={() => apply(vetoDare)}>
                <Ban aria-hidden="true" />
                {t("scrollbar.veto")}
              </Button>
            ) : null}
          </div>
          {game.vetoesLeft[game.dare.team] > 0 ? (
            <p className="text-sm text-muted">{t("scrollbar.vetoHint")}</p>
          ) : null}
        </div>
      ) : null}
      <Rack game={game} team={1} pointDown onSink={(position) => onSink(1, position)} />
      <Rack game={game} team={0} pointDown={false} onSink={(position) => onSink(0, position)} />
      {([0, 1] as const).map((team) =>
        rerackOptions(game, team).map((formation) => (
          <Button
            key={`${team}-${formation}`}
            variant="secondary"
            onClick={() => apply((state) => rerack(state, team, formation))}
          >
            <Shuffle aria-hidden="true" />
            {t("scrollbar.rerack", {
              team: teamName(team),
              formation: t(`scrollbar.formations.${formation}`),
            })}
          </Button>
        )),
      )}
    </GameScreen>
  );
}
