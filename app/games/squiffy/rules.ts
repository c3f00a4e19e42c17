import { z } from "zod/mini";
import { drawCard, newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { isPackOn } from "#app/games/_engine/room-deck.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import type { GameRules, GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import {
  drank,
  recap,
  recordCard,
  seatPlayers,
  setup,
  squiffyMaxPlayers,
  squiffyMinPlayers,
  type CardKind,
  type SquiffySession,
} from "./logic.ts";

/**
 * Squiffy in a room (docs/product-rules.md#squiffy). A card that names players is dealt to the
 * phone of the first of them: they see it, with a "read it out" button, while everyone else sees
 * whose card it is; once read out it is in the open. A card naming nobody is in the open at once.
 * Anyone deals the next card once the one on the table is out; every player has one veto and taps
 * "I drank" on their own phone for the recap's tally.
 */

const cardNumberSchema = z.int().check(z.gte(0));

/**
 * Card moves name the card they were made on (the view's `card.number`), so a tap that crosses
 * a new card on the way (two phones pressing Next at once) can't land on one its player never saw.
 */
export const squiffyMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("readOut"), card: cardNumberSchema }),
  z.object({ type: z.literal("next"), card: cardNumberSchema }),
  z.object({ type: z.literal("veto"), card: cardNumberSchema }),
  z.object({ type: z.literal("drank") }),
]);

export type SquiffyMove = z.infer<typeof squiffyMoveSchema>;

export interface SquiffyRoomState {
  /**
   * Cards are drawn with a marker per seat for names (see `marker`), virus rules and cures
   * included, so the game knows exactly whom each card names; views put the names in.
   */
  deck: DeckState;
  /** The single-phone rules' record of the game: cards played, kinds, "Drank" taps by name. */
  session: SquiffySession;
  /** Everyone dealt into the game, leavers too: a running virus may still name them. */
  people: GamePlayer[];
  /** The card's holder read it out: it is in the open. */
  readOut: boolean;
  /** Seat ids that spent their one veto of the game. */
  vetoesUsed: string[];
  /** Who vetoed the card before the one on the table. */
  vetoedBy: string | null;
}

export interface SquiffyRoomView {
  /** Null when the packs have nothing to deal. `number` is what card moves send back. */
  card: {
    number: number;
    /** Null on every phone but the holder's until they read it out. */
    text: string | null;
    kind: CardKind | null;
  } | null;
  /** Whose card it is, while it waits for them to read it out. */
  holder: { id: string; name: string } | null;
  /** The viewer holds the card: they see it and read it out. */
  mine: boolean;
  /** How `{sips:N}` reads on this phone: points in an alcohol-free room or when not drinking. */
  unit: DrinkUnit;
  /** Virus rules in force that this phone may see, names filled in. */
  rules: { id: string; text: string; remaining: number }[];
  vetoUsed: boolean;
  vetoedBy: string | null;
  /** "Drank" taps per player, most first; leavers keep theirs. */
  tally: { name: string; taps: number; unit: DrinkUnit }[];
  myTaps: number;
  cardsPlayed: number;
}

// Private-use characters: no pack's text holds them, so a marker is never mistaken for text.
const markerStart = "\uE000";
const markerEnd = "\uE001";
const markerPattern = new RegExp(`${markerStart}([^${markerStart}${markerEnd}]*)${markerEnd}`, "g");

/** What the deck fills in for a seat's name: its id, kept until a view puts the name in. */
function marker(seatId: string): string {
  return `${markerStart}${seatId}${markerEnd}`;
}

/** The seat ids a card names, in the order the text names them, each once. */
function namedSeats(text: string): string[] {
  const ids = [...text.matchAll(markerPattern)].map((match) => match[1] ?? "");
  return ids.filter((id, index) => ids.indexOf(id) === index);
}

function withNames(text: string, people: readonly GamePlayer[]): string {
  return text.replace(
    markerPattern,
    (_, id: string) => people.find((person) => person.id === id)?.name ?? "",
  );
}

function peopleWith(people: readonly GamePlayer[], table: GameTable): GamePlayer[] {
  const kept = people.map(
    (person) => table.players.find((player) => player.id === person.id) ?? person,
  );
  const joining = table.players.filter(
    (player) => !people.some((person) => person.id === player.id),
  );
  return [...kept, ...joining].map(({ id, name, notDrinking }) => ({ id, name, notDrinking }));
}

function deal(deck: DeckState, table: GameTable): DeckState {
  return drawCard(deck, {
    packs: table.packs,
    switches: table.switches,
    players: table.players.map((player) => marker(player.id)),
  });
}

/**
 * Who must read the card out: the first player it names who is still seated. Null once it is
 * out, and for a card naming nobody at the table (it was in the open from the start, or
 * everyone it names has left), which the table then reads together.
 */
function holderOf(state: SquiffyRoomState, table: GameTable): GamePlayer | null {
  const card = state.deck.current;
  if (state.readOut || !card) return null;
  for (const id of namedSeats(card.text)) {
    const player = table.players.find((each) => each.id === id);
    if (player) return player;
  }
  return null;
}

/**
 * The next card on the table. The one it replaces counts for the recap when it was `played`;
 * a vetoed card, or one taken away before it was read, was never played.
 */
