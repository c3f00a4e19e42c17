import { Check, Eye, SkipForward } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { RoomHostRematch } from "#app/games/_ui/room/room-host-rematch.tsx";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Scoreboard, Setup, useResultWords } from "./charades-parts.tsx";
import type { CharadesMove, CharadesView } from "./rules.ts";
import { TurnClock } from "./turn-clock.tsx";

interface RoomClockProps {
  msLeft: number;
  durationMs: number;
  label: string;
  going: string;
  /** This phone tells the room when its clock runs out (the actor's and the host's do). */
  onTimeUp: (() => void) | null;
  buzzes: boolean;
}

/**
 * The turn's clock on this phone: the room says how long the turn had left when it sent the
 * view, so the count runs from when this phone got it, whatever its own clock says the time is.
 */
function RoomClock({ msLeft, onTimeUp, ...clock }: RoomClockProps) {
  const [deadline] = useState(() => Date.now() + msLeft);
  // Told once a second at most, until the room's next view ends the turn here too.
  const lastTold = useRef(0);
  return (
    <TurnClock
      {...clock}
      deadline={deadline}
      onTimeUp={() => {
        const now = Date.now();
        if (!onTimeUp || now - lastTold.current < 1000) return;
        lastTold.current = now;
        onTimeUp();
      }}
    />
  );
}

/**
 * Charades on one phone of a room. The actor's phone shows the word and the clock; everyone
 * else's shows the clock, who acts and the scores, never the word. The actor or the host marks
 * Correct and Skip; the turn passes to the next team once the clock runs out.
 */
