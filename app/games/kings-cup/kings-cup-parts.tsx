import { Crown, ScrollText, Wine } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import { kingsInDeck, type Card, type KingsCupView, type PlayedRule } from "./rules.ts";

/**
 * What both King's Cup boards show of a game's view: the phone passed round the table and each
 * phone of a room read the same words from the same rules.
 */

const suitSymbols: Record<Card["suit"], string> = {
  spades: "♠",
  hearts: "♥",
  diamonds: "♦",
  clubs: "♣",
};

// The catalogue's keys for ranks 1 (ace) to 13 (king), and the letters of the face cards.
const rankKeys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13"] as const;
const letterKeys = { 1: "1", 11: "11", 12: "12", 13: "13" } as const;

export function rankKey(rank: number): (typeof rankKeys)[number] {
  return rankKeys[rank - 1] ?? "1";
}

function isLettered(rank: number): rank is keyof typeof letterKeys {
  return rank in letterKeys;
}

/** A card's name in words: "the queen of hearts", »hjerter dame«. */
export function useCardName(): (card: Card) => string {
  const { t } = useTranslation("tableGames");
  return (card) =>
    t("kingsCup.cardName", {
      rank: t(`kingsCup.ranks.${rankKey(card.rank)}`),
      suit: t(`kingsCup.suits.${card.suit}`),
    });
}

/** The turned card, big enough to read across a table; the back of the deck before the first. */
export function CardFace({ card }: { card: Card | null }) {
  const { t } = useTranslation("tableGames");
  const cardName = useCardName();
  if (!card) {
    return (
      <div
        role="img"
        aria-label={t("kingsCup.cardBack")}
        className="mx-auto flex h-44 w-32 items-center justify-center rounded-2xl bg-dojo-pink/30 ring-4 ring-night-600"
      >
        <Crown aria-hidden="true" className="size-12 text-dojo-gold" />
      </div>
    );
  }
  const red = card.suit === "hearts" || card.suit === "diamonds";
  const rank = card.rank;
  const short = isLettered(rank) ? t(`kingsCup.shortRanks.${letterKeys[rank]}`) : String(rank);
  return (
    <div
      role="img"
      aria-label={cardName(card)}
      data-testid="card-face"
      className={`mx-auto flex h-44 w-32 flex-col justify-between rounded-2xl bg-ink p-3 font-display font-black ${red ? "text-danger" : "text-night-950"}`}
    >
      <span aria-hidden="true" className="text-2xl leading-none">
        {short}
        {suitSymbols[card.suit]}
      </span>
      <span aria-hidden="true" className="self-center text-5xl leading-none">
        {suitSymbols[card.suit]}
      </span>
      <span aria-hidden="true" className="rotate-180 text-2xl leading-none">
        {short}
        {suitSymbols[card.suit]}
      </span>
    </div>
  );
}

/** The name a played rule goes by. */
export function useRuleName(): (rule: PlayedRule) => string {
  const { t } = useTranslation("tableGames");
  return (rule) => t(`kingsCup.rules.${rule}.name`);
}

/** "takes 2 sips" / "får 2 strafpoint": the verb differs by unit in Danish. */
function useTakes(): (unit: DrinkUnit, count: number) => string {
  const { t } = useTranslation("tableGames");
  return (unit, count) =>
    unit === "points" ? t("kingsCup.takes_points", { count }) : t("kingsCup.takes_sips", { count });
}

/** Who drew which card, and what it asks of the table, in the unit it is paid in. */
export function TurnedCard({ view }: { view: KingsCupView }) {
  const { t } = useTranslation("tableGames");
  const { t: tr } = useTranslation("roomTurns");
  const cardName = useCardName();
  const ruleName = useRuleName();
  const takes = useTakes();
  const { turned } = view;
  if (!turned) {
    return (
      <p data-testid="card-rule" className="text-center text-muted">
        {t("kingsCup.idle", { player: view.onTurn?.name ?? "" })}
      </p>
    );
  }
  // The drawer pays for their own card and the King's Cup; the table's unit says the rest.
  const unit = turned.rule === "me" || turned.rule === "lastKing" ? view.drawerUnit : view.unit;
  const values = {
    player: turned.by.name,
    amount: tr(`amount.${unit}`, { count: turned.sips }),
    takes: takes(unit, turned.sips),
  };
  const text =
    unit === "points" && (turned.rule === "waterfall" || turned.rule === "kingsCup")
      ? t(`kingsCup.rules.${turned.rule}.textPoints`, values)
      : t(`kingsCup.rules.${turned.rule}.text`, values);
  return (
    <div data-testid="card-rule" aria-live="polite" className="flex flex-col gap-1 text-center">
      <p className="text-muted">
        {t("kingsCup.drew", { player: turned.by.name, card: cardName(turned.card) })}
      </p>
      <p className="font-display text-3xl font-black text-dojo-gold">{ruleName(turned.rule)}</p>
      <p className="text-lg">{text}</p>
      {unit === "sips" && view.someNotDrinking ? (
        <p className="text-sm text-muted">{t("kingsCup.notDrinking")}</p>
      ) : null}
    </div>
  );
}

