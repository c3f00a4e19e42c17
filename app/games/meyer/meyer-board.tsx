import { Dices, Eye, Heart, Trophy, UserPlus } from "lucide-react";
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { DieFace } from "#app/games/_ui/die-face.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { PlayerSetup } from "#app/games/_ui/player-setup.tsx";
import { savedGameKind, useSavedState, writeSavedGame } from "#app/games/_ui/saved-game.ts";
import { useDrinkWords } from "#app/games/_ui/use-drink-words.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import {
  believe,
  call,
  isOver,
  legalCalls,
  lift,
  lilleMeyer,
  maxMeyerPlayers,
  meyer,
  minMeyerPlayers,
  parseMeyerState,
  rematch,
  roll,
  setCheers32,
  setup,
  valueOf,
  type LogEntry,
  type MeyerState,
} from "./logic.ts";

// The game on this device: lives, turn, the call to beat, the dice under the cup and the log.
const savedMeyer = savedGameKind("meyer", 1, parseMeyerState);

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

function sameTable(game: MeyerState, names: readonly string[]): boolean {
  return (
    game.players.length === names.length &&
    game.players.every((player, index) => player.name === names[index])
  );
}

export function MeyerBoard() {
  const { t } = useTranslation("tableGames");
  const { t: tp } = useTranslation("play");
  const drinkWords = useDrinkWords();
  const roster = useMinigamesStore((state) => state.players);
  const names = useMemo(() => roster.map((player) => player.name), [roster]);
  const saved = useSavedState(savedMeyer);
  // The house rule outlives a change of table and a new game, so a fresh game starts with it.
  const [cheers32, setCheers32Rule] = useState(false);
  if (saved && saved.settings.cheers32 !== cheers32) setCheers32Rule(saved.settings.cheers32);
  const [rngState, setRngState] = useState<number | null>(null);
  // The call picked on the radios, for the log entry it was picked at: any move forgets it.
  const [picked, setPicked] = useState<{ at: number; value: number } | null>(null);
  const [peeking, setPeeking] = useState(false);
  const [addingPlayers, setAddingPlayers] = useState(false);
  const hintId = useId();
  // The saved game goes on while the same players sit at the table; a changed table (players
  // added or removed in settings) or "New game" gets a fresh game, saved from its first move.
  const fresh = useMemo(() => {
    const game = setup(names, { cheers32 });
    return isInvalid(game) ? null : game;
  }, [names, cheers32]);
  const playing = saved && sameTable(saved, names) ? saved : fresh;

  function move(apply: (game: MeyerState) => MeyerState | Invalid) {
    if (!playing) return;
    const next = apply(playing);
    if (!isInvalid(next)) writeSavedGame(savedMeyer, next);
    setPeeking(false);
  }

  function rollDice() {
    move((game) => {
      const rng = createRng(rngState ?? freshSeed());
      const next = roll(game, rng);
      setRngState(rng.state());
      return next;
    });
  }

  const valueName = (value: number) =>
    value === meyer
      ? t("meyer.values.meyer")
      : value === lilleMeyer
        ? t("meyer.values.lilleMeyer")
        : value % 11 === 0
          ? t("meyer.values.pair", { face: value / 11 })
          : String(value);

  // Kept open while the table fills up, even once enough players have joined to start.
  const playersDialog = (
    <PlayersDialog
      open={addingPlayers}
      onOpenChange={setAddingPlayers}
      max={maxMeyerPlayers}
      title={t("addPlayers")}
      closeLabel={tp("close")}
    />
  );

  if (!playing || names.length < minMeyerPlayers) {
    return (
      <GameScreen slug="meyer" maxPlayers={maxMeyerPlayers}>
        <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600">
          <p className="text-lg">
            {names.length > maxMeyerPlayers
              ? t("tooManyPlayers", { max: maxMeyerPlayers, count: names.length })
              : t("meyer.needPlayers", { min: minMeyerPlayers })}
          </p>
          <Button variant="gold" onClick={() => setAddingPlayers(true)}>
            <UserPlus aria-hidden="true" />
            {t("addPlayers")}
          </Button>
        </div>
        {playersDialog}
      </GameScreen>
    );
  }

  const game = playing;
  const choice = picked?.at === game.log.length ? picked.value : null;
  const current = game.players[game.turn]?.name ?? "";
  const caller = game.caller === null ? "" : (game.players[game.caller]?.name ?? "");
  const options = legalCalls(game.lastCall);
  const dice = game.dice;

  function peekKey(event: KeyboardEvent<HTMLButtonElement>, down: boolean) {
    if (event.key !== " " && event.key !== "Enter") return;
    event.preventDefault();
    if (down && event.repeat) return;
    setPeeking(down);
  }

  function describe(entry: LogEntry): string {
    switch (entry.kind) {
      case "roll":
        return t("meyer.log.roll", { player: entry.player });
      case "call":
        return t("meyer.log.call", { player: entry.player, value: valueName(entry.value) });
      case "believe":
        return t("meyer.log.believe", { player: entry.player });
      case "cheers":
        return t("meyer.log.cheers", { player: entry.player });
      case "lift":
        return t("meyer.log.lift", {
          lifter: entry.lifter,
          actual: entry.actual,
          call: entry.call,
          loser: entry.loser,
          count: entry.lives,
        });
    }
  }

  const lastLift = game.lastLift;
  const calls = game.log.filter((entry) => entry.kind !== "roll").toReversed();

  return (
    <GameScreen slug="meyer" maxPlayers={maxMeyerPlayers}>
      <section aria-labelledby="meyer-lives" className="-mt-1">
        <h2 id="meyer-lives" className="sr-only">
          {t("meyer.livesTitle")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {game.players.map((player, index) => (
            <li
              key={player.name}
              data-testid="meyer-player"
              aria-current={index === game.turn && !isOver(game) ? "true" : undefined}
              className={cn(
                "flex items-center gap-2 rounded-full bg-night-800 px-3 py-1.5 ring-1 ring-night-600",
                index === game.turn && !isOver(game) && "bg-night-700 ring-dojo-gold",
                player.lives === 0 && "bg-night-900 text-muted line-through",
              )}
            >
              <span className="max-w-28 truncate font-bold">{player.name}</span>
              <span
                className={cn(
                  "flex items-center gap-1 text-sm",
                  player.lives === 0 ? "text-muted no-underline" : "text-dojo-pink",
                )}
              >
                <Heart aria-hidden="true" className="size-4 fill-current" />
                <span>
                  {player.lives === 0 ? t("meyer.out") : t("meyer.lives", { count: player.lives })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div
        aria-live="polite"
        className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
      >
        {lastLift && game.phase !== "call" ? (
          <p data-testid="meyer-lift" className="rounded-2xl bg-night-900 p-3 font-bold">
            {t("meyer.lifted", {
              lifter: lastLift.lifter,
              actual: valueName(lastLift.actual),
              caller: lastLift.caller,
              call: valueName(lastLift.call),
            })}{" "}
            {t("meyer.loses", { loser: lastLift.loser, count: lastLift.livesLost })}{" "}
            {drinkWords([lastLift.loser], lastLift.livesLost)}
            {lastLift.eliminated ? ` ${t("meyer.eliminated", { loser: lastLift.loser })}` : ""}
          </p>
        ) : null}

        {isOver(game) ? (
          <div className="flex flex-col items-center gap-3 text-center">
            <Trophy aria-hidden="true" className="size-12 text-dojo-gold" />
            <p data-testid="meyer-winner" className="font-display text-3xl font-black">
              {t("meyer.winner", { name: game.winner })}
            </p>
            <Button size="lg" variant="gold" className="w-full" onClick={() => move(rematch)}>
              {t("meyer.rematch")}
            </Button>
          </div>
        ) : null}

        {game.phase === "roll" ? (
          <>
            {game.cheered ? (
              <p data-testid="meyer-cheers" className="text-xl font-black text-dojo-gold">
                {t("meyer.cheers", { player: current, drinks: drinkWords(names, 1) })}
              </p>
            ) : null}
            <p className="text-xl font-bold">
              {game.lastCall === null
                ? t("meyer.startRound", { player: current, round: game.round })
                : t("meyer.beat", { player: current, value: valueName(game.lastCall) })}
            </p>
            <Button size="lg" className="min-h-16 text-2xl" onClick={rollDice}>
              <Dices aria-hidden="true" />
              {t("meyer.roll")}
            </Button>
          </>
        ) : null}

        {game.phase === "call" ? (
          <>
            <p className="text-lg font-bold">{t("meyer.yourDice", { player: current })}</p>
            <div className="flex flex-col items-center gap-3">
              <div className="flex gap-4" data-testid="meyer-dice">
                {[0, 1].map((index) => (
                  <div key={index} className="size-20">
                    <DieFace face={peeking && dice ? (dice[index] ?? null) : null} />
                  </div>
                ))}
              </div>
              <p data-testid="meyer-peek-result" className="min-h-7 text-lg font-bold">
                {peeking && dice ? t("meyer.peeked", { value: valueName(valueOf(dice)) }) : ""}
              </p>
              <button
                type="button"
                aria-describedby={hintId}
                aria-pressed={peeking}
                onPointerDown={(event) => {
                  event.currentTarget.setPointerCapture(event.pointerId);
                  setPeeking(true);
                }}
                onPointerUp={() => setPeeking(false)}
                onPointerCancel={() => setPeeking(false)}
                onLostPointerCapture={() => setPeeking(false)}
                onKeyDown={(event) => peekKey(event, true)}
                onKeyUp={(event) => peekKey(event, false)}
                onBlur={() => setPeeking(false)}
                onContextMenu={(event) => event.preventDefault()}
                className="flex min-h-14 w-full touch-none items-center justify-center gap-2 rounded-2xl bg-night-700 px-5 text-lg font-bold text-ink ring-1 ring-night-600 select-none active:bg-night-600"
              >
                <Eye aria-hidden="true" />
                {t("meyer.peek")}
              </button>
              <p id={hintId} className="text-center text-sm text-muted">
                {t("meyer.peekHint")}
              </p>
            </div>
            <fieldset>
              <legend className="mb-2 font-extrabold">
                {game.lastCall === null
                  ? t("meyer.announce")
                  : t("meyer.announceOver", { value: valueName(game.lastCall) })}
              </legend>
              <div className="grid grid-cols-4 gap-2">
                {options.map((value) => (
                  <label
                    key={value}
                    className={cn(
                      "relative flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-2xl bg-night-700 px-1 text-center font-black ring-1 ring-night-600 select-none",
                      "has-checked:bg-dojo-pink has-checked:text-night-950 has-checked:ring-dojo-pink",
                      "has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-dojo-gold",
                      value === meyer || value === lilleMeyer ? "col-span-2" : "",
                    )}
                  >
                    <input
                      type="radio"
                      name="meyer-call"
                      value={value}
                      checked={choice === value}
                      onChange={() => setPicked({ at: game.log.length, value })}
                      className="absolute inset-0 cursor-pointer appearance-none rounded-2xl opacity-0"
                    />
                    <span className="text-lg leading-tight">{valueName(value)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Button
              size="lg"
              variant="gold"
              disabled={choice === null}
              onClick={() => {
                if (choice !== null) move((state) => call(state, choice));
              }}
            >
              {choice === null
                ? t("meyer.pickCall")
                : t("meyer.callAndPass", { value: valueName(choice) })}
            </Button>
          </>
        ) : null}

        {game.phase === "respond" && game.lastCall !== null ? (
          <>
            <p className="text-lg text-muted">{t("meyer.passTo", { player: current })}</p>
            <p data-testid="meyer-call" className="font-display text-3xl font-black">
              {t("meyer.called", { caller, value: valueName(game.lastCall) })}
            </p>
            <p>{t("meyer.respondHint", { player: current })}</p>
            <div className="grid grid-cols-2 gap-2">
              <Button
                size="lg"
                variant="secondary"
                disabled={game.lastCall === meyer}
                onClick={() => move(believe)}
              >
                {t("meyer.believe")}
              </Button>
              <Button size="lg" variant="danger" onClick={() => move(lift)}>
                {t("meyer.lift")}
              </Button>
            </div>
            {game.lastCall === meyer ? (
              <p className="text-sm text-muted">{t("meyer.mustLift")}</p>
            ) : null}
          </>
        ) : null}
      </div>

      <Switch
        label={t("meyer.cheersRule")}
        hint={t("meyer.cheersRuleHint")}
        checked={game.settings.cheers32}
        onCheckedChange={(checked) => move((state) => setCheers32(state, checked))}
      />

      <section aria-labelledby="meyer-log-title">
        <h2 id="meyer-log-title" className="font-extrabold">
          {t("meyer.logTitle")}
        </h2>
        {calls.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t("meyer.logEmpty")}</p>
        ) : (
          <ol data-testid="meyer-log" className="mt-2 flex flex-col gap-1 text-sm">
            {calls.map((entry, index) => (
              <li
                key={calls.length - index}
                className="rounded-xl bg-night-900 px-3 py-2 ring-1 ring-night-700"
              >
                <span className="text-muted">{t("meyer.log.round", { round: entry.round })}</span>{" "}
                {describe(entry)}
              </li>
            ))}
          </ol>
        )}
      </section>
      {playersDialog}
    </GameScreen>
  );
}

function PlayersDialog({
  open,
  onOpenChange,
  max,
  title,
  closeLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  max: number;
  title: string;
  closeLabel: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} closeLabel={closeLabel}>
        <div className="mt-4">
          <PlayerSetup max={max} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
