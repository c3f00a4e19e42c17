import { ArrowRight, Check, Hand, Pause, Play, SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { useFormProblemWords } from "#app/components/form-problem.ts";
import { firstProblem, useLocalForm } from "#app/components/use-local-form.ts";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import {
  RoomAnswerJudging,
  type AnswerJudgingWords,
} from "#app/games/_ui/room/room-answer-judging.tsx";
import { RoomAnswersSent } from "#app/games/_ui/room/room-answers-sent.tsx";
import { RoomTotals } from "#app/games/_ui/room/room-totals.tsx";
import { RoomVetoOnce } from "#app/games/_ui/room/room-veto-button.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { useWrittenAnswers } from "#app/games/_ui/room/use-written-answers.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { answersAreSendable, answersFormSchema } from "./answers-form.ts";
import { RoundClock } from "./round-clock.tsx";
import { RoundSettings } from "./round-settings.tsx";
import {
  lowestScorerSips,
  maxAnswerLength,
  type CicMove,
  type CicView,
  type Column,
} from "./rules.ts";

type Written = Partial<Record<Column, string>>;

function cleaned(answers: Written, columns: readonly Column[]): Written {
  const kept: Written = {};
  for (const column of columns) {
    const text = answers[column]?.trim() ?? "";
    if (text !== "") kept[column] = text;
  }
  return kept;
}

function sameAnswers(a: Written, b: Written, columns: readonly Column[]): boolean {
  return columns.every((column) => (a[column] ?? "") === (b[column] ?? ""));
}

/**
 * Country, Island, City on one phone of a room: the letter, the bonus column and the clock on
 * every phone, each player's answers typed on their own and kept from the others until the
 * reveal; then every answer at once, column by column, the room's votes against bad ones, the
 * host's word on which are the same, and the scores on every phone.
 */
export function RoomBoard({ view, me, isHost, send }: RoomBoardProps<CicView, CicMove>) {
  const { t, i18n } = useTranslation("cic");
  const { t: tRoom } = useTranslation("roomTurns");
  const { t: tp } = useTranslation("play");
  const { round, phase, clock, columns } = view;
  const { sending, refusal, run } = useRoomSend(send, `${round}:${phase}`, tRoom("sendFailed"));
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [draft, setDraft] = useState<{ round: number; answers: Written } | null>(null);
  const typed = cleaned(draft?.round === round ? draft.answers : view.mine, columns);
  const shown = draft?.round === round ? draft.answers : view.mine;
  const formId = useId();

  const formProblemWords = useFormProblemWords();
  const problemWords = (code: string | null) => {
    if (code === null) return null;
    return code === "unstorable"
      ? formProblemWords(code)
      : t("room.answerTooLong", { max: maxAnswerLength });
  };

  // A draft the form would refuse stays on this phone: the room keeps only what it accepts.
  const save = (done: boolean) => {
    if (answersAreSendable(typed)) void send({ type: "write", round, answers: typed, done });
  };
  const writing = view.seated && phase === "writing" && !view.iAmDone;

  const { now, markDone, markEditing } = useWrittenAnswers({
    round,
    endsAt: clock.endsAt,
    serverNow: view.now,
    seated: view.seated,
    writing,
    unsaved: writing && !sameAnswers(typed, view.mine, columns),
    typed: JSON.stringify(typed),
    save: () => save(false),
    timeUp: () => void send({ type: "timeUp", round }),
  });

  const [answersForm, answerFields] = useLocalForm(
    `cic-answers-${round}`,
    answersFormSchema,
    () => {
      markDone();
      run({ type: "write", round, answers: typed, done: true });
    },
  );

  const columnName = (column: Column) =>
    column === "bonus" ? t("columns.bonus", { column: view.bonus ?? "" }) : t(`columns.${column}`);

  const words: AnswerJudgingWords = {
    mark: (answer) => t(`room.mark.${answer.mark}`, { points: answer.points }),
    voteDown: (answer) => t("room.voteDown", { answer }),
    votes: (count) => (count === 0 ? t("room.notValid") : t("room.votes", { count })),
    join: (answer) => t("room.join", { answer }),
    joinWith: (_answer, other) => t("room.joinWith", { other }),
    joining: (answer) => t("room.joining", { answer }),
    split: (answer) => t("room.split", { answer }),
    cancel: t("room.cancel"),
    empty: t("room.empty"),
  };

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      <div className="flex items-center justify-between gap-2">
        <p className="font-bold text-muted">{t("round", { number: round })}</p>
        {isHost && phase !== "scoring" ? (
          <Button variant="ghost" onClick={() => setSettingsOpen(true)}>
            <SlidersHorizontal aria-hidden="true" />
            {t("room.settings")}
          </Button>
        ) : null}
      </div>

      <section className="flex flex-col items-center rounded-[2rem] bg-gradient-to-br from-dojo-cyan/20 to-night-800 p-6 text-center ring-2 ring-dojo-cyan/50">
        <span aria-hidden="true" className="text-sm font-extrabold tracking-widest uppercase">
          {t("letter")}
        </span>
        <span aria-live="polite">
          <span className="sr-only">{t("letterIs", { letter: view.letter })}</span>
          <span
            aria-hidden="true"
            data-testid="letter"
            className="font-display text-[7rem] leading-none font-black"
          >
            {view.letter}
          </span>
        </span>
        <span className="mt-3 text-sm font-extrabold tracking-widest text-dojo-cyan uppercase">
          {view.bonus === null ? t("noBonus") : t("bonusLabel")}
        </span>
        {view.bonus === null ? null : (
          <p data-testid="prompt" className="mt-1 font-display text-2xl font-extrabold">
            {view.bonus}
          </p>
        )}
        <RoundClock clock={clock} phase={phase} now={now} />
      </section>

      {phase === "ready" ? (
        <>
          <p className="text-muted">{t("room.howTo")}</p>
          {isHost ? (
            <Button
              size="lg"
              variant="gold"
              disabled={sending}
              onClick={() => run({ type: "start", round })}
            >
              <Play aria-hidden="true" />
              {t("clock.start")}
            </Button>
          ) : (
            <p className="font-bold">{t("room.hostStarts")}</p>
          )}
        </>
      ) : null}

      {phase === "writing" ? (
        <>
          {!view.seated ? (
            <p className="text-muted">{t("room.watching")}</p>
          ) : view.iAmDone ? (
            <RoomAnswersSent
              title={t("room.youAreDone")}
              editLabel={t("room.edit")}
              disabled={sending}
              onEdit={() => {
                markEditing();
                save(false);
              }}
            >
              <dl data-testid="my-answers" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {columns.map((column) => (
                  <div key={column} className="contents">
                    <dt className="font-bold text-muted">{columnName(column)}</dt>
                    <dd>{view.mine[column] ?? t("room.blank")}</dd>
                  </div>
                ))}
              </dl>
            </RoomAnswersSent>
          ) : (
            <form
              id={answersForm.id}
              noValidate
              aria-labelledby={`${formId}-title`}
              className="flex flex-col gap-3 rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
              onSubmit={answersForm.onSubmit}
            >
              <h2 id={`${formId}-title`} className="text-lg font-extrabold">
                {t("room.answersTitle")}
              </h2>
              {columns.map((column) => {
                const field = answerFields[column];
                const problem = problemWords(firstProblem(field.errors));
                return (
                  <label key={column} className="flex flex-col gap-1">
                    <span className="font-bold">{columnName(column)}</span>
                    <input
                      name={field.name}
                      value={shown[column] ?? ""}
                      maxLength={maxAnswerLength}
                      autoComplete="off"
                      autoCapitalize="words"
                      spellCheck={false}
                      enterKeyHint="next"
                      onChange={(event) =>
                        setDraft({ round, answers: { ...shown, [column]: event.target.value } })
                      }
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? field.errorId : undefined}
                      className="min-h-12 rounded-xl bg-night-900 px-3 text-lg ring-1 ring-night-600 focus:ring-2 focus:ring-dojo-gold focus:outline-none"
                    />
                    {problem ? (
                      <span
                        id={field.errorId}
                        role="alert"
                        className="text-sm font-bold text-danger"
                      >
                        {problem}
                      </span>
                    ) : null}
                  </label>
                );
              })}
              <p className="text-sm text-muted">{t("room.secret")}</p>
              <Button type="submit" size="lg" disabled={sending}>
                <Check aria-hidden="true" />
                {t("room.done")}
              </Button>
            </form>
          )}
          <p role="status" className="text-sm text-muted">
            {view.done.length === 0
              ? t("room.nobodyDone")
              : t("room.doneSoFar", { names: list.format(view.done.map(({ name }) => name)) })}
          </p>
          {isHost ? (
            <div className="flex gap-2">
              <Button
                variant="secondary"
                className="flex-1"
                disabled={sending}
                onClick={() => run({ type: clock.endsAt === null ? "start" : "pause", round })}
              >
                {clock.endsAt === null ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                {clock.endsAt === null ? t("clock.resume") : t("clock.pause")}
              </Button>
              <Button
                variant="gold"
                className="flex-1"
                disabled={sending}
                onClick={() => run({ type: "stop", round })}
              >
                <Hand aria-hidden="true" />
                {t("room.revealNow")}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}

      {(phase === "ready" || phase === "writing") && view.seated ? (
        <RoomVetoOnce
          label={t("room.veto")}
          usedLabel={t("room.vetoUsed")}
          used={view.vetoUsed}
          disabled={sending || view.vetoUsed}
          onVeto={() => run({ type: "veto", round })}
        />
      ) : null}

      {view.revealed ? (
        <RoomAnswerJudging
          hint={
            phase === "scoring"
              ? `${t("room.voteHint")} ${isHost ? t("room.matchHint") : ""}`
              : null
          }
          sections={view.revealed.map(({ column, answers }) => ({
            id: column,
            title: columnName(column),
            answers: answers.map((answer) => ({
              ...answer,
              label: answer.author.name,
              mine: answer.author.id === me,
              hint: answer.offLetter ? t("room.offLetter", { letter: view.letter }) : null,
            })),
          }))}
          joinAcross={false}
          canVote={phase === "scoring" && view.seated}
          canMatch={phase === "scoring" && isHost}
          sending={sending}
          round={round}
          onMove={run}
          words={words}
        />
      ) : null}

      {view.scores ? (
        <RoomTotals
          title={phase === "scored" ? t("results.title", { number: round }) : t("room.roundScores")}
          lines={view.scores.map((entry) => ({
            key: entry.id,
            text: t("room.points", { name: entry.name, number: entry.points }),
          }))}
        />
      ) : null}

      {phase === "scoring" ? (
        isHost ? (
          <Button
            size="lg"
            variant="gold"
            disabled={sending}
            onClick={() => run({ type: "score", round })}
          >
            <Check aria-hidden="true" />
            {t("room.score")}
          </Button>
        ) : (
          <p className="font-bold">{t("room.hostScores")}</p>
        )
      ) : null}

      {phase === "scored" && view.lowest ? (
        <section
          role="status"
          className="rounded-3xl bg-dojo-pink/15 p-4 text-center ring-1 ring-dojo-pink/60"
        >
          <p data-testid="lowest-scorer" className="text-xl font-black text-dojo-pink">
            {t("results.lowest", { names: list.format(view.lowest.map(({ name }) => name)) })}
          </p>
          <ul className="mt-1">
            {view.lowest.map((each) => (
              <li key={each.id} className="font-semibold">
                {t("results.drinks", {
                  name: each.name,
                  penalty: tp(each.unit, { count: lowestScorerSips }),
                })}
              </li>
            ))}
          </ul>
          {view.myDrink ? (
            <p data-testid="you-drink" className="mt-2 text-xl font-extrabold">
              {t(`room.youTake.${view.myDrink.unit}`, { count: view.myDrink.count })}
            </p>
          ) : null}
        </section>
      ) : null}

      {phase === "scored" ? (
        isHost ? (
          <Button size="lg" disabled={sending} onClick={() => run({ type: "next", round })}>
            {t("room.next")}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <p className="text-muted">{t("room.hostNext")}</p>
        )
      ) : null}

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      <RoomTotals
        title={t("room.totals")}
        lines={view.totals.map((entry) => ({
          key: entry.id,
          text: t("room.points", { name: entry.name, number: entry.points }),
        }))}
      />

      <Dialog open={settingsOpen} onOpenChange={setSettingsOpen}>
        <DialogContent
          title={t("settings.title")}
          description={t("settings.description")}
          closeLabel={tp("close")}
        >
          <RoundSettings
            settings={view.settings}
            onChange={(change) => run({ type: "settings", ...change })}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
