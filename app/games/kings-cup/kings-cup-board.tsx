import { Layers, RotateCcw } from "lucide-react";
import { useEffect, useMemo, useState, type ComponentProps } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { DrinkTally } from "#app/games/_ui/drink-tally.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { HouseRulesButton, HouseRulesDialog } from "#app/games/_ui/house-rules-dialog.tsx";
import { NeedPlayers, PlayersDialog } from "#app/games/_ui/players-dialog.tsx";
import { phoneTable, tableGameKind, useTableGame } from "#app/games/_ui/use-table-game.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { serverRenderedLazy } from "#app/components/server-rendered-lazy.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { Invalid } from "#app/games/_engine/invalid.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { HouseRulesForm } from "./house-rules-form.tsx";
import { CardFace, DeckLine, RulesInPlay, TurnedCard, WhoTookIt } from "./kings-cup-parts.tsx";
import type { MakeRuleForm as MakeRuleFormType } from "./make-rule-form.tsx";
import { maxKingsCupPlayers, minKingsCupPlayers, parseKingsCupState, rules } from "./rules.ts";

// The make-a-rule form checks its text with Conform, whose code the game's first paint has no
// use for: it is fetched once the page is idle, ready before a card asks for a rule.
const MakeRuleForm = serverRenderedLazy<ComponentProps<typeof MakeRuleFormType>>(
  () => import("./make-rule-form.tsx").then((module) => ({ default: module.MakeRuleForm })),
  { preload: true },
);

// The game on this device: the shuffled deck, the card turned, the house rules and the rules
// the table made (app/games/_ui/use-table-game.ts), so a reload turns the same next card.
const savedKingsCup = tableGameKind("kings-cup", 1, parseKingsCupState);

/** King's Cup on the phone passed round the table: the player on turn draws here. */
export function KingsCupBoard() {
  const { t } = useTranslation("tableGames");
  const refusalText = useRefusalText();
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const roster = useMinigamesStore((state) => state.players);
  const [dialog, setDialog] = useState<"rules" | "players" | null>(null);
  const [refusal, setRefusal] = useState<Invalid | null>(null);
  const table = useMemo(() => phoneTable(roster, { alcoholFree }), [roster, alcoholFree]);
  const { state: game, read, start, send } = useTableGame(rules, savedKingsCup, table);
  const seated = roster.length >= minKingsCupPlayers && roster.length <= maxKingsCupPlayers;

  // A table that can play gets a game as soon as the device's save is read (or "New game"
  // cleared it), so the first tap draws.
  useEffect(() => {
    if (read && game === null && seated) start();
  }, [read, game, seated, start]);

  const playersDialog = (
    <PlayersDialog
      open={dialog === "players"}
      onOpenChange={(open) => setDialog(open ? "players" : null)}
      max={maxKingsCupPlayers}
    />
  );

  if (!game || !seated) {
    return (
      <GameScreen slug="kings-cup" maxPlayers={maxKingsCupPlayers}>
        <NeedPlayers
          count={roster.length}
          max={maxKingsCupPlayers}
          needText={t("kingsCup.needPlayers", { min: minKingsCupPlayers })}
          onAdd={() => setDialog("players")}
        />
        {playersDialog}
      </GameScreen>
    );
  }

  // One phone is passed round: the view is the host's, who sets the house rules, and each
  // move is made by the seat it belongs to.
  const view = rules.view(game, table.hostId, table);
  const act = (result: Invalid | null) => setRefusal(result);

  return (
    <GameScreen slug="kings-cup" maxPlayers={maxKingsCupPlayers}>
      <div className="-mt-2 flex items-start justify-between gap-2">
        <DeckLine view={view} />
        <HouseRulesButton
          label={t("kingsCup.houseRules.open")}
          onClick={() => setDialog("rules")}
        />
      </div>

      <div className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600">
        <CardFace card={view.turned?.card ?? null} />
        <TurnedCard view={view} />
        <WhoTookIt
          view={view}
          onName={(player) =>
            act(send(table.hostId, { type: "tookIt", drawn: view.drawn, player }))
          }
        />
        {view.ruleMaker ? (
          <MakeRuleForm
            key={view.drawn}
            maker={view.ruleMaker.name}
            made={view.madeRules}
            refusal={refusal ? refusalText(refusal) : null}
            onMake={(text) => act(send(view.ruleMaker?.id ?? "", { type: "makeRule", text }))}
            onSkip={() => act(send(view.ruleMaker?.id ?? "", { type: "skipRule" }))}
          />
        ) : view.over ? (
          <>
            <p className="text-center font-display text-2xl font-black" data-testid="game-over">
              {t("kingsCup.over")}
            </p>
            <Button
              size="lg"
              className="min-h-16 text-2xl"
              onClick={() => act(send(table.hostId, { type: "rematch" }))}
            >
              <RotateCcw aria-hidden="true" />
              {t("kingsCup.playAgain")}
            </Button>
          </>
        ) : (
          <>
            <p className="text-center font-display text-xl font-black" data-testid="drawer">
              {t("kingsCup.turn", { player: view.onTurn?.name ?? "" })}
            </p>
            <Button
              size="lg"
              className="min-h-16 text-2xl"
              onClick={() => act(send(game.turn, { type: "draw", drawn: game.drawn }))}
            >
              <Layers aria-hidden="true" />
              {t("kingsCup.draw")}
            </Button>
          </>
        )}
        {refusal && !view.ruleMaker ? (
          <p role="alert" className="text-center font-bold text-danger">
            {refusalText(refusal)}
          </p>
        ) : null}
      </div>

      <DrinkTally
        title={t("kingsCup.tally.title")}
        note={t("kingsCup.tally.note")}
        players={view.players}
      />

      <RulesInPlay view={view} />

      <HouseRulesDialog
        open={dialog === "rules"}
        onOpenChange={(open) => setDialog(open ? "rules" : null)}
        title={t("kingsCup.houseRules.title")}
        description={t("kingsCup.houseRules.description")}
      >
        <HouseRulesForm
          rules={view.rules}
          onSave={(houseRules) =>
            act(send(table.hostId, { type: "houseRules", rules: houseRules }))
          }
        />
      </HouseRulesDialog>
      {playersDialog}
    </GameScreen>
  );
}
