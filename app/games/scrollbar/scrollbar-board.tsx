import { Ban, Check } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { phoneTable, tableGameKind, useTableGame } from "#app/games/_ui/use-table-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import { renderSips } from "#app/games/_engine/drinks.ts";
import { otherTeam } from "#app/games/_engine/room-teams.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { scrollbarDare } from "./dares.ts";
import {
  newScrollbarGame,
  parseScrollbarState,
  rerackOptions,
  rules,
  type ScrollbarNote,
  type TeamIndex,
} from "./rules.ts";
import { ScrollbarRerackButton, ScrollbarWinner } from "./scrollbar-panels.tsx";
import { ScrollbarRack, teamIds } from "./scrollbar-rack.tsx";

const savedScrollbar = tableGameKind("scrollbar", 2, (value) => parseScrollbarState(value));

// On one phone the two teams are the table's two seats, named by their letters.
const teamSeats = teamIds.map((name) => ({ name, notDrinking: false }));

/** The seat that plays for `team` on this phone. */
function seatOf(team: TeamIndex): string {
  return teamIds[team];
}

/** ScrollBar's dare pong on the phone by the table: tap each cup as it falls. */
export function ScrollbarBoard() {
  const { t, i18n } = useTranslation("teamGames");
  const { t: tp } = useTranslation("play");
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const table = useMemo(() => phoneTable(teamSeats, { alcoholFree }), [alcoholFree]);
  const { state, read, start, send } = useTableGame(rules, savedScrollbar, table);
  // The server and the first render show full racks until the device's game is read.
  const fresh = useMemo(() => newScrollbarGame(table, 0), [table]);
  const game = state ?? fresh;

  useEffect(() => {
    if (read && state === null) start();
  }, [read, state, start]);

  const teamName = (team: TeamIndex) => t("team", { id: teamIds[team] });
  const { step } = game;
  const noteText = (note: ScrollbarNote | null) =>
    note === null
      ? ""
      : note.kind === "overtime"
        ? t("scrollbar.overtime")
        : t("scrollbar.backInGame", { team: teamName(note.team) });
  const note = noteText(game.note);
  const dareText = game.dare
    ? renderSips(scrollbarDare(game.dare.card, i18n.language), (count) =>
        alcoholFree ? tp("points", { count }) : tp("sips", { count }),
      )
    : null;

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
        <ScrollbarWinner
          winner={winner}
          daresDrawn={game.daresDrawn}
          disabled={false}
          onRematch={() => send(seatOf(0), { type: "rematch", step })}
        />
      ) : redemption ? (
        <div className="flex flex-col gap-2 rounded-3xl bg-dojo-violet/15 p-4 ring-1 ring-dojo-violet/60">
          <h2 className="text-xl font-black">
            {t("scrollbar.redemptionTitle", { team: teamName(redemption.team) })}
          </h2>
          <p>
            {t("scrollbar.redemptionText", {
              team: teamName(redemption.team),
              other: teamName(otherTeam(redemption.team)),
            })}
          </p>
          <p className="font-bold">{t("scrollbar.redemptionSunk", { count: redemption.sunk })}</p>
          <Button
            variant="secondary"
            size="lg"
            onClick={() => send(seatOf(redemption.team), { type: "endRedemption", step })}
          >
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
            <Button
              variant="gold"
              onClick={() => send(seatOf(game.dare?.team ?? 0), { type: "dareDone", step })}
            >
              <Check aria-hidden="true" />
              {t("scrollbar.dareDone")}
            </Button>
            {game.vetoesLeft[game.dare.team] > 0 ? (
              <Button
                variant="secondary"
                onClick={() => send(seatOf(game.dare?.team ?? 0), { type: "veto", step })}
              >
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
      {([1, 0] as const).map((team) => (
        <ScrollbarRack
          key={team}
          rack={game.racks[team]}
          reracksLeft={game.reracksLeft[team]}
          team={team}
          pointDown={team === 1}
          canSink={
            game.phase === "play" || (game.phase === "redemption" && redemption?.team !== team)
          }
          onSink={(position) =>
            send(seatOf(otherTeam(team)), { type: "sink", step, team, position })
          }
        />
      ))}
      {([0, 1] as const).map((team) =>
        rerackOptions(game, team).map((formation) => (
          <ScrollbarRerackButton
            key={`${team}-${formation}`}
            team={team}
            formation={formation}
            disabled={false}
            onRerack={() => send(seatOf(team), { type: "rerack", step, team, formation })}
          />
        )),
      )}
    </GameScreen>
  );
}
