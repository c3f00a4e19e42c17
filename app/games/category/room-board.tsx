import { ArrowRight, Check, Eye, Play } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import type { DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import {
  RoomAnswerJudging,
  type AnswerJudgingWords,
} from "#app/games/_ui/room/room-answer-judging.tsx";
import { RoomAnswersSent } from "#app/games/_ui/room/room-answers-sent.tsx";
import { RoomTotals } from "#app/games/_ui/room/room-totals.tsx";
import { RoomVetoOnce } from "#app/games/_ui/room/room-veto-button.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { useWrittenAnswers } from "#app/games/_ui/room/use-written-answers.ts";
import { TimerBar } from "#app/games/_ui/timer-bar.tsx";
import { Stepper } from "#app/games/_ui/timer-stepper.tsx";
import { timeLeftOf } from "#app/games/_ui/use-deadline-clock.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  maxAnswerLength,
  maxAnswers,
  maxWriteSeconds,
  minWriteSeconds,
  writeSecondsStep,
  type CategoryMove,
  type CategoryView,
} from "./rules.ts";

function answersOf(draft: string): string[] {
  return draft
    .split("\n")
    .map((line) => line.trim().slice(0, maxAnswerLength))
    .filter((line) => line !== "")
    .slice(0, maxAnswers);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((answer, index) => answer === b[index]);
}

/**
 * Category on one phone of a room: the category and the clock on every phone, each player's list
 * written on their own phone and kept from the others until the reveal; then every list at once,
 * the room's votes against bad answers, the host's word on which answers are the same, and the
 * scores on every phone.
 */
