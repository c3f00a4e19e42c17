import { Check, Pointer, Undo2 } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { PromptDeckBoard } from "#app/games/_ui/prompt-deck-board.tsx";
import { useDeckGame, type DeckGame } from "#app/games/_ui/use-deck-game.ts";
import type { PlayableDeckPack } from "#app/games/_ui/use-prompt-deck.ts";
import { tableGameKind } from "#app/games/_ui/use-table-game.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { DeckState } from "#app/games/_engine/deck.ts";
import { seatedTotals, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import {
  fingersCounted,
  parsePlayerVoteState,
  tallyOf,
  type PlayerVoteState,
} from "#app/games/_engine/room-player-vote.ts";
import { mostLikelyTo, type MostLikelyToMove } from "./rules.ts";

// The card on the table, its finger tally, the game's totals and the vetoes.
const savedMostLikelyTo = tableGameKind("most-likely-to", 2, parsePlayerVoteState);

type Game = DeckGame<PlayerVoteState, MostLikelyToMove>;

/** The finger tally under the card; a new card (Next or a veto) starts it afresh. */
function Tally({ game, state }: { game: Game; state: PlayerVoteState }) {
  const { t, i18n } = useTranslation("deckGames");
  const { table } = game;
  const tally = tallyOf(state);
  const counted = fingersCounted(tally, table);
  const full = counted >= table.players.length;
  const card = state.deck.drawn;
  const send = (move: MostLikelyToMove) => game.send(game.tableSeat, move);
  const amount = (count: number, unit: DrinkUnit) => t(`amount.${unit}`, { count });
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });

  if (table.players.length === 0) {
    return <p className="text-sm text-muted">{t("mlt.needPlayers")}</p>;
  }

  const results = tally.counted ?? [];
  const totals = seatedTotals(state.totals, table);
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
        {table.players.map((player) => {
          const count = tally.taps.filter((id) => id === player.id).length;
          return (
            <li key={player.id}>
              <Button
                variant="secondary"
                className="w-full"
                disabled={full}
                onClick={() => send({ type: "point", card, at: player.id })}
              >
                <span className="min-w-0 truncate">{player.name}</span>
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
        {full
          ? t("mlt.allCounted")
          : t("mlt.counted", { count: counted, total: table.players.length })}
      </p>
      <div className="mt-3 flex gap-2">
        <Button
          variant="secondary"
          disabled={tally.taps.length === 0}
          onClick={() => send({ type: "undoPoint", card })}
        >
          <Undo2 aria-hidden="true" />
          {t("mlt.undo")}
        </Button>
        <Button
          variant="gold"
          className="flex-1"
          disabled={tally.counted !== null}
          onClick={() => send({ type: "tallied", card })}
        >
          <Check aria-hidden="true" />
          {t("mlt.done")}
        </Button>
      </div>
      <div role="status" className="mt-3">
        {tally.counted ? (
          results.length === 0 ? (
            <p className="font-bold text-dojo-gold">{t("mlt.nobody")}</p>
          ) : (
            <>
              <h3 className="font-extrabold text-dojo-gold">
                {allPoints ? t("mlt.resultTitlePoints") : t("mlt.resultTitle")}
              </h3>
              <ul className="mt-1 text-lg font-bold">
                {results.map((entry) => (
                  <li key={entry.id}>
                    {t("takes", { name: entry.name, amount: amount(entry.count, entry.unit) })}
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
              <li key={entry.id}>
                {t("mlt.total", {
                  name: entry.name,
                  amount: list.format([
                    ...(entry.sips > 0 ? [amount(entry.sips, "sips")] : []),
                    ...(entry.points > 0 ? [amount(entry.points, "points")] : []),
                  ]),
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
  // The tally's text, asked for here so the server's HTML brings it: the tally mounts only once
  // the phone's game is read, and a namespace first asked for by a mounting component makes
  // React start that render over (a recoverable error, #467 under #520).
  useTranslation("deckGames");
  const game = useDeckGame(mostLikelyTo, savedMostLikelyTo, {
    game: "most-likely-to",
    packs,
    served: deck,
  });
  return (
    <PromptDeckBoard
      game="most-likely-to"
      packs={packs}
      deck={game}
      tone="violet"
      extra={game.state && game.card ? <Tally game={game} state={game.state} /> : null}
    />
  );
}
