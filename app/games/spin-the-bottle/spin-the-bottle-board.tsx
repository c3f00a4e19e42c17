import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { useLanding } from "#app/games/_ui/use-landing.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { phoneTable, tableGameKind, useTableGame } from "#app/games/_ui/use-table-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { Invalid } from "#app/games/_engine/invalid.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { BottleCircle, spinMs } from "./bottle-circle.tsx";
import { BottleRound } from "./bottle-round.tsx";
import { newCircle, parseState, rules } from "./rules.ts";

const savedBottle = tableGameKind("spin-the-bottle", 2, parseState);

/**
 * Spin the Bottle on one phone: the phone's players sit round the circle, or nobody and the
 * bottle spins free. The phone plays the one rule set (rules.ts) as the table's host.
 */
export function SpinTheBottleBoard() {
  const { t } = useTranslation("tools");
  const refusalText = useRefusalText();
  const players = useMinigamesStore((state) => state.players);
  const table = useMemo(() => phoneTable(players), [players]);
  const { state, read, start, send } = useTableGame(rules, savedBottle, table);
  // No game on this phone yet, or "New game" cleared it: a new circle of the players as they sit.
  useEffect(() => {
    if (read && state === null) start();
  }, [read, state, start]);
  const idle = useMemo(() => newCircle(table, 0), [table]);
  const circle = state ?? idle;
  // The bottle turns at once; the words show the circle from before the spin until it stops.
  const { shown, moving, landed, turning } = useLanding(circle, circle.spins, read, spinMs);
  const [refusal, setRefusal] = useState<Invalid | null>(null);

  function onSpin() {
    setRefusal(send(table.hostId, { type: "spin", spins: circle.spins }));
  }

  const last = moving ? null : shown.last;
  const resultText =
    last === null
      ? ""
      : last.kind === "free"
        ? t("bottle.free")
        : t("bottle.pointsAt", { name: last.name });

  return (
    <GameScreen slug="spin-the-bottle">
      <div className="flex flex-1 flex-col gap-4">
        <BottleCircle
          seats={circle.seats}
          angle={circle.angle}
          chosenSeat={last?.kind === "player" ? last.seat : null}
          picked={shown.picked}
          turning={turning}
        />

        <div className="text-center">
          <p data-testid="result" className="min-h-9 font-display text-2xl font-black text-balance">
            {resultText}
          </p>
          <p className="min-h-6 text-muted">
            {moving
              ? t("bottle.spinning")
              : last
                ? ""
                : circle.seats.length === 0
                  ? t("bottle.idleFree")
                  : t("bottle.idle")}
          </p>
          <p aria-live="polite" className="sr-only">
            {landed ? resultText : ""}
          </p>
        </div>

        {circle.seats.length === 0 ? (
          <p className="rounded-3xl bg-night-800 p-4 text-sm text-muted ring-1 ring-night-600">
            {t("bottle.freeHint")}
          </p>
        ) : (
          <BottleRound circle={{ ...shown, seats: circle.seats }} />
        )}

        {refusal ? (
          <p role="alert" className="text-center font-bold text-danger">
            {refusalText(refusal)}
          </p>
        ) : null}
        <Button size="lg" className="mt-auto min-h-16 w-full text-2xl" onClick={onSpin}>
          {t("bottle.spin")}
        </Button>
      </div>
    </GameScreen>
  );
}
