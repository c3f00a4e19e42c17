import { Dices, Eye, Trophy } from "lucide-react";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { DieFace } from "#app/games/_ui/die-face.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { NeedPlayers, PlayersDialog } from "#app/games/_ui/players-dialog.tsx";
import { useDrinkWords } from "#app/games/_ui/use-drink-words.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { phoneTable, tableGameKind, useTableGame } from "#app/games/_ui/use-table-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import {
  betweenRounds,
  isOver,
  maxMeyerPlayers,
  meyer,
  minMeyerPlayers,
  parseMeyerState,
  rules,
  valueOf,
  type MeyerMove,
} from "./rules.ts";
import { CallLog, CallPicker, LivesList } from "./meyer-parts.tsx";
import { useLiftSentence, useValueName } from "./meyer-words.ts";

// The game on this device, dice and rng included: a reload shows the same dice under the cup.
const savedMeyer = tableGameKind("meyer", 2, parseMeyerState);

/**
 * Meyer on one phone passed round the table like a dice cup: the player on turn rolls, peeks
 * with the screen to themselves, calls and passes the phone on. It plays Meyer's one rule set
 * (./rules.ts) with the phone's players as seats.
 */
export function MeyerBoard() {
  const { t, i18n } = useTranslation("tableGames");
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const drinkWords = useDrinkWords();
  const refusalText = useRefusalText();
  const valueName = useValueName();
  const liftSentence = useLiftSentence();
  const roster = useMinigamesStore((state) => state.players);
  const names = useMemo(() => roster.map((player) => player.name), [roster]);
  const table = phoneTable(roster);
  const host = table.hostId;
  const { state: game, read, start, send } = useTableGame(rules, savedMeyer, table);
  const seated = names.length >= minMeyerPlayers && names.length <= maxMeyerPlayers;
  // The house rule outlives a change of table and a new game, so a fresh game starts with it.
  const [cheers32, setCheers32] = useState<boolean | null>(null);
  if (game && cheers32 === null) setCheers32(game.settings.cheers32);
  // The call picked on the radios, for the log entry it was picked at: any move forgets it.
  const [picked, setPicked] = useState<{ at: number; value: number } | null>(null);
  const [refusal, setRefusal] = useState<{ at: number; text: string } | null>(null);
  const [peeking, setPeeking] = useState(false);
  const [addingPlayers, setAddingPlayers] = useState(false);
  const hintId = useId();

  // A table with enough players always has a game: the first, or the next after "New game".
  useEffect(() => {
    if (read && game === null && seated) start();
  }, [read, game, seated, start]);

  const fresh = game !== null && game.log.length === 0 && betweenRounds(game);
  const ruleToApply = fresh && cheers32 !== null && cheers32 !== game.settings.cheers32;
  useEffect(() => {
    if (ruleToApply && cheers32 !== null) send(host, { type: "houseRule", cheers32 });
  }, [ruleToApply, cheers32, host, send]);

  // Kept open while the table fills up, even once enough players have joined to start.
  const playersDialog = (
    <PlayersDialog open={addingPlayers} onOpenChange={setAddingPlayers} max={maxMeyerPlayers} />
  );

  if (!seated || !game) {
    return (
      <GameScreen slug="meyer" maxPlayers={maxMeyerPlayers}>
        {seated ? null : (
          <NeedPlayers
            count={names.length}
            max={maxMeyerPlayers}
            needText={t("meyer.needPlayers", { min: minMeyerPlayers })}
            onAdd={() => setAddingPlayers(true)}
          />
        )}
        {playersDialog}
      </GameScreen>
    );
  }

  const choice = picked?.at === game.log.length ? picked.value : null;
  const current = game.players[game.turn];
  const currentName = current?.name ?? "";
  const caller = game.caller === null ? "" : (game.players[game.caller]?.name ?? "");
  const dice = game.dice;
  const winner = game.players.find((player) => player.id === game.winner)?.name;
  const waiting = names.filter((name) => !game.players.some((player) => player.id === name));
  const shownRefusal = refusal?.at === game.log.length ? refusal.text : null;

  /** `by` (the player on turn, unless said) makes `made`; a refusal is shown until the next move. */
  function move(made: MeyerMove, by = current?.id ?? host) {
    if (!game) return;
    setPeeking(false);
    const refused = send(by, made);
    setRefusal(refused ? { at: game.log.length, text: refusalText(refused) } : null);
  }

  function peekKey(event: KeyboardEvent<HTMLButtonElement>, down: boolean) {
    if (event.key !== " " && event.key !== "Enter") return;
    event.preventDefault();
    if (down && event.repeat) return;
    setPeeking(down);
  }

  const lastLift = game.lastLift;

  return (
    <GameScreen slug="meyer" maxPlayers={maxMeyerPlayers}>
      <LivesList players={game.players} onTurn={isOver(game) ? null : (current?.id ?? null)} />

      <div
        aria-live="polite"
        className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
      >
        {lastLift && game.phase !== "call" ? (
          <p data-testid="meyer-lift" className="rounded-2xl bg-night-900 p-3 font-bold">
            {liftSentence(lastLift, drinkWords([lastLift.loser], lastLift.livesLost))}
          </p>
        ) : null}

        {isOver(game) ? (
          <div className="flex flex-col items-center gap-3 text-center">
            <Trophy aria-hidden="true" className="size-12 text-dojo-gold" />
            <p data-testid="meyer-winner" className="font-display text-3xl font-black">
              {winner ? t("meyer.winner", { name: winner }) : t("meyer.over")}
            </p>
            <Button
              size="lg"
              variant="gold"
              className="w-full"
              onClick={() => move({ type: "rematch" }, host)}
            >
              {t("meyer.rematch")}
            </Button>
          </div>
        ) : null}

        {game.phase === "roll" ? (
          <>
            {game.cheered ? (
              <p data-testid="meyer-cheers" className="text-xl font-black text-dojo-gold">
                {t("meyer.cheers", { player: currentName, drinks: drinkWords(names, 1) })}
              </p>
            ) : null}
            <p className="text-xl font-bold">
              {game.lastCall === null
                ? t("meyer.startRound", { player: currentName, round: game.round })
                : t("meyer.beat", { player: currentName, value: valueName(game.lastCall) })}
            </p>
            <Button size="lg" className="min-h-16 text-2xl" onClick={() => move({ type: "roll" })}>
              <Dices aria-hidden="true" />
              {t("meyer.roll")}
            </Button>
          </>
        ) : null}

        {game.phase === "call" ? (
          <>
            <p className="text-lg font-bold">{t("meyer.yourDice", { player: currentName })}</p>
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
            <CallPicker
              lastCall={game.lastCall}
              choice={choice}
              onPick={(value) => setPicked({ at: game.log.length, value })}
            />
            <Button
              size="lg"
              variant="gold"
              disabled={choice === null}
              onClick={() => {
                if (choice !== null) move({ type: "call", value: choice });
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
            <p className="text-lg text-muted">{t("meyer.passTo", { player: currentName })}</p>
            <p data-testid="meyer-call" className="font-display text-3xl font-black">
              {t("meyer.called", { caller, value: valueName(game.lastCall) })}
            </p>
            <p>{t("meyer.respondHint", { player: currentName })}</p>
            <div className="grid grid-cols-2 gap-2">
              <Button
                size="lg"
                variant="secondary"
                disabled={game.lastCall === meyer}
                onClick={() => move({ type: "believe" })}
              >
                {t("meyer.believe")}
              </Button>
              <Button size="lg" variant="danger" onClick={() => move({ type: "lift" })}>
                {t("meyer.lift")}
              </Button>
            </div>
            {game.lastCall === meyer ? (
              <p className="text-sm text-muted">{t("meyer.mustLift")}</p>
            ) : null}
          </>
        ) : null}

        <p role="alert" className="empty:hidden font-bold text-danger">
          {shownRefusal}
        </p>
      </div>

      {waiting.length > 0 ? (
        <p className="text-muted">
          {t("meyer.waiting", { names: list.format(waiting), count: waiting.length })}
        </p>
      ) : null}

      <Switch
        label={t("meyer.cheersRule")}
        hint={
          betweenRounds(game)
            ? t("meyer.cheersRuleHint")
            : `${t("meyer.cheersRuleHint")} ${t("meyer.cheersRuleBetweenRounds")}`
        }
        checked={game.settings.cheers32}
        disabled={!betweenRounds(game)}
        onCheckedChange={(checked) => {
          setCheers32(checked);
          move({ type: "houseRule", cheers32: checked }, host);
        }}
      />

      <CallLog log={game.log} />
      {playersDialog}
    </GameScreen>
  );
}
