import { useId } from "react";
import { cn } from "#app/components/ui/cn.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  answers,
  busSipCap,
  isRed,
  pyramidRows,
  questionSips,
  questions,
  rowOf,
  rowSips,
  sipCap,
  type Card,
  type Guess,
  type RideTheBusView,
} from "./rules.ts";

/** The pieces both boards show: cards, the hands, the pyramid, the bus and what just happened. */

const suitMarks: Record<Card["suit"], string> = {
  hearts: "♥",
  diamonds: "♦",
  clubs: "♣",
  spades: "♠",
};

const ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14"] as const;
type RankKey = (typeof ranks)[number];
/** Jack, queen, king and ace: a letter on the card rather than a number. */
const faceRanks = ["11", "12", "13", "14"] as const;

/** A rank as the catalogue's keys name it: cards hold 2 to 14 (the ace). */
function rankKey(rank: number): RankKey {
  return ranks.find((each) => each === String(rank)) ?? "2";
}

/** A card's name as a sentence says it: "queen of hearts", »hjerter dame«. */
export function useCardName() {
  const { t } = useTranslation("tableGames");
  return (card: Card) =>
    t("rideTheBus.card", {
      rank: t(`rideTheBus.ranks.${rankKey(card.rank)}`),
      suit: t(`rideTheBus.suits.${card.suit}`),
    });
}

/** One card, face up or (null) face down; big enough to read across a table. */
export function PlayingCard({ card, small = false }: { card: Card | null; small?: boolean }) {
  const { t } = useTranslation("tableGames");
  const cardName = useCardName();
  const size = small ? "h-14 w-10 text-base" : "h-20 w-14 text-xl";
  if (card === null) {
    return (
      <span
        role="img"
        aria-label={t("rideTheBus.faceDown")}
        className={cn(
          size,
          "inline-flex shrink-0 rounded-lg bg-dojo-pink/30 ring-2 ring-dojo-pink/60 ring-inset",
        )}
      />
    );
  }
  const face = faceRanks.find((each) => each === String(card.rank));
  const mark = face ? t(`rideTheBus.rankMarks.${face}`) : String(card.rank);
  return (
    <span
      role="img"
      aria-label={cardName(card)}
      data-card={`${card.rank}-${card.suit}`}
      className={cn(
        size,
        "inline-flex shrink-0 flex-col items-center justify-center rounded-lg bg-ink font-display leading-none font-black",
        isRed(card) ? "text-red-700" : "text-night-950",
      )}
    >
      <span aria-hidden="true">{mark}</span>
      <span aria-hidden="true">{suitMarks[card.suit]}</span>
    </span>
  );
}

