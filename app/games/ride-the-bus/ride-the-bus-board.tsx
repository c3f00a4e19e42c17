import { Layers, RotateCcw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { NeedPlayers, PlayersDialog } from "#app/games/_ui/players-dialog.tsx";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { phoneTable, tableGameKind, useTableGame } from "#app/games/_ui/use-table-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import {
  BusLine,
  GuessButtons,
  Hands,
  NextGameLine,
  OutcomeLine,
  PhaseLine,
  Pyramid,
} from "./bus-parts.tsx";
import {
  maxRideTheBusPlayers,
  minRideTheBusPlayers,
  parseRideTheBusState,
  rules,
  type RideTheBusMove,
} from "./rules.ts";

// The game on this device, the deck's order included: a reload turns the same next card.
const savedRideTheBus = tableGameKind("ride-the-bus", 1, parseRideTheBusState);

/**
 * Ride the Bus on one phone passed round the table: the player on turn answers, anyone turns
 * the pyramid's next card, and the rider guesses their way along the bus. It plays the game's
 * one rule set (./rules.ts) with the phone's players as seats.
 */
export function RideTheBusBoard() {
  const { t } = useTranslation("tableGames");
  const refusalText = useRefusalText();
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const roster = useMinigamesStore((state) => state.players);
  const table = useMemo(() => phoneTable(roster, { alcoholFree }), [roster, alcoholFree]);
  const { state: game, read, start, send } = useTableGame(rules, savedRideTheBus, table);
  const seated = roster.length >= minRideTheBusPlayers && roster.length <= maxRideTheBusPlayers;
  const [addingPlayers, setAddingPlayers] = useState(false);
  // A refusal belongs to the move it was about: the next move clears it.
  const [refusal, setRefusal] = useState<{ at: number; text: string } | null>(null);

  // A table that can play always has a game: the first, or the next after "New game".
  useEffect(() => {
    if (read && game === null && seated) start();
  }, [read, game, seated, start]);

  const playersDialog = (
    <PlayersDialog
      open={addingPlayers}
      onOpenChange={setAddingPlayers}
      max={maxRideTheBusPlayers}
    />
  );

  if (!seated || !game) {
    return (
      <GameScreen slug="ride-the-bus" maxPlayers={maxRideTheBusPlayers}>
        {seated ? null : (
          <NeedPlayers
            count={roster.length}
            max={maxRideTheBusPlayers}
            needText={t("rideTheBus.needPlayers", {
              min: minRideTheBusPlayers,
              max: maxRideTheBusPlayers,
            })}
            onAdd={() => setAddingPlayers(true)}
          />
        )}
        {playersDialog}
      </GameScreen>
    );
  }

  // One phone is passed round: the view is the table's, seen from whoever acts now.
  const view = rules.view(game, "", table);
  const actor = view.onTurn?.id ?? table.hostId;
  const shownRefusal = refusal?.at === game.moves ? refusal.text : null;

  function move(made: RideTheBusMove, by = actor) {
    if (!game) return;
    const refused = send(by, made);
    setRefusal(refused ? { at: game.moves, text: refusalText(refused) } : null);
  }

  return (
    <GameScreen slug="ride-the-bus" maxPlayers={maxRideTheBusPlayers}>
      <div
        aria-live="polite"
        className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
      >
        <PhaseLine view={view} />
        <OutcomeLine view={view} />
        {view.phase === "pyramid" ? <Pyramid view={view} /> : null}
        {view.bus.length > 0 ? <BusLine view={view} /> : null}

        {view.phase === "questions" || view.phase === "bus" ? (
          <GuessButtons view={view} onGuess={(guess) => move({ type: "guess", guess })} />
        ) : null}
        {view.phase === "pyramid" ? (
          <Button
            size="lg"
            className="min-h-16 text-2xl"
            onClick={() => move({ type: "turn", at: view.turned })}
          >
            <Layers aria-hidden="true" />
            {t("rideTheBus.turnCard")}
          </Button>
        ) : null}
        {view.phase === "over" ? (
          <Button
            size="lg"
            variant="gold"
            className="min-h-16 text-xl"
            onClick={() => move({ type: "rematch" }, table.hostId)}
          >
            <RotateCcw aria-hidden="true" />
            {t("rideTheBus.rematch")}
          </Button>
        ) : null}

        <p role="alert" className="font-bold text-danger empty:hidden">
          {shownRefusal}
        </p>
      </div>

      <NextGameLine view={view} />

      <Hands view={view} />
      {playersDialog}
    </GameScreen>
  );
}
