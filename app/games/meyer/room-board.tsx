import { Dices, Trophy } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { DieFace } from "#app/games/_ui/die-face.tsx";
import { useDrinkSentence } from "#app/games/_ui/use-drink-sentence.ts";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { CallLog, CallPicker, LivesList } from "./meyer-parts.tsx";
import { useLiftSentence, useValueName } from "./meyer-words.ts";
import { meyer, valueOf, type Dice, type MeyerMove, type MeyerView } from "./rules.ts";

function DicePair({ dice, testId }: { dice: Dice; testId: string }) {
  return (
    <div className="flex justify-center gap-4" data-testid={testId}>
      {dice.map((face, index) => (
        <div key={index} className="size-20">
          <DieFace face={face} />
        </div>
      ))}
    </div>
  );
}

/**
 * Meyer on one phone of a room: each player rolls on their own phone, and only that phone shows
 * the dice. The call, the lives and every lift (dice shown) are on every phone; the player after
 * the caller believes or lifts on theirs.
 */
export function RoomBoard({ view, me, isHost, send }: RoomBoardProps<MeyerView, MeyerMove>) {
  const { t, i18n } = useTranslation("tableGames");
  const { t: tRoom } = useTranslation("roomTurns");
  const valueName = useValueName();
  const liftSentence = useLiftSentence();
  const drinkSentence = useDrinkSentence("tableGames");
  // A refusal is about the step it was made at: the next roll, call or answer clears it.
  const moment = `${view.round}:${view.phase}:${view.log.length}`;
  const { sending, refusal, run } = useRoomSend(send, moment, tRoom("sendFailed"));
  const [picked, setPicked] = useState<{ at: string; value: number } | null>(null);
  const choice = picked?.at === moment ? picked.value : null;

  const over = view.phase === "over";
  const myTurn = view.onTurn?.id === me;
  const player = view.onTurn?.name ?? "";
  const lastLift = view.lastLift;
  const everyone = [...view.players.filter((each) => !each.left), ...view.waiting];

  const banner = over
    ? view.winner
      ? t("meyer.winner", { name: view.winner.name })
      : t("meyer.over")
    : view.phase === "roll"
      ? myTurn
        ? t("meyer.room.youRoll")
        : t("meyer.room.theyRoll", { player })
      : view.phase === "call"
        ? myTurn
          ? t("meyer.room.youCall")
          : t("meyer.room.theyCall", { player })
        : myTurn
          ? t("meyer.room.youAnswer")
          : t("meyer.room.theyAnswer", { player });

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      <p className="font-bold text-muted">{t("meyer.room.round", { round: view.round })}</p>
      <RoomTurnBanner mine={myTurn} seat={over ? null : view.onTurn}>
        {banner}
      </RoomTurnBanner>

      <LivesList players={view.players} onTurn={view.onTurn?.id ?? null} />

      <div
        aria-live="polite"
        className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
      >
        {lastLift ? (
          <div
            data-testid="meyer-lift"
            className="flex flex-col gap-3 rounded-2xl bg-night-900 p-3"
          >
            <DicePair dice={lastLift.dice} testId="meyer-lift-dice" />
            <p className="font-bold">
              {liftSentence(
                lastLift,
                drinkSentence(
                  view.players
                    .filter((each) => each.id === lastLift.loserId)
                    .map(({ name, unit }) => ({ name, unit })),
                  lastLift.livesLost,
                ),
              )}
            </p>
            {lastLift.loserId === me ? (
              <p data-testid="meyer-you-drink" className="text-xl font-black text-dojo-pink">
                {t(`meyer.room.youTake.${view.myUnit}`, { count: lastLift.livesLost })}
              </p>
            ) : null}
          </div>
        ) : null}

        {view.cheers ? (
          <div data-testid="meyer-cheers" className="flex flex-col gap-3">
            <DicePair dice={view.cheers} testId="meyer-cheers-dice" />
            <p className="text-xl font-black text-dojo-gold">
              {t("meyer.cheers", { player, drinks: drinkSentence(everyone, 1) })}
            </p>
            <p className="font-bold">{t(`meyer.room.youTake.${view.myUnit}`, { count: 1 })}</p>
          </div>
        ) : null}

        {over ? (
          <div className="flex flex-col items-center gap-3 text-center">
            <Trophy aria-hidden="true" className="size-12 text-dojo-gold" />
            <Button
              size="lg"
              variant="gold"
              className="w-full"
              disabled={sending}
              onClick={() => run({ type: "rematch" })}
            >
              {t("meyer.rematch")}
            </Button>
          </div>
        ) : null}

        {view.phase === "roll" && myTurn ? (
          <>
            <p className="text-lg font-bold">
              {view.lastCall === null
                ? t("meyer.room.rollHint")
                : t("meyer.room.beatHint", { value: valueName(view.lastCall) })}
            </p>
            <Button
              size="lg"
              className="min-h-16 text-2xl"
              disabled={sending}
              onClick={() => run({ type: "roll" })}
            >
              <Dices aria-hidden="true" />
              {t("meyer.roll")}
            </Button>
          </>
        ) : null}

        {view.phase === "roll" && !myTurn && view.lastCall !== null ? (
          <p className="text-lg">
            {t("meyer.room.theyBeat", { player, value: valueName(view.lastCall) })}
          </p>
        ) : null}

        {view.phase === "call" && myTurn && view.myDice ? (
          <>
            <p className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
              {t("meyer.room.onlyYou")}
            </p>
            <DicePair dice={view.myDice} testId="meyer-my-dice" />
            <p data-testid="meyer-my-roll" className="text-center text-xl font-black">
              {t("meyer.peeked", { value: valueName(valueOf(view.myDice)) })}
            </p>
            <CallPicker
              lastCall={view.lastCall}
              choice={choice}
              onPick={(value) => setPicked({ at: moment, value })}
            />
            <Button
              size="lg"
              variant="gold"
              disabled={choice === null || sending}
              onClick={() => {
                if (choice !== null) run({ type: "call", value: choice });
              }}
            >
              {choice === null
                ? t("meyer.pickCall")
                : t("meyer.room.callIt", { value: valueName(choice) })}
            </Button>
          </>
        ) : null}

        {view.phase === "respond" && view.lastCall !== null ? (
          <>
            <p data-testid="meyer-call" className="font-display text-3xl font-black">
              {t("meyer.called", {
                caller: view.caller?.name ?? "",
                value: valueName(view.lastCall),
              })}
            </p>
            {view.myDice ? (
              <div className="flex flex-col gap-2">
                <p className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
                  {t("meyer.room.underYourCup")}
                </p>
                <DicePair dice={view.myDice} testId="meyer-my-dice" />
                <p data-testid="meyer-my-roll" className="text-center font-bold">
                  {t("meyer.peeked", { value: valueName(valueOf(view.myDice)) })}
                </p>
              </div>
            ) : null}
            {myTurn ? (
              <>
                <p>{t("meyer.room.answerHint")}</p>
                <div className="grid grid-cols-2 gap-2">
                  <Button
                    size="lg"
                    variant="secondary"
                    disabled={view.lastCall === meyer || sending}
                    onClick={() => run({ type: "believe" })}
                  >
                    {t("meyer.believe")}
                  </Button>
                  <Button
                    size="lg"
                    variant="danger"
                    disabled={sending}
                    onClick={() => run({ type: "lift" })}
                  >
                    {t("meyer.lift")}
                  </Button>
                </div>
                {view.lastCall === meyer ? (
                  <p className="text-sm text-muted">{t("meyer.mustLift")}</p>
                ) : null}
              </>
            ) : null}
          </>
        ) : null}

        {!over && !view.inGame ? (
          <p className="text-muted">
            {view.waiting.some((each) => each.id === me)
              ? t("meyer.room.youWait")
              : t("meyer.room.youAreOut")}
          </p>
        ) : null}

        <p role="alert" className="min-h-6 text-center font-bold text-danger">
          {refusal}
        </p>
      </div>

      {view.waiting.length > 0 ? (
        <p className="text-muted">
          {t("meyer.waiting", {
            names: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
              view.waiting.map(({ name }) => name),
            ),
            count: view.waiting.length,
          })}
        </p>
      ) : null}

      <Switch
        label={t("meyer.cheersRule")}
        hint={`${t("meyer.cheersRuleHint")} ${
          isHost ? t("meyer.cheersRuleBetweenRounds") : t("meyer.room.hostSetsRule")
        }`}
        checked={view.settings.cheers32}
        disabled={!isHost || !view.houseRuleOpen || sending}
        onCheckedChange={(checked) => run({ type: "houseRule", cheers32: checked })}
      />

      <CallLog log={view.log} />
    </div>
  );
}
