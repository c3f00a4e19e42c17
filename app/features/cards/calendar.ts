import type { Card } from "#app/features/cards/card-decks.ts";
import { christmasDoors, christmasRewardId, copenhagenDate } from "#app/domain/reward-catalogue.ts";

export interface CalendarDoor {
  door: number;
  /** The day has come in Copenhagen: the door shows its dare. */
  open: boolean;
  /** Its reward can be claimed now (only on its own day, docs/decisions/008). */
  today: boolean;
  rewardId: string;
}

export interface CalendarState {
  /** The December the calendar is for: this year's, or the coming one. */
  year: number;
  doors: CalendarDoor[];
}

/**
 * The calendar at `now` (docs/product-rules.md#christmas-calendar): door N opens on December N in
 * Copenhagen and stays open for the rest of December; outside December every door is shut until the
 * next one.
 */
export function calendarAt(now: Date): CalendarState {
  const { year, month, day } = copenhagenDate(now);
  const inDecember = month === 12;
  return {
    year,
    doors: Array.from({ length: christmasDoors }, (_, index) => {
      const door = index + 1;
      return {
        door,
        open: inDecember && door <= day,
        today: inDecember && door === day,
        rewardId: christmasRewardId(year, door),
      };
    }),
  };
}

/** The dare behind door `door` of a calendar deck, or null if the deck has none for it. */
export function doorDare(cards: readonly Card[], door: number): Card | null {
  return cards.find((card) => card.door === door) ?? null;
}

/** A calendar deck's festive extras: the cards behind no door, free to show any day. */
export function festiveExtras(cards: readonly Card[]): Card[] {
  return cards.filter((card) => card.door === undefined);
}
