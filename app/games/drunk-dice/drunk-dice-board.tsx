import { Crown, Dices, SlidersHorizontal, UserPlus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { DieFace } from "#app/games/_ui/die-face.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { PlayerSetup } from "#app/games/_ui/player-setup.tsx";
import { savedGameKind, useSavedState, writeSavedGame } from "#app/games/_ui/saved-game.ts";
import { useDrinkWords } from "#app/games/_ui/use-drink-words.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import { useDrunkDiceRulesStore } from "#app/state/drunk-dice-rules-store.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { HouseRulesForm } from "./house-rules-form.tsx";
import {
  changeRules,
  maxDrunkDicePlayers,
  minDrunkDicePlayers,
  parseDrunkDiceState,
  roll,
  setup,
  type DrunkDiceState,
  type RollEvent,
} from "./logic.ts";

// The game on this device: the tally, Three Man, whose turn and the last roll. The house
// rules are the table's and live in their own store (drunk-dice-rules-store.ts).
const savedDrunkDice = savedGameKind("drunk-dice", 1, parseDrunkDiceState);

function sameTable(game: DrunkDiceState, names: readonly string[]): boolean {
  return (
    game.players.length === names.length &&
    game.players.every((player, index) => player === names[index])
  );
}

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

export function DrunkDiceBoard() {
  const { t } = useTranslation("tableGames");
  const { t: tp } = useTranslation("play");
  const drinkWords = useDrinkWords();
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const roster = useMinigamesStore((state) => state.players);
  const rules = useDrunkDiceRulesStore((state) => state.rules);
  const setRules = useDrunkDiceRulesStore((state) => state.setRules);
  const names = useMemo(() => roster.map((player) => player.name), [roster]);
  const saved = useSavedState(savedDrunkDice);
  const [rngState, setRngState] = useState<number | null>(null);
  const [dialog, setDialog] = useState<"rules" | "players" | null>(null);

  useEffect(() => {
    void useDrunkDiceRulesStore.persist.rehydrate();
  }, []);

  // The saved game goes on while the same players sit at the table, under the house rules as
  // they are now (new ones reach it from its next roll, title and tally kept). A changed table
  // or "New game" gets a fresh game, saved from its first roll.
  const game = useMemo(() => {
    if (saved && sameTable(saved, names)) {
      const ruled = changeRules(saved, rules);
      return isInvalid(ruled) ? saved : ruled;
    }
    const fresh = setup(names, rules);
    return isInvalid(fresh) ? null : fresh;
  }, [saved, names, rules]);

  const houseRulesDialog = (
    <Dialog open={dialog === "rules"} onOpenChange={(open) => setDialog(open ? "rules" : null)}>
      <DialogContent
        title={t("drunkDice.rules.title")}
        description={t("drunkDice.rules.description")}
        closeLabel={tp("close")}
      >
        <HouseRulesForm rules={rules} onSave={setRules} />
      </DialogContent>
    </Dialog>
  );
  const rulesButton = (
    <Button
      variant="ghost"
      className="shrink-0 self-end px-3 whitespace-nowrap"
      onClick={() => setDialog("rules")}
    >
      <SlidersHorizontal aria-hidden="true" />
      {t("drunkDice.rules.open")}
    </Button>
  );

  const playersDialog = (
    <Dialog open={dialog === "players"} onOpenChange={(open) => setDialog(open ? "players" : null)}>
      <DialogContent title={t("addPlayers")} closeLabel={tp("close")}>
        <div className="mt-4">
          <PlayerSetup max={maxDrunkDicePlayers} />
        </div>
      </DialogContent>
    </Dialog>
  );

  if (!game) {
    return (
      <GameScreen slug="drunk-dice" maxPlayers={maxDrunkDicePlayers}>
        {rulesButton}
        <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600">
          <p className="text-lg">
            {names.length > maxDrunkDicePlayers
              ? t("tooManyPlayers", { max: maxDrunkDicePlayers, count: names.length })
              : t("drunkDice.needPlayers", { min: minDrunkDicePlayers })}
          </p>
          <Button variant="gold" onClick={() => setDialog("players")}>
            <UserPlus aria-hidden="true" />
            {t("addPlayers")}
          </Button>
        </div>
        {playersDialog}
        {houseRulesDialog}
      </GameScreen>
    );
  }

  const roller = game.players[game.turn] ?? "";
  const threeMan = game.threeMan === null ? null : (game.players[game.threeMan] ?? null);
  const last = game.last;

  function explain(event: RollEvent, total: number): string {
    switch (event.kind) {
      case "newThreeMan":
        return t("drunkDice.events.newThreeMan", { player: event.player });
      case "titlePassed":
        return t("drunkDice.events.titlePassed", { to: event.to });
      case "handOut":
        return alcoholFree
          ? t("drunkDice.events.handOutPoints", { player: event.player, count: event.sips })
          : t("drunkDice.events.handOut", { player: event.player, count: event.sips });
      case "drink":
        return `${t(`drunkDice.events.${event.reason}`, { total })} ${drinkWords(event.players, event.sips)}`;
    }
  }

  return (
    <GameScreen slug="drunk-dice" maxPlayers={maxDrunkDicePlayers}>
      <div className="-mt-2 flex items-center justify-between gap-2">
        <p
          data-testid="three-man"
          className="flex items-center gap-2 text-sm font-bold text-dojo-gold"
          aria-live="polite"
        >
          <Crown aria-hidden="true" className="size-5 shrink-0" />
          {threeMan ? t("drunkDice.threeMan", { name: threeMan }) : t("drunkDice.noThreeMan")}
        </p>
        {rulesButton}
      </div>

      <div className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600">
        <p className="font-display text-2xl font-black" data-testid="roller">
          {t("drunkDice.turn", { player: roller })}
        </p>
        <ul aria-label={t("drunkDice.diceLabel")} className="flex justify-center gap-5">
          {[0, 1].map((index) => {
            const face = last?.dice[index] ?? null;
            return (
              <li key={index} className="size-22">
                <div
                  role="img"
                  aria-label={
                    face === null ? t("drunkDice.dieWaiting") : t("drunkDice.die", { face })
                  }
                  className="size-full transition-transform duration-500 motion-reduce:transition-none"
                  style={{ transform: `rotate(${game.rolls * (index === 0 ? 360 : -360)}deg)` }}
                >
                  <DieFace face={face} />
                </div>
              </li>
            );
          })}
        </ul>
        <div data-testid="roll-result" aria-live="polite" className="flex min-h-16 flex-col gap-1">
          {last ? (
            <>
              <p className="text-lg font-bold">
                {t("drunkDice.rolled", {
                  player: last.roller,
                  a: last.dice[0],
                  b: last.dice[1],
                  total: last.total,
                })}
              </p>
              <ul className="flex flex-col gap-1">
                {last.events.map((event, index) => (
                  <li key={index}>{explain(event, last.total)}</li>
                ))}
              </ul>
              <p className="font-bold text-dojo-cyan">
                {last.rollsAgain
                  ? t("drunkDice.rollsAgain", { player: last.roller })
                  : t("drunkDice.passes", { player: roller })}
              </p>
            </>
          ) : (
            <p className="text-muted">{t("drunkDice.idle", { player: roller })}</p>
          )}
        </div>
        <Button
          size="lg"
          className="min-h-16 text-2xl"
          onClick={() => {
            const rng = createRng(rngState ?? freshSeed());
            writeSavedGame(savedDrunkDice, roll(game, rng));
            setRngState(rng.state());
          }}
        >
          <Dices aria-hidden="true" />
          {t("drunkDice.roll")}
        </Button>
      </div>

      <section aria-labelledby="drunk-dice-tally">
        <h2 id="drunk-dice-tally" className="font-extrabold">
          {t("drunkDice.tallyTitle")}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2 text-sm">
          {game.players.map((name, index) => (
            <li key={name} className="rounded-full bg-night-800 px-3 py-1 ring-1 ring-night-600">
              {alcoholFree || roster.find((player) => player.name === name)?.notDrinking
                ? t("tallyPoints", { name, count: game.tally[index] ?? 0 })
                : t("tallyEntry", { name, count: game.tally[index] ?? 0 })}
            </li>
          ))}
        </ul>
      </section>

      {houseRulesDialog}
      {playersDialog}
    </GameScreen>
  );
}
