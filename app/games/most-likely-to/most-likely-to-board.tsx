import { Check, Pointer, Undo2 } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { PromptDeckBoard } from "#app/games/_ui/prompt-deck-board.tsx";
import { savedGameKind, useSavedGame } from "#app/games/_ui/saved-game.ts";
import type { PlayableDeckPack } from "#app/games/_ui/use-prompt-deck.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { Card, DeckState } from "#app/games/_engine/deck.ts";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import {
  counts,
  finish,
  fingersCounted,
  newGame,
  owed,
  parseSavedGame,
  point,
  tallyFor,
  totalOwed,
  undo,
  withTally,
  type MostLikelyToGame,
  type TallyState,
} from "./logic.ts";

// The tally of the card on the table and the fingers of the game so far.
const savedMostLikelyTo = savedGameKind("most-likely-to", 1, parseSavedGame);

/** The finger tally under the card; a new card (Next or a veto) starts it afresh. */
function Tally({
  cardId,
  game,
  onChange,
}: {
  cardId: string;
  game: MostLikelyToGame;
  onChange: (next: MostLikelyToGame) => void;
}) {
  const { t } = useTranslation("deckGames");
  const players = useMinigamesStore((state) => state.players);
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const tally = tallyFor(game.tally, cardId);
  const names = players.map((player) => player.name);
  const counted = fingersCounted(tally, names);
  const byName = counts(tally);
  const full = counted >= names.length;

  if (names.length === 0) return <p className="text-sm text-muted">{t("mlt.needPlayers")}</p>;

  function update(next: TallyState | Invalid) {
    if (!isInvalid(next)) onChange(withTally(game, next));
  }

  const results = tally.done ? owed(tally, players, alcoholFree) : [];
  const totals = totalOwed(game, players, alcoholFree);
  const allPoints = results.length > 0 && results.every((entry) => entry.unit === "points");

  return (
    <section
      aria-labelledby="tally-title"
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id="tally-title" className="font-extrabold">
        {t("mlt.tallyTitle")}
      </h2>
      <p className="text-sm text-muted">{t("mlt.tallyHint")}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {names.map((name) => {
          const count = byName[name] ?? 0;
          return (
            <li key={name}>
              <Button
                variant="secondary"
                className="w-full"
                disabled={full}
                onClick={() => update(point(tally, name, names))}
              >
                <span className="min-w-0 truncate">{name}</span>
                <span
                  className={
                    count > 0
                      ? "shrink-0 rounded-full bg-dojo-violet px-2 text-night-950"
                      : "shrink-0 px-2 text-muted"
                  }
                >
                  <span aria-hidden="true">{count}</span>
                  <span className="sr-only">{t("mlt.fingers", { count })}</span>
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 flex items-center gap-2 text-sm text-muted">
        <Pointer aria-hidden="true" className="size-4" />
        {full ? t("mlt.allCounted") : t("mlt.counted", { count: counted, total: names.length })}
      </p>
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" disabled={counted === 0} onClick={() => update(undo(tally))}>
          <Undo2 aria-hidden="true" />
          {t("mlt.undo")}
        </Button>
        <Button
          variant="gold"
          className="flex-1"
          disabled={tally.done}
          onClick={() => update(finish(tally))}
        >
          <Check aria-hidden="true" />
          {t("mlt.done")}
        </Button>
      </div>
      <div role="status" className="mt-3">
        {tally.done ? (
          results.length === 0 ? (
            <p className="font-bold text-dojo-gold">{t("mlt.nobody")}</p>
          ) : (
            <>
              <h3 className="font-extrabold text-dojo-gold">
                {allPoints ? t("mlt.resultTitlePoints") : t("mlt.resultTitle")}
              </h3>
              <ul className="mt-1 text-lg font-bold">
                {results.map((entry) => (
                  <li key={entry.name}>
                    {t("takes", {
                      name: entry.name,
                      amount: t(`amount.${entry.unit}`, { count: entry.count }),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </div>
      {totals.length > 0 ? (
        <section aria-labelledby="totals-title" className="mt-3">
          <h3 id="totals-title" className="font-extrabold">
            {t("mlt.totalsTitle")}
          </h3>
          <ul className="mt-1">
            {totals.map((entry) => (
              <li key={entry.name}>
                {t("mlt.total", {
                  name: entry.name,
                  amount: t(`amount.${entry.unit}`, { count: entry.count }),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

export function MostLikelyToBoard({
  packs,
  deck,
}: {
  packs: readonly PlayableDeckPack[];
  deck: DeckState;
}) {
  const [game, save] = useSavedGame(savedMostLikelyTo, newGame);
  return (
    <PromptDeckBoard
      game="most-likely-to"
      packs={packs}
      initialDeck={deck}
      tone="violet"
      extra={(card: Card | null) =>
        card ? <Tally cardId={card.id} game={game} onChange={save} /> : null
      }
    />
  );
}
