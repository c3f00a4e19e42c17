import { Hand } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { PromptDeckBoard } from "#app/games/_ui/prompt-deck-board.tsx";
import { tableGameKind } from "#app/games/_ui/use-table-game.ts";
import { useDeckGame, type DeckGame } from "#app/games/_ui/use-deck-game.ts";
import type { PlayableDeckPack } from "#app/games/_ui/use-prompt-deck.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import type { DeckState } from "#app/games/_engine/deck.ts";
import {
  fingersLeft,
  fingersWinner,
  neverHaveIEver,
  parseState,
  type NeverHaveIEverMove,
  type NeverHaveIEverState,
} from "./rules.ts";

// The card on the table, the vetoes and the fingers: a reload deals nothing new.
const savedNeverHaveIEver = tableGameKind("never-have-i-ever", 2, parseState);

// "New game" gives everyone their fingers back, but the table goes on playing with them.
const keepFingers = (last: NeverHaveIEverState): NeverHaveIEverMove[] =>
  last.fingers.on ? [{ type: "fingers", on: true }] : [];

type Game = DeckGame<NeverHaveIEverState, NeverHaveIEverMove>;

function Fingers({ game, state }: { game: Game; state: NeverHaveIEverState }) {
  const { t } = useTranslation("play");
  const { table } = game;
  const champion = fingersWinner(state.fingers, table);

  if (table.players.length < 2)
    return <p className="text-sm text-muted">{t("nhie.needPlayers")}</p>;
  return (
    <section
      aria-labelledby="fingers-title"
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id="fingers-title" className="font-extrabold">
        {t("nhie.fingersTitle")}
      </h2>
      <p role="status" className="min-h-6 font-bold text-dojo-gold">
        {champion ? t("nhie.winner", { name: champion.name }) : null}
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {fingersLeft(state.fingers, table).map(({ id, left }) => {
          const name = table.players.find((player) => player.id === id)?.name ?? id;
          return (
            <li key={id}>
              <Button
                variant="secondary"
                className="w-full justify-between"
                disabled={left === 0 || champion !== null}
                aria-label={
                  left === 0 ? t("nhie.out", { name }) : t("nhie.dropFinger", { name, count: left })
                }
                onClick={() => game.send(id, { type: "dropFinger" })}
              >
                <span className="truncate">{name}</span>
                <span aria-hidden="true" className="flex">
                  {Array.from({ length: left }, (_, i) => (
                    <Hand key={i} className="size-4 text-dojo-gold" />
                  ))}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      {champion ? (
        <Button
          variant="gold"
          className="mt-3 w-full"
          onClick={() => game.send(game.tableSeat, { type: "fingersAgain" })}
        >
          {t("nhie.again")}
        </Button>
      ) : null}
    </section>
  );
}

export function NeverHaveIEverBoard({
  packs,
  deck,
}: {
  packs: readonly PlayableDeckPack[];
  deck: DeckState;
}) {
  const { t } = useTranslation("play");
  const game = useDeckGame(neverHaveIEver, savedNeverHaveIEver, {
    game: "never-have-i-ever",
    packs,
    served: deck,
    carry: keepFingers,
  });
  const { state } = game;
  const withFingers = state?.fingers.on ?? false;
  return (
    <PromptDeckBoard
      game="never-have-i-ever"
      packs={packs}
      deck={game}
      extra={
        <>
          <Switch
            label={t("nhie.fingersToggle")}
            hint={t("nhie.fingersHint")}
            checked={withFingers}
            disabled={state === null}
            onCheckedChange={(on) => game.send(game.tableSeat, { type: "fingers", on })}
          />
          {state && withFingers ? <Fingers game={game} state={state} /> : null}
        </>
      }
    />
  );
}