export function RoomBoard({ view, me, isHost, send }: RoomBoardProps<CategoryView, CategoryMove>) {
  const { t, i18n } = useTranslation("partyGames");
  const { t: tRoom } = useTranslation("roomTurns");
  const { round, stage } = view;
  const { sending, refusal, run } = useRoomSend(send, `${round}:${stage}`, tRoom("sendFailed"));
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const durationMs = view.writeSeconds * 1000;
  const endsAt = view.endsAt;
  const [draft, setDraft] = useState<{ round: number; text: string } | null>(null);
  const text = draft?.round === round ? draft.text : view.mine.join("\n");
  const typed = answersOf(text);

  const save = (done: boolean) => void send({ type: "write", round, answers: typed, done });

  const writing = view.seated && stage === "writing" && !view.iAmDone;
  const { now, markDone, markEditing } = useWrittenAnswers({
    round,
    endsAt,
    serverNow: view.now,
    seated: view.seated,
    writing,
    unsaved: writing && !sameList(typed, view.mine),
    typed: text,
    save: () => save(false),
    timeUp: () => void send({ type: "timeUp", round }),
  });

  const left = endsAt === null ? durationMs : timeLeftOf(endsAt, now, durationMs);
  const seconds = Math.ceil(left / 1000);
  const answersId = useId();

  const words: AnswerJudgingWords = {
    mark: (answer) => t(`category.room.mark.${answer.mark}`, { points: answer.points }),
    voteDown: (answer) => t("category.room.voteDown", { answer }),
    votes: (count) =>
      count === 0 ? t("category.room.notValid") : t("category.room.votes", { count }),
    join: (answer) => t("category.room.join", { answer }),
    joinWith: (_answer, other) => t("category.room.joinWith", { other }),
    joining: (answer) => t("category.room.joining", { answer }),
    split: (answer) => t("category.room.split", { answer }),
    cancel: t("category.room.cancel"),
    empty: t("category.room.empty"),
  };
  const youTake = (count: number, unit: DrinkUnit) => t(`category.room.youTake.${unit}`, { count });

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      <p className="font-bold text-muted">{t("category.room.round", { round })}</p>
      <section className="rounded-[2rem] bg-gradient-to-br from-dojo-cyan/20 to-night-800 p-6 text-center ring-2 ring-dojo-cyan/50">
        <p className="text-sm font-extrabold tracking-widest text-dojo-cyan uppercase">
          {t("category.cardLabel")}
        </p>
        <p
          data-testid="prompt"
          aria-live="polite"
          className="mt-2 font-display text-3xl leading-tight font-extrabold text-balance"
        >
          {view.category}
        </p>
      </section>

      {stage === "ready" || stage === "writing" ? (
        <TimerBar
          remainingMs={left}
          durationMs={durationMs}
          label={t("category.room.clockLabel")}
          valueText={t("timer.secondsLeft", { count: seconds })}
          urgentFrom={stage === "writing" ? 10 : 0}
        />
      ) : null}

      {stage === "ready" ? (
        <>
          <p className="text-muted">{t("category.room.howTo")}</p>
          {isHost ? (
            <>
              <Stepper
                label={t("category.room.writeTime")}
                value={view.writeSeconds}
                min={minWriteSeconds}
                max={maxWriteSeconds}
                step={writeSecondsStep}
                display={t("timer.seconds", { count: view.writeSeconds })}
                decreaseLabel={t("timer.less")}
                increaseLabel={t("timer.more")}
                disabled={sending}
                onChange={(value) => run({ type: "writeSeconds", seconds: value })}
              />
              <Button
                variant="gold"
                size="lg"
                disabled={sending || view.category === null}
                onClick={() => run({ type: "startWriting", round })}
              >
                <Play aria-hidden="true" />
                {t("category.room.start")}
              </Button>
            </>
          ) : (
            <p className="font-bold">{t("category.room.hostStarts")}</p>
          )}
        </>
      ) : null}

      {stage === "writing" ? (
        <>
          {view.seated ? (
            view.iAmDone ? (
              <RoomAnswersSent
                title={t("category.room.youAreDone")}
                editLabel={t("category.room.edit")}
                disabled={sending}
                onEdit={() => {
                  markEditing();
                  save(false);
                }}
              >
                <ul data-testid="my-answers" className="list-inside list-disc">
                  {view.mine.map((answer, index) => (
                    <li key={index}>{answer}</li>
                  ))}
                </ul>
              </RoomAnswersSent>
            ) : (
              <div className="flex flex-col gap-2">
                <label htmlFor={answersId} className="font-extrabold">
                  {t("category.room.yourAnswers")}
                </label>
                <textarea
                  id={answersId}
                  value={text}
                  rows={6}
                  autoComplete="off"
                  autoCapitalize="sentences"
                  spellCheck={false}
                  aria-describedby={`${answersId}-hint`}
                  onChange={(event) => setDraft({ round, text: event.target.value })}
                  className="w-full rounded-2xl bg-night-900 p-3 text-lg ring-1 ring-night-600 focus:ring-2 focus:ring-dojo-gold focus:outline-none"
                />
                <p id={`${answersId}-hint`} className="text-sm text-muted">
                  {t("category.room.answerCount", { count: typed.length })} ·{" "}
                  {t("category.room.secret")}
                </p>
                <Button
                  size="lg"
                  disabled={sending}
                  onClick={() => {
                    markDone();
                    run({ type: "write", round, answers: typed, done: true });
                  }}
                >
                  <Check aria-hidden="true" />
                  {t("category.room.done")}
                </Button>
              </div>
            )
          ) : (
            <p className="text-muted">{t("category.room.watching")}</p>
          )}
          <p role="status" className="text-sm text-muted">
            {view.done.length === 0
              ? t("category.room.nobodyDone")
              : t("category.room.doneSoFar", {
                  names: list.format(view.done.map(({ name }) => name)),
                })}
          </p>
          {isHost ? (
            <Button
              variant="gold"
              disabled={sending}
              onClick={() => run({ type: "reveal", round })}
            >
              <Eye aria-hidden="true" />
              {t("category.room.revealNow")}
            </Button>
          ) : null}
        </>
      ) : null}

      {(stage === "ready" || stage === "writing") && view.seated ? (
        <RoomVetoOnce
          label={t("category.room.veto")}
          usedLabel={t("category.room.vetoUsed")}
          used={view.vetoUsed}
          disabled={sending || view.vetoUsed}
          onVeto={() => run({ type: "veto", round })}
        />
      ) : null}

      {view.lists ? (
        <RoomAnswerJudging
          hint={
            stage === "reveal"
              ? `${t("category.room.voteHint")} ${isHost ? t("category.room.matchHint") : ""}`
              : null
          }
          sections={view.lists.map((each) => ({
            id: each.id,
            title: each.name,
            aside: t("category.room.points", { count: each.points }),
            answers: each.answers.map((answer) => ({
              ...answer,
              mine: each.id === me,
            })),
          }))}
          joinAcross
          canVote={stage === "reveal" && view.seated}
          canMatch={stage === "reveal" && isHost}
          sending={sending}
          round={round}
          onMove={run}
          words={words}
        />
      ) : null}

      {stage === "reveal" ? (
        isHost ? (
          <Button
            variant="gold"
            size="lg"
            disabled={sending}
            onClick={() => run({ type: "score", round })}
          >
            <Check aria-hidden="true" />
            {t("category.room.score")}
          </Button>
        ) : (
          <p className="font-bold">{t("category.room.hostScores")}</p>
        )
      ) : null}

      {stage === "scored" && view.lowest ? (
        <section
          role="status"
          className="rounded-3xl bg-dojo-pink/15 p-4 text-center ring-1 ring-dojo-pink/60"
        >
          <p data-testid="lowest-scorer" className="text-xl font-black text-dojo-pink">
            {t("category.room.lowest", {
              names: list.format(view.lowest.map(({ name }) => name)),
            })}
          </p>
          {view.myDrink ? (
            <p data-testid="you-drink" className="mt-1 text-xl font-extrabold">
              {youTake(view.myDrink.count, view.myDrink.unit)}
            </p>
          ) : null}
        </section>
      ) : null}

      {stage === "turns" || stage === "over" ? (
        <p className="text-muted">{t("category.room.aloud")}</p>
      ) : null}

      {stage === "scored" || stage === "turns" || stage === "over" ? (
        isHost ? (
          <Button size="lg" disabled={sending} onClick={() => run({ type: "next", round })}>
            {t("category.room.next")}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <p className="text-muted">{t("category.room.hostNext")}</p>
        )
      ) : null}

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      <RoomTotals
        title={t("category.room.totals")}
        lines={view.totals.map((entry) => ({
          key: entry.id,
          text: `${entry.name}: ${t("category.room.points", { count: entry.points })}`,
        }))}
      />
    </div>
  );
}