export function RoomBoard({ view, isHost, send }: RoomBoardProps<CharadesView, CharadesMove>) {
  const { t } = useTranslation("roomTurns");
  const { t: tp } = useTranslation("partyGames");
  const resultWords = useResultWords();
  const { turn, card, phase, actor, amActor } = view;
  // A refusal belongs to the turn, phase and word it was about: the next one clears it.
  const { sending, refusal, run } = useRoomSend(send, `${turn}:${phase}:${card}`, t("sendFailed"));
  const secretId = useId();
  const teamId = view.teams[view.onTurn]?.id ?? "A";
  const team = tp("charades.team", { id: teamId });
  const nextTeam = view.teams[(view.onTurn + 1) % view.teams.length]?.id ?? teamId;
  const acting = phase === "acting";
  const name = actor?.name ?? "";

  const banner =
    phase === "ready"
      ? amActor
        ? t("charades.yourTurn", { team })
        : actor
          ? t("charades.upNext", { name, team })
          : t("charades.anyone", { team })
      : acting
        ? amActor
          ? t("charades.youAct", { team })
          : t("charades.acting", { name, team })
        : phase === "turnOver"
          ? tp("charades.turnSummary", {
              team,
              correct: tp("charades.points", { count: view.current?.correct ?? 0 }),
            })
          : resultWords(view.winners, view.teams);
  const summary = view.current
    ? `${tp("charades.turnSummary", {
        team,
        correct: tp("charades.points", { count: view.current.correct }),
      })} ${tp("charades.skipped", { count: view.current.skipped })}`
    : "";

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      <RoomTurnBanner mine={amActor && phase !== "over"} seat={phase === "over" ? null : actor}>
        {banner}
      </RoomTurnBanner>

      {acting && amActor ? null : (
        <Scoreboard
          teams={view.teams}
          onTurn={view.onTurn}
          round={view.round}
          rounds={view.rounds}
          over={phase === "over"}
        />
      )}

      {phase === "ready" ? (
        <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-5 text-center ring-1 ring-night-600">
          {view.canStart ? (
            <>
              <Button
                variant="gold"
                size="lg"
                className="min-h-20 text-xl"
                disabled={sending}
                onClick={() => run({ type: "start", turn })}
              >
                <Eye aria-hidden="true" />
                {amActor || !actor ? t("charades.showMe") : t("charades.startFor", { name })}
              </Button>
              {amActor || !actor ? (
                <p className="text-sm text-muted">{t("charades.lookAway")}</p>
              ) : null}
            </>
          ) : (
            <p className="text-muted">{t("charades.waitingFor", { name })}</p>
          )}
        </div>
      ) : null}

      {acting ? (
        <section
          aria-labelledby={secretId}
          className="flex min-h-[30dvh] flex-col items-center justify-center gap-3 rounded-[2rem] bg-gradient-to-br from-dojo-violet/25 to-night-800 p-6 text-center ring-2 ring-dojo-violet/50"
        >
          <p
            id={secretId}
            className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase"
          >
            {amActor ? t("charades.secretLabel") : tp("charades.guessing", { team })}
          </p>
          {view.word !== null ? (
            <p
              data-testid="prompt"
              className="font-display text-4xl leading-tight font-black text-balance break-words"
            >
              {view.word}
            </p>
          ) : (
            <p className="text-lg text-muted">{t("charades.hidden", { name })}</p>
          )}
          <p className="text-sm text-muted">
            {amActor
              ? t("charades.actHint")
              : view.canMark
                ? t("charades.markHint")
                : t("charades.guessHint", { name })}
          </p>
        </section>
      ) : null}

      {acting && view.msLeft !== null ? (
        <RoomClock
          key={`${turn}:${view.msLeft}`}
          msLeft={view.msLeft}
          durationMs={view.turnSeconds * 1000}
          label={tp("charades.guessing", { team })}
          going={tp("charades.go", { team })}
          onTimeUp={amActor || isHost ? () => void send({ type: "timeUp", turn }) : null}
          buzzes={amActor}
        />
      ) : null}

      {acting ? (
        <p className="-mt-2 text-center text-sm text-muted">
          {tp("charades.turnTally", {
            correct: view.current?.correct ?? 0,
            skipped: view.current?.skipped ?? 0,
          })}
        </p>
      ) : null}

      {acting && view.canMark ? (
        <>
          <Button
            variant="gold"
            size="lg"
            className="min-h-20 text-2xl"
            disabled={sending}
            onClick={() => run({ type: "correct", card })}
          >
            <Check aria-hidden="true" />
            {tp("charades.correct")}
          </Button>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="lg"
              className="flex-1"
              disabled={sending}
              onClick={() => run({ type: "skip", card })}
            >
              <SkipForward aria-hidden="true" />
              {tp("charades.skip")}
            </Button>
            {amActor ? (
              <Button
                variant="secondary"
                size="lg"
                className="flex-1"
                disabled={sending}
                onClick={() => run({ type: "another", card })}
              >
                {t("charades.another")}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}

      {phase === "turnOver" || phase === "over" ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-3xl bg-night-800 p-4 text-center ring-1 ring-night-600"
        >
          <p className="text-xl font-extrabold">{summary}</p>
          {view.word !== null ? (
            <p className="text-muted">
              {tp("charades.lastWord")} <span className="font-bold text-ink">{view.word}</span>
            </p>
          ) : null}
        </div>
      ) : null}

      {phase === "turnOver" ? (
        <>
          <Button size="lg" disabled={sending} onClick={() => run({ type: "next", turn })}>
            {tp("charades.nextTeam", { team: tp("charades.team", { id: nextTeam }) })}
          </Button>
          <p className="-mt-2 text-center text-sm text-muted">{t("charades.nextHint")}</p>
        </>
      ) : null}

      {phase === "over" ? (
        <RoomHostRematch
          isHost={isHost}
          label={tp("charades.newGame")}
          hint={t("charades.newGameHint")}
          disabled={sending}
          onRematch={() => run({ type: "rematch" })}
        />
      ) : null}

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      {phase === "ready" && !view.started ? (
        <Setup
          settings={{
            teamCount: view.teams.length,
            turnSeconds: view.turnSeconds,
            rounds: view.rounds,
          }}
          intro={t("charades.setupIntro")}
          disabled={!isHost || sending}
          onChange={(settings) => run({ type: "settings", ...settings })}
        />
      ) : null}

      {isHost && view.started && phase !== "over" ? (
        <Button variant="ghost" disabled={sending} onClick={() => run({ type: "end" })}>
          {tp("charades.endGame")}
        </Button>
      ) : null}
    </div>
  );
}
