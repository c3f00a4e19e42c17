import { CircleOff, Trophy, Undo2, Wine } from "lucide-react";
import { RoomTeamMembers, RoomYourTeam } from "#app/games/_ui/room/room-team-lines.tsx";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { Stepper } from "#app/games/_ui/timer-stepper.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { otherTeam } from "#app/games/_engine/room-teams.ts";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  maxThrowsPerTurn,
  minThrowsPerTurn,
  type SlusenMove,
  type SlusenView,
  type TeamIndex,
} from "./rules.ts";
import { SlusenLine, useShotWords } from "./slusen-line.tsx";

/**
 * The Line on one phone of a room: each phone plays for its team, the throwing team's phones tap
 * where the ball landed, everyone sees the lines change, and the losers' phones say what they
 * drink.
 */
export function RoomBoard({ view, send }: RoomBoardProps<SlusenView, SlusenMove>) {
  const { t, i18n } = useTranslation("teamGames");
  const { t: tr } = useTranslation("roomTurns");
  const { teamName, lastShot } = useShotWords();
  // A refusal belongs to the table it was about: the next shot clears it.
  const { sending, refusal, run } = useRoomSend(send, String(view.step), tr("sendFailed"));
  const { step, myTeam, winner } = view;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const teamLine = (team: TeamIndex) =>
    view.teams[team].length > 0
      ? t("slusen.room.members", { team: teamName(team), names: list.format(view.teams[team]) })
      : t("slusen.room.nobody", { team: teamName(team) });
  const lastText = lastShot(view.lastShot);
  const loser = winner === null ? null : otherTeam(winner);
  const drinkText =
    loser === null || view.losersDrink === 0
      ? ""
      : view.losersUnit === "points"
        ? t("slusen.losersPenalty", {
            team: teamName(loser),
            amount: t("penalties", { count: view.losersDrink }),
          })
        : t("slusen.losersDrink", { team: teamName(loser), count: view.losersDrink });

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      {myTeam !== null ? (
        <RoomYourTeam text={t("slusen.room.yourTeam", { team: teamName(myTeam) })} />
      ) : null}

      {winner === null ? (
        <>
          <RoomTurnBanner mine={view.myThrow}>
            {view.myThrow
              ? t("slusen.room.yourThrow")
              : t("slusen.throwing", { team: teamName(view.turn) })}
          </RoomTurnBanner>
          <p className="-mt-2 text-center text-muted">
            {view.myThrow
              ? view.throwsPerTurn > 1
                ? t("slusen.throwsLeft", { count: view.throwsLeft })
                : t("slusen.target", { team: teamName(otherTeam(view.turn)) })
              : t("slusen.room.waiting", { team: teamName(view.turn) })}
          </p>
        </>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-3xl bg-dojo-gold/15 p-4 text-center ring-1 ring-dojo-gold/60">
          <Trophy aria-hidden="true" className="size-10 text-dojo-gold" />
          <h2 className="text-2xl font-black text-dojo-gold">
            {t("slusen.winner", { team: teamName(winner) })}
          </h2>
          <p className="text-lg font-bold">{drinkText}</p>
        </div>
      )}

      {view.mine ? (
        <p
          data-testid="my-drink"
          className="flex items-center justify-center gap-2 rounded-2xl bg-dojo-pink px-4 py-3 text-center font-display text-xl font-black text-night-950"
        >
          <Wine aria-hidden="true" className="size-6 shrink-0" />
          {view.mine.unit === "sips"
            ? t("slusen.room.youDrink", { count: view.mine.count })
            : t("slusen.room.youTake", { amount: t("penalties", { count: view.mine.count }) })}
        </p>
      ) : null}

      <p role="status" className="min-h-6 text-center text-sm text-muted">
        {lastText}
      </p>

      {([1, 0] as const).map((team) => (
        <SlusenLine
          key={team}
          cups={view.lines[team]}
          team={team}
          isTarget={winner === null && team === otherTeam(view.turn)}
          canTap={view.myThrow && !sending}
          onHit={(position) => run({ type: "hit", step, position })}
        />
      ))}

      <div className="flex gap-2">
        {view.myThrow ? (
          <Button
            variant="secondary"
            size="lg"
            className="flex-1"
            disabled={sending}
            onClick={() => run({ type: "miss", step })}
          >
            <CircleOff aria-hidden="true" />
            {t("slusen.miss")}
          </Button>
        ) : null}
        {winner !== null ? (
          <Button
            variant="gold"
            size="lg"
            className="flex-1"
            disabled={sending}
            onClick={() => run({ type: "rematch", step })}
          >
            {t("playAgain")}
          </Button>
        ) : null}
        {view.myUndo ? (
          <Button
            variant="ghost"
            size="lg"
            className="flex-1"
            disabled={sending}
            onClick={() => run({ type: "undo", step })}
            aria-label={t("slusen.undo")}
          >
            <Undo2 aria-hidden="true" />
            {t("slusen.undoShort")}
          </Button>
        ) : null}
      </div>

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      {view.shots === 0 && winner === null ? (
        <div className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600">
          <Stepper
            label={t("slusen.throwsPerTurn")}
            value={view.throwsPerTurn}
            min={minThrowsPerTurn}
            max={maxThrowsPerTurn}
            display={String(view.throwsPerTurn)}
            decreaseLabel={t("slusen.fewerThrows")}
            increaseLabel={t("slusen.moreThrows")}
            disabled={sending}
            onChange={(count) => run({ type: "throws", step, count })}
          />
        </div>
      ) : null}

      <RoomTeamMembers title={t("slusen.room.teamsTitle")} lines={[teamLine(0), teamLine(1)]} />
    </div>
  );
}
