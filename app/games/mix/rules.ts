import { z } from "zod/mini";
import * as shape from "#app/utils/stored-shape.ts";
import { deckShape, newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import type { GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import {
  atTable,
  cardWords,
  dealAtTable,
  dealFirst,
  isPackOn,
  namedSeats,
  vetoRefusal,
  withMoveSchema,
  type DeckGameRules,
  type PhoneDeckRules,
} from "#app/games/_engine/prompt-deck.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import { cardNumberSchema } from "#app/games/_engine/room-moves.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";

/**
 * Mix (docs/product-rules.md#mix): one stream of cards from every prompt game's packs, each
 * labelled with the game it came from, read out and played as that game would. In a room every
 * phone shows the card; a card that names players lights up their phones. Anyone deals the next
 * card, and every player has one veto per game.
 */

/**
 * Moves name the card they were made on (the view's `card.number`), so a tap that crosses a new
 * card on the way (two phones pressing Next at once) can't land on one its player never saw.
 */
function mixMoves() {
  const card = cardNumberSchema();
  return z.discriminatedUnion("type", [
    z.object({ type: z.literal("next"), card }),
    z.object({ type: z.literal("veto"), card }),
  ]);
}

export type MixMove = z.infer<ReturnType<typeof mixMoves>>;

export interface MixState {
  deck: DeckState;
  /** Seat ids that spent their one veto of the game. */
  vetoesUsed: string[];
  /** Who vetoed the card before the one on the table. */
  vetoedBy: string | null;
}

export interface MixView {
  /** Null when the packs have nothing to deal. `number` is what moves send back as `card`. */
  card: {
    number: number;
    /** Names in; `{sips:N}` tokens kept, for each phone to read in its own unit. */
    text: string;
    /** The game the card comes from (a catalogue slug). */
    game: string;
  } | null;
  /** The seated players the card names, in the order it names them. */
  named: { id: string; name: string }[];
  /** The card names the viewer. */
  mine: boolean;
  /** How `{sips:N}` reads on this phone: points in an alcohol-free room or when not drinking. */
  unit: DrinkUnit;
  vetoUsed: boolean;
  vetoedBy: string | null;
}

function dealt(state: MixState, deck: DeckState): MixState {
  return { ...state, deck, vetoedBy: null };
}

const setupFrom = (table: GameTable, from: DeckState): MixState | Invalid => {
  const deck = dealFirst(from, table);
  if (!deck) return invalid("noCards");
  return { deck, vetoesUsed: [], vetoedBy: null };
};

function move(
  state: MixState,
  playerId: string,
  sent: MixMove,
  table: GameTable,
): MixState | Invalid {
  if (!atTable(table, playerId)) return invalid("notPlaying");
  const stale = outOfStep(
    state,
    { made: sent.card, current: state.deck.drawn, isNext: sent.type === "next" },
    "cardChanged",
  );
  if (stale) return stale;
  switch (sent.type) {
    case "next": {
      const deck = dealAtTable(state.deck, table);
      if (!deck) return invalid("deckEmpty");
      return dealt(state, deck);
    }
    case "veto": {
      const refused = vetoRefusal(state.vetoesUsed, playerId, table);
      if (refused) return refused;
      const deck = dealAtTable(state.deck, table);
      if (!deck) return invalid("deckEmpty");
      const vetoer = table.players.find((player) => player.id === playerId);
      return {
        ...dealt(state, deck),
        vetoesUsed: [...state.vetoesUsed, playerId],
        vetoedBy: vetoer?.name ?? null,
      };
    }
  }
}

/**
 * A card from a pack switched off (someone who doesn't allow 18+ sat down) gives way to another:
 * nobody may be shown it any longer. With nothing else to deal, it stays.
 */
function seatsChanged(state: MixState, table: GameTable): MixState {
  const card = state.deck.current;
  if (card === null || isPackOn(table, card.packId) || table.players.length === 0) return state;
  const deck = dealAtTable(state.deck, table);
  return deck ? dealt(state, deck) : state;
}

function view(state: MixState, playerId: string, table: GameTable): MixView {
  const card = state.deck.current;
  const named = card
    ? namedSeats(card.text).flatMap((id) => {
        const player = table.players.find((each) => each.id === id);
        return player ? [{ id: player.id, name: player.name }] : [];
      })
    : [];
  return {
    card: card ? { number: state.deck.drawn, text: cardWords(card.text), game: card.game } : null,
    named,
    mine: named.some((player) => player.id === playerId),
    unit: unitOf(
      table.players.find((player) => player.id === playerId),
      table,
    ),
    vetoUsed: state.vetoesUsed.includes(playerId),
    vetoedBy: state.vetoedBy,
  };
}

/** The rules as one phone plays them: the same, without the schema a room checks moves with. */
export const mix: PhoneDeckRules<MixState, MixMove, MixView> = {
  minPlayers: 2,
  maxPlayers,
  setupFrom,
  setup: (table, seed) => setupFrom(table, newDeck(seed)),
  move,
  seatsChanged,
  view,
  isOver: () => false,
};

/** The rules a room plays, with the schema it checks its phones' moves with. */
export const rules: DeckGameRules<MixState, MixMove, MixView> = /* @__PURE__ */ withMoveSchema(
  mix,
  mixMoves,
);

const stateShape = shape.object({
  deck: deckShape,
  vetoesUsed: shape.array(shape.string()),
  vetoedBy: shape.nullable(shape.string()),
});

/** A game saved on the device, checked: anything else (old or tampered with) is null. */
export function parseState(value: unknown): MixState | null {
  const parsed = stateShape.safeParse(value);
  return parsed.success ? parsed.data : null;
}
