import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { useLanding } from "#app/games/_ui/use-landing.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { phoneTable, tableGameKind, useTableGame } from "#app/games/_ui/use-table-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { Invalid } from "#app/games/_engine/invalid.ts";
import { DiceCount } from "./dice-count.tsx";
import { DiceHistory, DiceResult, DiceTray, rollMs, useRollSentence } from "./dice-tray.tsx";
import { defaultDice, newCup, parseState, rules, type DiceMove } from "./rules.ts";

const savedDice = tableGameKind("dice-roll", 2, parseState);
/** Dice need nobody set up: the phone rolls for the table as it is. */
const table = phoneTable([]);
const idle = newCup(table, 0);

/** Dice Roll on one phone, which plays the one rule set (rules.ts) as the table's host. */
export function DiceRollBoard() {
  const { t } = useTranslation("tools");
  const refusalText = useRefusalText();
  const sentence = useRollSentence();
  const { state, read, start, send } = useTableGame(rules, savedDice, table);
  const [refusal, setRefusal] = useState<Invalid | null>(null);
  const play = (move: DiceMove) => setRefusal(send(table.hostId, move));

  // How many dice the table chose: "New game" clears the rolls, not the choice.
  const chosen = useRef(defaultDice);
  useEffect(() => {
    if (state !== null) chosen.current = state.count;
  }, [state]);
  // No cup on this phone yet, or "New game" cleared it: a new one, saved at once with the
  // number of dice on screen, so the choice outlives a reload before the first roll.
  useEffect(() => {
    if (!read || state !== null) return;
    start();
    if (chosen.current !== defaultDice)
      send(table.hostId, { type: "count", count: chosen.current });
  }, [read, state, start, send]);

  const dice = state ?? idle;
  // The dice turn at once; the faces and words show the cup from before the roll until they land.
  const { shown, moving, landed, turning } = useLanding(dice, dice.rolls, read, rollMs);
  const result = moving ? null : shown.last;
  // Faces belong to the dice on screen only when the last roll used as many dice.
  const faces = result && result.faces.length === dice.count ? result.faces : null;

  return (
    <GameScreen slug="dice-roll">
      <div className="flex flex-1 flex-col gap-5">
        <DiceCount count={dice.count} onCount={(count) => play({ type: "count", count })} />

        <DiceTray
          count={dice.count}
          rolls={dice.rolls}
          faces={faces}
          moving={moving}
          turning={turning}
        />

        <DiceResult
          result={result}
          words={result ? sentence(result) : ""}
          status={moving ? t("dice.rolling") : result ? "" : t("dice.idle")}
          landed={landed}
        />

        <DiceHistory history={shown.history} rolls={shown.rolls} />

        {refusal ? (
          <p role="alert" className="text-center font-bold text-danger">
            {refusalText(refusal)}
          </p>
        ) : null}
        <Button
          size="lg"
          className="mt-auto min-h-16 w-full text-2xl"
          onClick={() => play({ type: "roll", rolls: dice.rolls })}
        >
          {t("dice.roll")}
        </Button>
      </div>
    </GameScreen>
  );
}
