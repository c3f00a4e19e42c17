import { Dices } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { DrinkTally } from "#app/games/_ui/drink-tally.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { HouseRulesButton, HouseRulesDialog } from "#app/games/_ui/house-rules-dialog.tsx";
import { NeedPlayers, PlayersDialog } from "#app/games/_ui/players-dialog.tsx";
import { phoneTable, tableGameKind, useTableGame } from "#app/games/_ui/use-table-game.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { Invalid } from "#app/games/_engine/invalid.ts";
import { useDrunkDiceRulesStore } from "#app/state/drunk-dice-rules-store.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { HouseRulesForm } from "./house-rules-form.tsx";
import { DicePair, RollReport, ThreeManLine } from "./roll-report.tsx";
import {
  maxDrunkDicePlayers,
  minDrunkDicePlayers,
  parseDrunkDiceState,
  rules,
  sameHouseRules,
} from "./rules.ts";

// The game on this device: the circle, the tally, Three Man, whose turn, the last roll and the
// dice's seed (app/games/_ui/use-table-game.ts). The house rules are the table's and live in
// their own store (drunk-dice-rules-store.ts); the game plays under them from its next roll.
const savedDrunkDice = tableGameKind("drunk-dice", 2, parseDrunkDiceState);

/** Three Man on the phone passed round the table: the player with the dice rolls here. */
export function DrunkDiceBoard() {
  const { t } = useTranslation("tableGames");
  const refusalText = useRefusalText();
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const roster = useMinigamesStore((state) => state.players);
  const houseRules = useDrunkDiceRulesStore((state) => state.rules);
  const setHouseRules = useDrunkDiceRulesStore((state) => state.setRules);
  const [houseRulesRead, setHouseRulesRead] = useState(false);
  const [dialog, setDialog] = useState<"rules" | "players" | null>(null);
  const [refusal, setRefusal] = useState<Invalid | null>(null);
  const table = useMemo(() => phoneTable(roster, { alcoholFree }), [roster, alcoholFree]);
  const { state, read, start, send } = useTableGame(rules, savedDrunkDice, table);
  const seated = roster.length >= minDrunkDicePlayers && roster.length <= maxDrunkDicePlayers;

  useEffect(() => {
    void Promise.resolve(useDrunkDiceRulesStore.persist.rehydrate()).then(() =>
      setHouseRulesRead(true),
    );
  }, []);

  // A table that can play gets a game as soon as the device's save is read (or "New game"
  // cleared it), so the first tap rolls.
  useEffect(() => {
    if (read && state === null && seated) start();
  }, [read, state, seated, start]);

  // The house rules as they are on this phone reach the game from its next roll; title and
  // tally stay.
  const game = state;
  useEffect(() => {
    if (!houseRulesRead || game === null || sameHouseRules(game.rules, houseRules)) return;
    send(table.hostId, { type: "houseRules", rules: houseRules });
  }, [houseRulesRead, game, houseRules, send, table.hostId]);

  const houseRulesDialog = (
    <HouseRulesDialog
      open={dialog === "rules"}
      onOpenChange={(open) => setDialog(open ? "rules" : null)}
      title={t("drunkDice.rules.title")}
      description={t("drunkDice.rules.description")}
    >
      <HouseRulesForm rules={houseRules} onSave={setHouseRules} />
    </HouseRulesDialog>
  );
  const rulesButton = (
    <HouseRulesButton
      label={t("drunkDice.rules.open")}
      className="self-end"
      onClick={() => setDialog("rules")}
    />
  );

  const playersDialog = (
    <PlayersDialog
      open={dialog === "players"}
      onOpenChange={(open) => setDialog(open ? "players" : null)}
      max={maxDrunkDicePlayers}
    />
  );

  if (!game || !seated) {
    return (
      <GameScreen slug="drunk-dice" maxPlayers={maxDrunkDicePlayers}>
        {rulesButton}
        <NeedPlayers
          count={roster.length}
          max={maxDrunkDicePlayers}
          needText={t("drunkDice.needPlayers", { min: minDrunkDicePlayers })}
          onAdd={() => setDialog("players")}
        />
        {playersDialog}
        {houseRulesDialog}
      </GameScreen>
    );
  }

  // One phone is passed round: the view is the table's, and the player with the dice rolls.
  const view = rules.view(game, "", table);

  return (
    <GameScreen slug="drunk-dice" maxPlayers={maxDrunkDicePlayers}>
      <ThreeManLine view={view}>{rulesButton}</ThreeManLine>

      <div className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600">
        <p className="font-display text-2xl font-black" data-testid="roller">
          {t("drunkDice.turn", { player: view.onTurn?.name ?? "" })}
        </p>
        <DicePair view={view} />
        <RollReport view={view} />
        <Button
          size="lg"
          className="min-h-16 text-2xl"
          onClick={() => setRefusal(send(game.turn, { type: "roll", roll: game.rolls }))}
        >
          <Dices aria-hidden="true" />
          {t("drunkDice.roll")}
        </Button>
        {refusal ? (
          <p role="alert" className="text-center font-bold text-danger">
            {refusalText(refusal)}
          </p>
        ) : null}
      </div>

      <DrinkTally title={t("drunkDice.tallyTitle")} players={view.players} />

      {houseRulesDialog}
      {playersDialog}
    </GameScreen>
  );
}
