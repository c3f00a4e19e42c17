import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { announceDelayMs, useLanding } from "#app/games/_ui/use-landing.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { phoneTable, tableGameKind, useTableGame } from "#app/games/_ui/use-table-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { Invalid } from "#app/games/_engine/invalid.ts";
import { Coin, flipMs } from "./coin.tsx";
import { CoinTally } from "./coin-tally.tsx";
import { newCoin, parseState, rules } from "./rules.ts";

const savedCoin = tableGameKind("coin-flip", 2, parseState);
/** A coin needs nobody set up: the phone flips for the table as it is. */
const table = phoneTable([]);
const idle = newCoin(table, 0);

/** Coin Flip on one phone, which plays the one rule set (rules.ts) as the table's host. */
export function CoinFlipBoard() {
  const { t } = useTranslation("tools");
  const refusalText = useRefusalText();
  const { state, read, start, send } = useTableGame(rules, savedCoin, table);
  // No coin on this phone yet, or "New game" cleared it: a new one.
  useEffect(() => {
    if (read && state === null) start();
  }, [read, state, start]);
  const coin = state ?? idle;
  // The coin turns at once; the words show the coin from before the flip until it lands.
  const { shown, moving, landed, turning } = useLanding(coin, coin.tosses, read, flipMs);
  const [refusal, setRefusal] = useState<Invalid | null>(null);
  // "Tally cleared." is emptied, then read out a moment later, so a second reset is read out too.
  const [reset, setReset] = useState({ count: 0, said: false });
  useEffect(() => {
    if (reset.count === 0 || reset.said) return;
    const timer = window.setTimeout(
      () => setReset((now) => ({ ...now, said: true })),
      announceDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [reset]);

  function onFlip() {
    setRefusal(send(table.hostId, { type: "flip", tosses: coin.tosses }));
  }

  function onReset() {
    const refused = send(table.hostId, { type: "reset" });
    setRefusal(refused);
    if (!refused) setReset((now) => ({ count: now.count + 1, said: false }));
  }

  const sideText = shown.side ? t(`coin.${shown.side}`) : "";
  const announcement = shown.side
    ? landed
      ? t("coin.announce", { side: sideText, heads: shown.heads, tails: shown.tails })
      : ""
    : reset.said
      ? t("coin.resetDone")
      : "";

  return (
    <GameScreen slug="coin-flip">
      <div className="flex flex-1 flex-col items-center gap-5">
        <Coin rotation={coin.rotation} turning={turning} />

        <div className="text-center">
          <p data-testid="result" className="min-h-14 font-display text-5xl font-black">
            {moving ? "" : sideText}
          </p>
          <p className="min-h-6 text-muted">
            {moving ? t("coin.flipping") : shown.side ? "" : t("coin.idle")}
          </p>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </div>

        <CoinTally coin={shown} onReset={onReset} />

        {refusal ? (
          <p role="alert" className="text-center font-bold text-danger">
            {refusalText(refusal)}
          </p>
        ) : null}
        <Button size="lg" className="mt-auto min-h-16 w-full text-2xl" onClick={onFlip}>
          {t("coin.flip")}
        </Button>
      </div>
    </GameScreen>
  );
}
