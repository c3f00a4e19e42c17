import { ArrowDown, ArrowUp, Ban, Check, PiggyBank, X } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { RoomHostRematch } from "#app/games/_ui/room/room-host-rematch.tsx";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { Stepper } from "#app/games/_ui/timer-stepper.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { ItemCard } from "./more-or-less-parts.tsx";
import {
  maxRounds,
  maxTeams,
  minRounds,
  minTeams,
  guesses,
  type Guess,
  type MoreOrLessMove,
  type MoreOrLessView,
} from "./rules.ts";
import { useTeamName } from "./team-words.ts";

function Scoreboard({ view }: { view: MoreOrLessView }) {
  const { t } = useTranslation("teamGames");
  const { t: tr } = useTranslation("roomTurns");
  const teamName = useTeamName();
  const titleId = useId();
  const over = view.phase === "over";
  const order = over ? view.standings : view.teams.map((_, index) => index);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-night-800 p-3 ring-1 ring-night-600"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-extrabold">
          {over ? t("moreOrLess.ending.title") : t("moreOrLess.game.scores")}
        </h2>
        {over ? null : (
          <p className="text-sm text-muted">
            {t("moreOrLess.game.roundOf", { round: view.round, rounds: view.rounds })}
          </p>
        )}
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {order.map((index) => {
          const team = view.teams[index];
          if (!team) return null;
          const onTurn = !over && index === view.onTurn;
          return (
            <li
              key={index}
              className={cn(
                "rounded-2xl bg-night-900 px-3 py-2",
                onTurn || (over && view.winners.includes(index))
                  ? "ring-2 ring-dojo-gold"
                  : "ring-1 ring-night-700",
              )}
            >
              <p className="truncate font-extrabold">
                {teamName(view.teams, index)}
                {onTurn ? <span className="sr-only"> ({t("moreOrLess.game.onTurn")})</span> : null}
              </p>
              {team.members.length > 0 ? (
                <p className="truncate text-xs text-muted">
                  {index === view.myTeam ? `${tr("moreOrLess.yourTeam")}: ` : ""}
                  {team.members.join(", ")}
                </p>
              ) : null}
              <p className="text-sm">
                <span className="font-bold text-dojo-gold">
                  {t("moreOrLess.game.points", { count: team.points })}
                </span>
                <span className="text-muted">
                  {" · "}
                  {view.unit === "points"
                    ? t("penalties", { count: team.sips })
                    : t("sips", { count: team.sips })}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * More or Less on one phone of a room. Every phone shows the question, the scores and whose turn
 * it is; the players of the team on turn vote on their own phones, and the team's answer is the
 * majority (a tie: the answer voted first). The answer, and who drinks, reach every phone; the
 * phones that drink say so to their player.
 */
export function RoomBoard({ view, isHost, send }: RoomBoardProps<MoreOrLessView, MoreOrLessMove>) {
  const { t } = useTranslation("teamGames");
  const { t: tr } = useTranslation("roomTurns");
  const teamName = useTeamName();
  const { question, phase, reveal, category, votes } = view;
  // A refusal belongs to the question and its phase it was about: the next one clears it.
  const { sending, refusal, run } = useRoomSend(
    send,
    `${question}:${phase}:${votes.cast}`,
    tr("sendFailed"),
  );
  const team = teamName(view.teams, view.onTurn);
  const onMyTeam = view.myTeam === view.onTurn;
  const answerLabel = (choice: Guess) => t(`moreOrLess.answers.${category}.${choice}`);
  const amount = (count: number) =>
    view.unit === "points" ? t("penalties", { count }) : t("sips", { count });
  const nextTeam = teamName(view.teams, (view.onTurn + 1) % view.teams.length);
  const lastTurn = view.round === view.rounds && view.onTurn === view.teams.length - 1;
  const over = phase === "over";

  const verdict = reveal
    ? reveal.right
      ? `${t("moreOrLess.game.right")} ${t("moreOrLess.game.rightDetail", { team, streak: view.streak })}`
      : `${t("moreOrLess.game.wrong")} ${t("moreOrLess.game.wrongDrink", { team, amount: amount(reveal.sips) })}`
    : "";
  const teamVote = reveal
    ? reveal.tie
      ? tr("moreOrLess.split", {
          team,
          votes: reveal.votes.more,
          answer: answerLabel(reveal.guess),
        })
      : tr("moreOrLess.voted", {
          team,
          answer: answerLabel(reveal.guess),
          votes: reveal.votes[reveal.guess],
          against: reveal.votes[reveal.guess === "more" ? "less" : "more"],
        })
    : "";
  const headline = over
    ? view.winners.length === 1
      ? t("moreOrLess.ending.winner", { team: teamName(view.teams, view.winners[0] ?? 0) })
      : t("moreOrLess.ending.tie", {
          teams: view.winners.map((index) => teamName(view.teams, index)).join(", "),
        })
    : onMyTeam
      ? tr("moreOrLess.yourTurn")
      : tr("moreOrLess.turnOf", { team });

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      <RoomTurnBanner mine={onMyTeam && !over}>{headline}</RoomTurnBanner>
      <Scoreboard view={view} />

      {over ? (
        <>
          <p className="text-center text-muted">
            {view.endedBy === "outOfItems"
              ? t("moreOrLess.ending.endedOutOfItems")
              : view.endedBy === "endGame"
                ? t("moreOrLess.ending.endedEarly")
                : t("moreOrLess.ending.endedRounds")}
          </p>
          <RoomHostRematch
            isHost={isHost}
            label={t("playAgain")}
            hint={tr("moreOrLess.playAgainHint")}
            disabled={sending}
            onRematch={() => run({ type: "rematch" })}
          />
        </>
      ) : (
        <>
          <p className="-mt-2 text-center text-muted">
            {t(`moreOrLess.categories.${category}`)} ·{" "}
            {view.streak > 0
              ? t("moreOrLess.game.streak", { count: view.streak })
              : t("moreOrLess.game.streakNone")}
          </p>
          {view.known ? (
            <ItemCard label={t("moreOrLess.game.known")} item={view.known} tone="known" />
          ) : null}
          {view.challenger ? (
            <ItemCard label={t("moreOrLess.game.new")} item={view.challenger} tone="new" />
          ) : null}
        </>
      )}

      {phase === "guessing" && view.challenger ? (
        <section className="flex flex-col gap-3 rounded-3xl bg-night-800 p-4 ring-1 ring-night-600">
          <p className="text-center text-lg font-bold">
            {t(`moreOrLess.questions.${category}`, { challenger: view.challenger.name })}
          </p>
          {view.voting ? (
            <>
              <div className="grid grid-cols-2 gap-2">
                {guesses.map((choice) => (
                  <Button
                    key={choice}
                    variant={votes.mine === choice ? "gold" : "primary"}
                    size="lg"
                    className="min-h-20 text-2xl"
                    aria-pressed={votes.mine === choice}
                    disabled={sending}
                    onClick={() => run({ type: "vote", question, guess: choice })}
                  >
                    {choice === "more" ? (
                      <ArrowUp aria-hidden="true" />
                    ) : (
                      <ArrowDown aria-hidden="true" />
                    )}
                    {answerLabel(choice)}
                  </Button>
                ))}
              </div>
              <p className="text-center text-sm text-muted">
                {votes.mine
                  ? tr("moreOrLess.youVoted", { answer: answerLabel(votes.mine) })
                  : tr("moreOrLess.voteHint")}
              </p>
              {votes.tally ? (
                <p className="text-center text-sm font-bold">
                  {tr("moreOrLess.teamSoFar", {
                    more: answerLabel("more"),
                    moreCount: votes.tally.more,
                    less: answerLabel("less"),
                    lessCount: votes.tally.less,
                  })}
                </p>
              ) : null}
            </>
          ) : null}
          <p role="status" className="text-center text-sm text-muted">
            {tr("moreOrLess.deciding", { team, cast: votes.cast, needed: votes.needed })}
          </p>
          {isHost && votes.cast > 0 ? (
            <>
              <Button
                variant="secondary"
                disabled={sending}
                onClick={() => run({ type: "close", question })}
              >
                {tr("moreOrLess.close")}
              </Button>
              <p className="-mt-2 text-center text-xs text-muted">{tr("moreOrLess.closeHint")}</p>
            </>
          ) : null}
          {view.speaks && view.streak > 0 ? (
            <Button
              variant="secondary"
              size="lg"
              disabled={sending}
              onClick={() => run({ type: "bank", question })}
            >
              <PiggyBank aria-hidden="true" />
              {t("moreOrLess.game.bank", { count: view.streak })}
            </Button>
          ) : null}
          {view.speaks && (view.teams[view.onTurn]?.vetoes ?? 0) > 0 ? (
            <>
              <Button
                variant="secondary"
                disabled={sending}
                onClick={() => run({ type: "veto", question })}
              >
                <Ban aria-hidden="true" />
                {t("moreOrLess.game.veto")}
              </Button>
              <p className="-mt-2 text-center text-xs text-muted">
                {t("moreOrLess.game.vetoHint")}
              </p>
            </>
          ) : null}
        </section>
      ) : null}

      {reveal && phase === "revealed" ? (
        <section className="flex flex-col gap-3">
          <div
            role="status"
            className={cn(
              "flex flex-col items-center gap-1 rounded-3xl p-4 text-center ring-1",
              reveal.right
                ? "bg-dojo-cyan/15 text-dojo-cyan ring-dojo-cyan/60"
                : "bg-danger/15 text-danger ring-danger/60",
            )}
          >
            <p className="flex items-center gap-2 text-xl font-extrabold">
              {reveal.right ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
              {verdict}
            </p>
            <p className="text-sm text-ink">{teamVote}</p>
          </div>
          {view.myDrink ? (
            <p
              data-testid="my-drink"
              className="rounded-2xl bg-dojo-pink/20 p-4 text-center text-xl font-black text-dojo-pink ring-2 ring-dojo-pink/60"
            >
              {tr("moreOrLess.youDrink", {
                amount: tr(`amount.${view.myDrink.unit}`, { count: view.myDrink.count }),
              })}
            </p>
          ) : null}
          {reveal.right ? (
            view.speaks ? (
              <>
                <Button
                  variant="gold"
                  size="lg"
                  disabled={sending}
                  onClick={() => run({ type: "next", question })}
                >
                  {t("moreOrLess.game.keepGoing")}
                </Button>
                <Button
                  variant="secondary"
                  size="lg"
                  disabled={sending}
                  onClick={() => run({ type: "bank", question })}
                >
                  <PiggyBank aria-hidden="true" />
                  {t("moreOrLess.game.bank", { count: view.streak })}
                </Button>
              </>
            ) : (
              <p className="text-center text-muted">{tr("moreOrLess.waitingTeam", { team })}</p>
            )
          ) : (
            <>
              <Button
                variant="gold"
                size="lg"
                disabled={sending}
                onClick={() => run({ type: "next", question })}
              >
                {lastTurn
                  ? t("moreOrLess.game.seeScores")
                  : tr("moreOrLess.passTo", { team: nextTeam })}
              </Button>
              <p className="-mt-2 text-center text-sm text-muted">{tr("moreOrLess.passHint")}</p>
            </>
          )}
        </section>
      ) : null}

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      {view.answered === 0 && phase === "guessing" ? (
        <section className="flex flex-col gap-2 rounded-3xl bg-night-800 p-4 ring-1 ring-night-600">
          <h2 className="text-lg font-extrabold">{tr("moreOrLess.setupTitle")}</h2>
          <p className="text-sm text-muted">{tr("moreOrLess.setupHint")}</p>
          <Stepper
            label={tr("moreOrLess.teams")}
            value={view.teams.length}
            min={minTeams}
            max={maxTeams}
            display={String(view.teams.length)}
            decreaseLabel={tr("moreOrLess.fewerTeams")}
            increaseLabel={tr("moreOrLess.moreTeams")}
            disabled={!isHost || sending}
            onChange={(count) => run({ type: "teams", count, rounds: view.rounds })}
          />
          <Stepper
            label={t("moreOrLess.teamSelect.rounds")}
            value={view.rounds}
            min={minRounds}
            max={maxRounds}
            display={String(view.rounds)}
            decreaseLabel={t("moreOrLess.teamSelect.fewerRounds")}
            increaseLabel={t("moreOrLess.teamSelect.moreRounds")}
            disabled={!isHost || sending}
            onChange={(rounds) => run({ type: "teams", count: view.teams.length, rounds })}
          />
        </section>
      ) : null}

      {isHost && !over ? (
        <Button variant="ghost" disabled={sending} onClick={() => run({ type: "end" })}>
          {t("endGame")}
        </Button>
      ) : null}
    </div>
  );
}
