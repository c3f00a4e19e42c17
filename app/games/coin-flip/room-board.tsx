import { Button } from "#app/components/ui/button.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useLanding } from "#app/games/_ui/use-landing.ts";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Coin, flipMs } from "./coin.tsx";
import { CoinTally } from "./coin-tally.tsx";
import type { CoinMove, CoinView } from "./rules.ts";

/**
 * Coin Flip on one phone of a room: the host flips and resets; every phone watches the coin land
 * and keeps the same tally. A coin picks nobody, so no phone is singled out.
 */
export function RoomBoard({ view, send }: RoomBoardProps<CoinView, CoinMove>) {
  const { t } = useTranslation("tools");
  const { t: tTurns } = useTranslation("roomTurns");
  const { sending, refusal, run } = useRoomSend(send, String(view.tosses), tTurns("sendFailed"));
  // A flip that arrives turns the coin here too; the words wait until it lands.
  const { shown, moving, landed, turning } = useLanding(view, view.tosses, true, flipMs);

  const flipper = view.by ?? view.flipper ?? "";
  const sideText = shown.side ? t(`coin.${shown.side}`) : "";
  const status = moving
    ? view.canFlip
      ? t("coin.flipping")
      : t("coin.flippingBy", { name: flipper })
    : shown.side
      ? ""
      : view.canFlip
        ? t("coin.idle")
        : t("coin.waitingFor", { name: view.flipper ?? "" });

  return (
    <div className="flex flex-1 flex-col items-center gap-5" aria-busy={sending}>
      <Coin rotation={view.rotation} turning={turning} />

      <div className="text-center">
        <p data-testid="result" className="min-h-14 font-display text-5xl font-black">
          {moving ? "" : sideText}
        </p>
        <p className="min-h-6 text-muted">{status}</p>
        <p aria-live="polite" className="sr-only">
          {landed && shown.side
            ? t("coin.announce", { side: sideText, heads: shown.heads, tails: shown.tails })
            : ""}
        </p>
      </div>

      <CoinTally
        coin={shown}
        onReset={view.canFlip ? () => run({ type: "reset" }) : undefined}
        disabled={sending}
      />

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      {view.canFlip ? (
        <Button
          size="lg"
          className="min-h-16 w-full text-2xl"
          disabled={sending}
          onClick={() => run({ type: "flip", tosses: view.tosses })}
        >
          {t("coin.flip")}
        </Button>
      ) : null}
    </div>
  );
}