/** The deck count, the kings out and what is in the King's Cup. */
export function DeckLine({ view }: { view: KingsCupView }) {
  const { t } = useTranslation("tableGames");
  const { t: tr } = useTranslation("roomTurns");
  return (
    <div className="flex flex-col gap-1 text-sm font-bold">
      <p data-testid="deck-count" className="text-ink">
        {t("kingsCup.deckCount", {
          drawn: view.drawn,
          left: view.cardsLeft,
          total: view.deckSize,
        })}
      </p>
      <p data-testid="kings-cup" className="flex items-center gap-2 text-dojo-gold">
        {view.unit === "sips" ? (
          <Wine aria-hidden="true" className="size-4 shrink-0" />
        ) : (
          <Crown aria-hidden="true" className="size-4 shrink-0" />
        )}
        {t("kingsCup.kings", { kings: view.kings, max: kingsInDeck })}
        {" · "}
        {view.cup > 0
          ? t("kingsCup.cup", { amount: tr(`amount.${view.unit}`, { count: view.cup }) })
          : t("kingsCup.cupEmpty")}
      </p>
    </div>
  );
}

/** The powers someone holds, and the rules the table made: they stay until the game ends. */
export function RulesInPlay({ view }: { view: KingsCupView }) {
  const { t } = useTranslation("tableGames");
  const ruleName = useRuleName();
  return (
    <section aria-labelledby="kings-cup-made-rules" className="flex flex-col gap-2">
      {view.holders.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-sm" data-testid="kings-cup-holders">
          {view.holders.map((holder) => (
            <li
              key={holder.rule}
              className="rounded-full bg-dojo-gold/20 px-3 py-1 font-bold text-dojo-gold"
            >
              {t("kingsCup.holder", { rule: ruleName(holder.rule), name: holder.by.name })}
            </li>
          ))}
        </ul>
      ) : null}
      <h2 id="kings-cup-made-rules" className="flex items-center gap-2 font-extrabold">
        <ScrollText aria-hidden="true" className="size-5 shrink-0" />
        {t("kingsCup.madeRules.title")}
      </h2>
      {view.madeRules.length > 0 ? (
        <ol className="flex flex-col gap-2" data-testid="made-rules">
          {view.madeRules.map((rule) => (
            <li
              key={rule.text}
              className="rounded-2xl bg-night-800 px-4 py-2 text-lg ring-1 ring-night-600"
            >
              {t("kingsCup.madeRules.entry", { text: rule.text, name: rule.by.name })}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{t("kingsCup.madeRules.none")}</p>
      )}
    </section>
  );
}

/**
 * A card the table plays out ("the last one down") ends with someone taking its drink: a tap on
 * their name puts it on the tally, once a card.
 */
export function WhoTookIt({
  view,
  busy = false,
  onName,
}: {
  view: KingsCupView;
  busy?: boolean;
  onName: (seatId: string) => void;
}) {
  const { t } = useTranslation("tableGames");
  if (view.taker) {
    return (
      <p data-testid="kings-cup-taker" className="text-center text-sm font-bold text-dojo-cyan">
        {t("kingsCup.tally.counted", { name: view.taker.name })}
      </p>
    );
  }
  if (!view.takerToName) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="kings-cup-who-took">
      <p className="text-center font-bold">{t("kingsCup.tally.whoTook")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {view.players.map((player) => (
          <Button
            key={player.id}
            variant="secondary"
            disabled={busy}
            onClick={() => onName(player.id)}
          >
            {player.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