/** Who sat down after the deal: they play from the next game. */
export function NextGameLine({ view }: { view: RideTheBusView }) {
  const { t, i18n } = useTranslation("tableGames");
  if (view.waiting.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const names = list.format(view.waiting.map((seat) => seat.name));
  return (
    <p className="text-muted">{t("rideTheBus.waiting", { names, count: view.waiting.length })}</p>
  );
}

/** Every player's face-up cards; the player who acts now ringed in gold. */
export function Hands({ view }: { view: RideTheBusView }) {
  const { t } = useTranslation("tableGames");
  const titleId = useId();
  const acting = view.onTurn?.id ?? null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="font-display text-lg font-black">
        {t("rideTheBus.handsTitle")}
      </h2>
      <ul className="flex flex-col gap-2">
        {view.players.map((player) => (
          <li
            key={player.id}
            data-testid="bus-hand"
            aria-current={player.id === acting ? "true" : undefined}
            className={cn(
              "flex min-h-16 items-center gap-3 rounded-2xl bg-night-800 px-3 py-2 ring-1 ring-night-600",
              player.id === acting && "ring-2 ring-dojo-gold",
              player.left && "text-muted line-through",
            )}
          >
            <span className="w-24 shrink-0 truncate font-bold">{player.name}</span>
            {player.left ? (
              <span className="text-sm">{t("rideTheBus.left")}</span>
            ) : player.hand.length === 0 ? (
              <span className="text-sm text-muted">{t("rideTheBus.noCards")}</span>
            ) : (
              <span className="flex flex-wrap gap-1">
                {player.hand.map((card) => (
                  <PlayingCard key={`${card.rank}-${card.suit}`} card={card} small />
                ))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The pyramid, its top row first as it lies on the table; turned cards face up. */
export function Pyramid({ view }: { view: RideTheBusView }) {
  const { t } = useTranslation("tableGames");
  const rows = pyramidRows.map((size, row) => {
    const start = pyramidRows.slice(0, row).reduce((sum, each) => sum + each, 0);
    return view.pyramid.slice(start, start + size).map((card, offset) => ({
      card,
      index: start + offset,
    }));
  });
  return (
    <div
      role="group"
      aria-label={t("rideTheBus.pyramidTitle")}
      data-testid="bus-pyramid"
      className="flex flex-col items-center gap-2"
    >
      {[...rows].reverse().map((row) => (
        <div key={row[0]?.index ?? 0} className="flex gap-2">
          {row.map(({ card, index }) => (
            <span
              key={index}
              className={cn(
                "rounded-lg",
                index === view.turned && view.phase === "pyramid" && "ring-2 ring-dojo-gold",
              )}
            >
              <PlayingCard card={card} small />
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The bus's line of cards: those passed face up, the rest face down. */
export function BusLine({ view }: { view: RideTheBusView }) {
  const { t } = useTranslation("tableGames");
  return (
    <div
      role="group"
      aria-label={t("rideTheBus.busTitle")}
      data-testid="bus-line"
      className="flex justify-center gap-2"
    >
      {view.bus.map((card, index) => (
        <PlayingCard key={index} card={card} small />
      ))}
    </div>
  );
}

/** A count of sips (or penalty points) in `unit`. */
function useAmount() {
  const { t } = useTranslation("roomTurns");
  return (count: number, unit: RideTheBusView["myUnit"]) => t(`amount.${unit}`, { count });
}

/** What the phase asks, as the heading of the play area. */
export function PhaseLine({ view }: { view: RideTheBusView }) {
  const { t } = useTranslation("tableGames");
  const cardName = useCardName();
  const amount = useAmount();
  const player = view.onTurn?.name ?? "";
  const riderUnit = view.players.find((each) => each.id === view.rider?.id)?.unit ?? "sips";
  if (view.phase === "questions" && view.question) {
    const number = questions.indexOf(view.question) + 1;
    const unit = view.players.find((each) => each.id === view.onTurn?.id)?.unit ?? "sips";
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-bold text-muted">{t("rideTheBus.questionOf", { number })}</p>
        <p data-testid="bus-status" className="font-display text-2xl font-black">
          {t(`rideTheBus.questions.${view.question}`, { player })}
        </p>
        <p className="text-sm text-muted">
          {t("rideTheBus.questionHint", {
            amount: amount(Math.min(questionSips[number - 1] ?? 1, sipCap), unit),
          })}
        </p>
      </div>
    );
  }
  if (view.phase === "pyramid") {
    const row = rowOf(view.turned);
    return (
      <div className="flex flex-col gap-1">
        <p data-testid="bus-status" className="font-display text-2xl font-black">
          {t("rideTheBus.pyramidTitle")}
        </p>
        <p className="text-sm text-muted">
          {t("rideTheBus.pyramidHint", {
            amount: amount(rowSips[row] ?? 1, view.handOutUnit),
            cap: sipCap,
          })}
        </p>
      </div>
    );
  }
  if (view.phase === "bus") {
    const shown = view.bus.filter((card) => card !== null).at(-1);
    const cards = view.players.find((each) => each.id === view.rider?.id)?.hand.length ?? 0;
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-bold text-muted">
          {t("rideTheBus.rider", { player: view.rider?.name ?? "", count: cards })}
        </p>
        <p data-testid="bus-status" className="font-display text-2xl font-black">
          {t("rideTheBus.busTurn", { player, card: shown ? cardName(shown) : "" })}
        </p>
        <p className="text-sm text-muted">
          {t("rideTheBus.riderHint", {
            amount: amount(1, riderUnit),
            cap: amount(busSipCap, riderUnit),
          })}
        </p>
        <p data-testid="bus-cost" className="text-sm font-bold">
          {t("rideTheBus.busCost", {
            amount: amount(view.busSips, riderUnit),
            cap: amount(busSipCap, riderUnit),
          })}
        </p>
      </div>
    );
  }
  const rider = view.rider?.name ?? "";
  return (
    <p data-testid="bus-status" className="font-display text-2xl font-black">
      {view.ending === "arrived"
        ? t("rideTheBus.endings.arrived", { player: rider })
        : view.ending === "brokeDown"
          ? t("rideTheBus.endings.brokeDown", {
              player: rider,
              amount: amount(view.busSips, riderUnit),
            })
          : t("rideTheBus.endings.nobodyRides")}
    </p>
  );
}

/** What the last move did: a guess judged, a pyramid card's matches, a step on the bus. */
export function OutcomeLine({ view }: { view: RideTheBusView }) {
  const { t } = useTranslation("tableGames");
  const cardName = useCardName();
  const amount = useAmount();
  const last = view.last;
  if (!last) return null;
  const unitOf = (name: string) =>
    view.players.find((each) => each.name === name)?.unit ?? view.handOutUnit;
  let text: string;
  let lines: string[] = [];
  if (last.kind === "guess") {
    const words = {
      player: last.player,
      guess: t(`rideTheBus.answers.${last.guess}`).toLowerCase(),
      card: cardName(last.card),
    };
    text = last.right
      ? t("rideTheBus.guessRight", { ...words, amount: amount(last.sips, view.handOutUnit) })
      : t("rideTheBus.guessWrong", { ...words, amount: amount(last.sips, unitOf(last.player)) });
  } else if (last.kind === "flip") {
    const card = cardName(last.card);
    text =
      last.matches.length === 0
        ? t("rideTheBus.flipNone", { card })
        : t("rideTheBus.flipMatch", { card });
    lines = last.matches.map((match) =>
      t("rideTheBus.laysDown", {
        player: match.player,
        count: match.cards,
        amount: amount(match.sips, view.handOutUnit),
      }),
    );
  } else {
    text = last.right
      ? t("rideTheBus.busRight", { card: cardName(last.card) })
      : t("rideTheBus.busWrong", {
          card: cardName(last.card),
          player: last.player,
          amount: amount(last.sips, unitOf(last.player)),
        });
  }
  return (
    <div data-testid="bus-outcome" className="rounded-2xl bg-night-900 p-3 font-bold">
      <p>{text}</p>
      {lines.length > 0 ? (
        <ul className="mt-1 flex flex-col gap-1">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The answers the moment takes, as big buttons: two, or the four suits. */
export function GuessButtons({
  view,
  disabled = false,
  onGuess,
}: {
  view: RideTheBusView;
  disabled?: boolean;
  onGuess: (guess: Guess) => void;
}) {
  const { t } = useTranslation("tableGames");
  const choices: readonly Guess[] =
    view.phase === "bus" ? ["higher", "lower"] : view.question ? answers[view.question] : [];
  return (
    <div className="grid grid-cols-2 gap-2">
      {choices.map((guess) => (
        <Button
          key={guess}
          size="lg"
          variant="secondary"
          className="min-h-16 text-xl"
          disabled={disabled}
          onClick={() => onGuess(guess)}
        >
          {t(`rideTheBus.answers.${guess}`)}
        </Button>
      ))}
    </div>
  );
}
