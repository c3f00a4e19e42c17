import { Ban, Check } from "lucide-react";
import { RoomTeamMembers, RoomYourTeam } from "#app/games/_ui/room/room-team-lines.tsx";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { renderSips } from "#app/games/_engine/drinks.ts";
import { otherTeam } from "#app/games/_engine/room-teams.ts";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { scrollbarDare } from "./dares.ts";
import type { ScrollbarMove, ScrollbarView, TeamIndex } from "./rules.ts";
import { ScrollbarRerackButton, ScrollbarWinner } from "./scrollbar-panels.tsx";
import { ScrollbarRack, teamIds } from "./scrollbar-rack.tsx";

/**
 * ScrollBar's dare pong on one phone of a room: each phone plays for its team and taps the other
 * side's cups as its team sinks them; a dare lands on the phones of the team that lost the cup,
 * read in each player's own unit, and every phone sees the racks change.
 */
export function RoomBoard({ view, send }: RoomBoardProps<ScrollbarView, ScrollbarMove>) {
  const { t, i18n } = useTranslation("teamGames");
  const { t: tp } = useTranslation("play");
  const { t: tr } = useTranslation("roomTurns");
  // A refusal belongs to the table it was about: the next cup clears it.
  const { sending, refusal, run } = useRoomSend(send, String(view.step), tr("sendFailed"));
  const { step, myTeam, winner, redemption, dare } = view;
  const teamName = (team: TeamIndex) => t("team", { id: teamIds[team] });
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const teamLine = (team: TeamIndex) =>
    view.teams[team].length > 0
      ? t("scrollbar.room.members", { team: teamName(team), names: list.format(view.teams[team]) })
      : t("scrollbar.room.nobody", { team: teamName(team) });
  const note =
    view.note === null
      ? ""
      : view.note.kind === "overtime"
        ? t("scrollbar.overtime")
        : t("scrollbar.backInGame", { team: teamName(view.note.team) });
  const dareText = dare
    ? renderSips(scrollbarDare(dare.card, i18n.language), (count) =>
        tp(dare.unit === "points" ? "points" : "sips", { count }),
      )
    : null;

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      {myTeam !== null ? (
        <RoomYourTeam text={t("scrollbar.room.yourTeam", { team: teamName(myTeam) })} />
      ) : null}

      {winner !== null ? (
        <ScrollbarWinner
          winner={winner}
          daresDrawn={view.daresDrawn}
          disabled={sending}
          onRematch={() => run({ type: "rematch", step })}
        />
      ) : redemption ? (
        <div className="flex flex-col gap-2 rounded-3xl bg-dojo-violet/15 p-4 ring-1 ring-dojo-violet/60">
          <h2 className="text-xl font-black">
            {t("scrollbar.redemptionTitle", { team: teamName(redemption.team) })}
          </h2>
          <p>
            {view.myRedemption
              ? t("scrollbar.room.redemptionYours", { other: teamName(otherTeam(redemption.team)) })
              : t("scrollbar.room.redemptionTheirs", { team: teamName(redemption.team) })}
          </p>
          <p className="font-bold">{t("scrollbar.redemptionSunk", { count: redemption.sunk })}</p>
          {view.myRedemption ? (
            <Button
              variant="secondary"
              size="lg"
              disabled={sending}
              onClick={() => run({ type: "endRedemption", step })}
            >
              {t("scrollbar.redemptionMissed")}
            </Button>
          ) : null}
        </div>
      ) : note ? (
        <p role="status" className="text-center font-bold text-dojo-cyan">
          {note}
        </p>
      ) : dare ? null : (
        <p className="text-center text-muted">
          {myTeam === null
            ? t("scrollbar.hint")
            : t("scrollbar.room.tapHint", { team: teamName(otherTeam(myTeam)) })}
        </p>
      )}

      {dare && dareText ? (
        <div
          data-testid="prompt"
          className={cn(
            "flex flex-col gap-2 rounded-3xl p-4 ring-2",
            dare.mine ? "bg-dojo-gold/15 ring-dojo-gold" : "bg-night-800 ring-night-600",
          )}
        >
          {dare.mine ? <RoomTurnBanner mine>{t("scrollbar.room.yourDare")}</RoomTurnBanner> : null}
          <h2 className="text-sm font-bold tracking-widest text-dojo-gold uppercase">
            {t("scrollbar.dareFor", { team: teamName(dare.team) })}
          </h2>
          <p data-testid="dare-text" className="font-display text-xl font-black text-balance">
            {dareText}
          </p>
          {view.myDare ? (
            <div className="flex flex-col gap-2">
              <Button
                variant="gold"
                disabled={sending}
                onClick={() => run({ type: "dareDone", step })}
              >
                <Check aria-hidden="true" />
                {t("scrollbar.dareDone")}
              </Button>
              {view.vetoesLeft[dare.team] > 0 ? (
                <>
                  <Button
                    variant="secondary"
                    disabled={sending}
                    onClick={() => run({ type: "veto", step })}
                  >
                    <Ban aria-hidden="true" />
                    {t("scrollbar.veto")}
                  </Button>
                  <p className="text-sm text-muted">{t("scrollbar.vetoHint")}</p>
                </>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-muted">
              {t("scrollbar.room.dareWaiting", { team: teamName(dare.team) })}
            </p>
          )}
        </div>
      ) : null}

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      {([1, 0] as const).map((team) => (
        <ScrollbarRack
          key={team}
          rack={view.racks[team]}
          reracksLeft={view.reracksLeft[team]}
          team={team}
          pointDown={team === 1}
          canSink={view.mayTap[team] && !sending}
          onSink={(position) => run({ type: "sink", step, team, position })}
        />
      ))}

      {view.reracks.map(({ team, formation }) => (
        <ScrollbarRerackButton
          key={`${team}-${formation}`}
          team={team}
          formation={formation}
          disabled={sending}
          onRerack={() => run({ type: "rerack", step, team, formation })}
        />
      ))}

      <RoomTeamMembers title={t("scrollbar.room.teamsTitle")} lines={[teamLine(0), teamLine(1)]} />
    </div>
  );
}
