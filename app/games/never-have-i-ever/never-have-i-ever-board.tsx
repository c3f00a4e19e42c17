import { Hand } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { PromptDeckBoard } from "#app/games/_ui/prompt-deck-board.tsx";
import { savedGameKind, useSavedGame } from "#app/games/_ui/saved-game.ts";
import type { PlayableDeckPack } from "#app/games/_ui/use-prompt-deck.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import type { DeckState } from "#app/games/_engine/deck.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { dropFinger, parseSavedGame, setup, winner, type FingersState } from "./logic.ts";

const savedNeverHaveIEver = savedGameKind("never-have-i-ever", 1, parseSavedGame);

function Fingers({
  state,
  onChange,
}: {
  state: FingersState | null;
  onChange: (next: FingersState) => void;
}) {
  const { t } = useTranslation("play");
  const players = useMinigamesStore((state) => state.players);
  const names = players.map((player) => player.name);
  const playing =
    state && Object.keys(state.fingers).join() === names.join() ? state : setup(names);
  const champion = winner(playing);

  if (names.length < 2) return <p className="text-sm text-muted">{t("nhie.needPlayers")}</p>;
  return (
    <section
      aria-labelledby="fingers-title"
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id="fingers-title" className="font-extrabold">
        {t("nhie.fingersTitle")}
      </h2>
      <p role="status" className="min-h-6 font-bold text-dojo-gold">
        {champion ? t("nhie.winner", { name: champion }) : null}
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {names.map((name) => {
          const left = playing.fingers[name] ?? 0;
          return (
            <li key={name}>
              <Button
                variant="secondary"
                className="w-full justify-between"
                disabled={left === 0 || champion !== null}
                aria-label={
                  left === 0 ? t("nhie.out", { name }) : t("nhie.dropFinger", { name, count: left })
                }
                onClick={() => {
                  const next = dropFinger(playing, name);
                  if (!isInvalid(next)) onChange(next);
                }}
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
        <Button variant="gold" className="mt-3 w-full" onClick={() => onChange(setup(names))}>
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
  // "New game" gives everyone their fingers back but keeps the table playing with them.
  const playingWithFingers = useRef(false);
  const [saved, save] = useSavedGame(savedNeverHaveIEver, () => ({
    withFingers: playingWithFingers.current,
    fingers: null,
  }));
  useEffect(() => {
    playingWithFingers.current = saved.withFingers;
  }, [saved.withFingers]);
  return (
    <PromptDeckBoard
      game="never-have-i-ever"
      packs={packs}
      initialDeck={deck}
      extra={() => (
        <>
          <Switch
            label={t("nhie.fingersToggle")}
            hint={t("nhie.fingersHint")}
            checked={saved.withFingers}
            onCheckedChange={(withFingers) => save({ ...saved, withFingers })}
          />
          {saved.withFingers ? (
            <Fingers state={saved.fingers} onChange={(fingers) => save({ ...saved, fingers })} />
          ) : null}
        </>
      )}
    />
  );
}