function dealNext(
  state: SquiffyRoomState,
  deck: DeckState,
  table: GameTable,
  played: boolean,
): SquiffyRoomState {
  const card = state.deck.current;
  const seated = seatPlayers(
    state.session,
    table.players.map((player) => player.name),
  );
  return {
    ...state,
    deck,
    session: card && played ? recordCard(seated, card, state.deck.drawn) : seated,
    readOut: false,
    vetoedBy: null,
  };
}

function start(table: GameTable, seed: number): SquiffyRoomState | Invalid {
  const session = setup(table.players.map((player) => player.name));
  if (isInvalid(session)) {
    return invalid(`Squiffy takes ${squiffyMinPlayers} to ${squiffyMaxPlayers} players`);
  }
  const deck = deal(newDeck(seed), table);
  if (!deck.current) return invalid("noCards");
  return {
    deck,
    session,
    people: peopleWith([], table),
    readOut: false,
    vetoesUsed: [],
    vetoedBy: null,
  };
}

function move(
  state: SquiffyRoomState,
  playerId: string,
  played: SquiffyMove,
  table: GameTable,
): SquiffyRoomState | Invalid {
  const me = table.players.find((player) => player.id === playerId);
  if (!me) return invalid("notPlaying");

  if (played.type === "drank") {
    const session = drank(
      seatPlayers(
        state.session,
        table.players.map((player) => player.name),
      ),
      me.name,
    );
    return isInvalid(session) ? session : { ...state, session };
  }

  const stale = outOfStep(
    state,
    { made: played.card, current: state.deck.drawn, isNext: played.type === "next" },
    "cardChanged",
  );
  if (stale) return stale;
  const card = state.deck.current;
  const holder = holderOf(state, table);

  switch (played.type) {
    case "readOut":
      if (!card) return invalid("There is no card to read out");
      if (!holder) return invalid("This card is already out in the open");
      if (holder.id !== playerId) return invalid(`It's ${holder.name}'s card to read out`);
      return { ...state, readOut: true };
    case "next": {
      if (holder) {
        return invalid(
          holder.id === playerId
            ? "Read the card out first"
            : `${holder.name} reads this card out first`,
        );
      }
      const deck = deal(state.deck, table);
      if (!deck.current) return invalid("deckEmpty");
      return dealNext(state, deck, table, true);
    }
    case "veto": {
      if (!card) return invalid("There is no card to veto");
      if (state.vetoesUsed.includes(playerId)) return invalid("vetoUsed");
      if (holder && holder.id !== playerId) {
        return invalid(`Wait until ${holder.name} has read the card out`);
      }
      // A vetoed virus never starts: its rule (already counted in by the deck) goes with it.
      const viruses = state.deck.viruses.filter(
        (virus) => !(card.kind === "virus" && virus.promptId === card.id),
      );
      const deck = deal({ ...state.deck, viruses }, table);
      if (!deck.current) return invalid("There is no other card to deal");
      return {
        ...dealNext(state, deck, table, false),
        vetoesUsed: [...state.vetoesUsed, playerId],
        vetoedBy: me.name,
      };
    }
  }
}

function seatsChanged(state: SquiffyRoomState, table: GameTable): SquiffyRoomState {
  const seated: SquiffyRoomState = {
    ...state,
    people: peopleWith(state.people, table),
    session: seatPlayers(
      state.session,
      table.players.map((player) => player.name),
    ),
  };
  const card = state.deck.current;
  const switchedOff = card !== null && card.kind !== "cured" && !isPackOn(table, card.packId);
  if (!switchedOff || table.players.length === 0) return seated;
  // Its pack went off (someone who doesn't allow 18+ sat down): nobody may be shown it any
  // longer. With nothing else to deal, the card stays rather than an empty table.
  const deck = deal(state.deck, table);
  return deck.current ? dealNext(seated, deck, table, holderOf(state, table) === null) : seated;
}

function view(state: SquiffyRoomState, playerId: string, table: GameTable): SquiffyRoomView {
  const card = state.deck.current;
  const holder = holderOf(state, table);
  const visible = holder === null || holder.id === playerId;
  const viewer = table.players.find((player) => player.id === playerId);
  const unitByName = (name: string) =>
    unitOf(
      state.people.find((person) => person.name === name),
      table,
    );
  const { tally } = recap(state.session);
  return {
    card: card
      ? {
          number: state.deck.drawn,
          text: visible ? withNames(card.text, state.people) : null,
          kind: visible ? card.kind : null,
        }
      : null,
    holder: holder ? { id: holder.id, name: holder.name } : null,
    mine: holder !== null && holder.id === playerId,
    unit: unitOf(viewer, table),
    rules: state.deck.viruses
      // A virus on a card this phone may not read yet is as secret as the card.
      .filter((virus) => visible || card === null || virus.promptId !== card.id)
      .map((virus) => ({
        id: virus.promptId,
        text: withNames(virus.text, state.people),
        remaining: virus.remaining,
      })),
    vetoUsed: state.vetoesUsed.includes(playerId),
    vetoedBy: state.vetoedBy,
    tally: tally.map((entry) => ({ ...entry, unit: unitByName(entry.name) })),
    myTaps: viewer ? (state.session.taps[viewer.name] ?? 0) : 0,
    cardsPlayed: state.session.cardsPlayed,
  };
}

export const rules: GameRules<SquiffyRoomState, SquiffyMove, SquiffyRoomView> = {
  moveSchema: squiffyMoveSchema,
  minPlayers: squiffyMinPlayers,
  maxPlayers: squiffyMaxPlayers,
  setup: start,
  move,
  seatsChanged,
  view,
  isOver: () => false,
};
