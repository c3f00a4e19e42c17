import { z } from "zod/mini";
import * as shape from "#app/utils/stored-shape.ts";
import { deckShape, newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers, type Player } from "#app/games/_engine/players.ts";
import {
  atTable,
  cardWords,
  dealAtTable,
  isPackOn,
  vetoRefusal,
  withMoveSchema,
  type DeckGameRules,
  type PhoneDeckRules,
} from "#app/games/_engine/prompt-deck.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { cardNumberSchema } from "#app/games/_engine/room-moves.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { isSeated, peopleWith, seatAfter, seatingWith } from "#app/games/_engine/room-seating.ts";

/**
 * Truth or Dare (docs/product-rules.md#truth-or-dare): the turn goes round the table; the player
 * on turn picks Truth or Dare and gets a card from that list, does it or skips it, and the turn
 * passes on. Skipping is always free (docs/content-rules.md: anyone may skip a card without a
 * penalty): the one veto a game swaps the card for another, a skip passes the turn instead. In a room the player on turn chooses and answers on their
 * own phone and anyone passes the turn once the card is played; on one phone Next passes it at
 * once, and a table that named nobody plays its turns without names.
 */

export type Choice = "truth" | "dare";

/** Which list of a truth-or-dare pack each choice draws from: 0 truths, 1 dares. */
export const choiceList: Readonly<Record<Choice, number>> = { truth: 0, dare: 1 };

/**
 * Turn moves name the turn they were made on, and a veto the card it was aimed at (the view's
 * `turn` and `card.number`), so a tap that crosses a new turn or card on the way (two phones
 * pressing Next at once, a veto sent just before another) can't land on one its player never saw.
 */
function truthOrDareMoves() {
  const turn = z.int().check(z.gte(0));
  return z.discriminatedUnion("type", [
    z.object({ type: z.literal("choose"), turn, choice: z.enum(["truth", "dare"]) }),
    z.object({ type: z.literal("done"), turn }),
    z.object({ type: z.literal("refuse"), turn }),
    z.object({ type: z.literal("next"), turn }),
    z.object({ type: z.literal("veto"), card: cardNumberSchema() }),
  ]);
}

export type TruthOrDareMove = z.infer<ReturnType<typeof truthOrDareMoves>>;

export interface TruthOrDareState {
  /** Turns played so far. */
  turn: number;
  /** Choosing Truth or Dare, or a card on the table. */
  phase: "choose" | "card";
  choice: Choice | null;
  /** Seat id of the player on turn; null at a table that named nobody (one phone). */
  onTurn: string | null;
  /**
   * Every seat that has sat at this game, in seating order, leavers included: the turn passes
   * on from the seat after the one that left.
   */
  seating: string[];
  /** Everyone who has played, by name with their last setting: the tally keeps leavers. */
  people: Player[];
  /** While choosing, `deck.current` is still the last turn's card: only "card" shows it. */
  deck: DeckState;
  /** The player on turn said they did the card. */
  done: boolean;
  /** The player on turn skipped this card (once per card). The move is still called "refuse". */
  refused: boolean;
  /** Skips per player name. Nothing is owed for them and nothing shows them; turns without names are not counted. */
  refusals: Record<string, number>;
  /** Seat ids that spent their one veto of the game. */
  vetoesUsed: string[];
  /** Who vetoed the card before the one on the table, this turn. */
  vetoedBy: string | null;
}

export interface TruthOrDareView {
  /** What turn moves send back as `turn`. */
  turn: number;
  phase: "choose" | "card";
  onTurn: { id: string; name: string } | null;
  myTurn: boolean;
  /** What the player on turn chose; null while they choose. */
  choice: Choice | null;
  /** Null while the player on turn chooses. `number` is what a veto sends back as `card`. */
  card: { number: number; id: string; packId: string; text: string } | null;
  /** How the card's `{sips:N}` reads: the card is the player on turn's, so their unit. */
  unit: DrinkUnit;
  /** "refused": the player on turn skipped the card, which costs nothing. */
  outcome: "done" | "refused" | null;
  vetoedBy: string | null;
  vetoUsed: boolean;
}

/** The seated player on turn; null at a table that named nobody. */
export function playerOnTurn(state: TruthOrDareState, table: GameTable): GamePlayer | null {
  return table.players.find((player) => player.id === state.onTurn) ?? null;
}

/** How the card's `{sips:N}` reads for the player on turn: points when they don't drink. */
export function unitOnTurn(state: TruthOrDareState, table: GameTable): DrinkUnit {
  return unitOf(playerOnTurn(state, table) ?? undefined, table);
}

/** A card from the chosen list for this table, or null when its packs have none. */
function deal(deck: DeckState, table: GameTable, choice: Choice): DeckState | null {
  return dealAtTable(deck, table, choiceList[choice]);
}

/** The next seated player chooses; refusals so far stay. */
function passTurn(state: TruthOrDareState, table: GameTable): TruthOrDareState {
  const next =
    state.onTurn === null
      ? (table.players[0] ?? null)
      : seatAfter(state.seating, state.onTurn, table);
  return {
    ...state,
    turn: state.turn + 1,
    phase: "choose",
    choice: null,
    onTurn: next?.id ?? null,
    done: false,
    refused: false,
    vetoedBy: null,
  };
}

function setupFrom(table: GameTable, deck: DeckState): TruthOrDareState | Invalid {
  // Tried on the deck without keeping the card: the first player hasn't chosen yet.
  if (!deal(deck, table, "truth") && !deal(deck, table, "dare")) return invalid("noCards");
  return {
    turn: 0,
    phase: "choose",
    choice: null,
    onTurn: table.players[0]?.id ?? null,
    seating: table.players.map((player) => player.id),
    people: peopleWith([], table),
    deck,
    done: false,
    refused: false,
    refusals: {},
    vetoesUsed: [],
    vetoedBy: null,
  };
}

function move(
  state: TruthOrDareState,
  playerId: string,
  played: TruthOrDareMove,
  table: GameTable,
): TruthOrDareState | Invalid {
  if (!atTable(table, playerId)) return invalid("notPlaying");
  const onTurn = playerOnTurn(state, table);
  const name = onTurn?.name ?? "";
  // At a table that named nobody, whoever holds the phone plays the turn.
  const mine = state.onTurn === null || playerId === state.onTurn;

  if (played.type === "veto") {
    if (state.phase !== "card" || played.card !== state.deck.drawn) {
      return invalid("cardChanged");
    }
    if (state.done || state.refused) return invalid("truthOrDare.tooLateToVeto");
    const refused = vetoRefusal(state.vetoesUsed, playerId, table);
    if (refused) return refused;
    const deck = state.choice ? deal(state.deck, table, state.choice) : null;
    if (!deck) return invalid("noOtherCard");
    const vetoer = table.players.find((player) => player.id === playerId);
    return {
      ...state,
      deck,
      vetoesUsed: [...state.vetoesUsed, playerId],
      vetoedBy: vetoer?.name ?? null,
    };
  }

  const stale = outOfStep(
    state,
    { made: played.turn, current: state.turn, isNext: played.type === "next" },
    "truthOrDare.turnOver",
  );
  if (stale) return stale;

  switch (played.type) {
    case "choose": {
      if (!mine) return invalid("truthOrDare.turnOf", { name });
      if (state.phase !== "choose") return invalid("truthOrDare.turnHasCard");
      const deck = deal(state.deck, table, played.choice);
      if (!deck) {
        return invalid(played.choice === "truth" ? "truthOrDare.noTruths" : "truthOrDare.noDares");
      }
      return { ...state, phase: "card", choice: played.choice, deck, vetoedBy: null };
    }
    case "done":
      if (!mine) return invalid("truthOrDare.cardOf", { name });
      if (state.phase !== "card") return invalid("truthOrDare.chooseFirst");
      if (state.refused) return invalid("truthOrDare.alreadyRefused");
      if (state.done) return invalid("truthOrDare.alreadyDone");
      return { ...state, done: true };
    case "refuse": {
      if (!mine) return invalid("truthOrDare.cardOf", { name });
      if (state.phase !== "card") return invalid("truthOrDare.chooseFirst");
      if (state.done) return invalid("truthOrDare.alreadyDone");
      if (state.refused) return invalid("truthOrDare.alreadyRefused");
      const refusals = onTurn
        ? { ...state.refusals, [onTurn.name]: (state.refusals[onTurn.name] ?? 0) + 1 }
        : state.refusals;
      return { ...state, refused: true, refusals };
    }
    case "next":
      if (state.phase !== "card") return invalid("truthOrDare.notChosen", { name });
      // On one phone the table saw the card played; in a room its player says so first.
      if (!state.done && !state.refused && table.onePhone !== true) {
        return invalid("truthOrDare.doOrRefuseFirst", { name });
      }
      return passTurn(state, table);
  }
}

function seatsChanged(state: TruthOrDareState, table: GameTable): TruthOrDareState {
  const seated: TruthOrDareState = {
    ...state,
    seating: seatingWith(state.seating, table),
    people: peopleWith(state.people, table),
  };
  if (table.players.length === 0) return { ...seated, onTurn: null };
  if (state.onTurn === null) return { ...seated, onTurn: table.players[0]?.id ?? null };
  if (!isSeated(table, state.onTurn)) return passTurn(seated, table);

  const card = state.deck.current;
  const switchedOff = state.phase === "card" && card !== null && !isPackOn(table, card.packId);
  if (!switchedOff) return seated;
  // Its pack went off (someone who doesn't allow 18+ sat down): nobody may be shown it any
  // longer. A card still to play is swapped for another; a played one ends the turn.
  if (state.done || state.refused || !state.choice) return passTurn(seated, table);
  const deck = deal(state.deck, table, state.choice);
  return deck ? { ...seated, deck, vetoedBy: null } : passTurn(seated, table);
}

function view(state: TruthOrDareState, playerId: string, table: GameTable): TruthOrDareView {
  const onTurn = playerOnTurn(state, table);
  const card = state.phase === "card" ? state.deck.current : null;
  return {
    turn: state.turn,
    phase: state.phase,
    onTurn: onTurn ? { id: onTurn.id, name: onTurn.name } : null,
    myTurn: onTurn?.id === playerId,
    choice: state.phase === "card" ? state.choice : null,
    card: card
      ? {
          number: state.deck.drawn,
          id: card.id,
          packId: card.packId,
          text: cardWords(card.text),
        }
      : null,
    unit: unitOnTurn(state, table),
    outcome: state.refused ? "refused" : state.done ? "done" : null,
    vetoedBy: state.vetoedBy,
    vetoUsed: state.vetoesUsed.includes(playerId),
  };
}

/** The rules as one phone plays them: the same, without the schema a room checks moves with. */
export const truthOrDare: PhoneDeckRules<TruthOrDareState, TruthOrDareMove, TruthOrDareView> = {
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
export const rules: DeckGameRules<TruthOrDareState, TruthOrDareMove, TruthOrDareView> =
  /* @__PURE__ */ withMoveSchema(truthOrDare, truthOrDareMoves);

const count = shape.number({ integer: true, min: 0 });
const stateShape = shape.object({
  turn: count,
  phase: shape.literals(["choose", "card"]),
  choice: shape.nullable(shape.literals(["truth", "dare"])),
  onTurn: shape.nullable(shape.string()),
  seating: shape.array(shape.string()),
  people: shape.array(shape.object({ name: shape.string(), notDrinking: shape.boolean() })),
  deck: deckShape,
  done: shape.boolean(),
  refused: shape.boolean(),
  refusals: shape.record(count),
  vetoesUsed: shape.array(shape.string()),
  vetoedBy: shape.nullable(shape.string()),
});

/**
 * A game saved on the device, checked: a card on the table has a choice, and choosing has
 * neither a choice nor an outcome. Anything else (old or tampered with) is null.
 */
export function parseState(value: unknown): TruthOrDareState | null {
  const parsed = stateShape.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  const consistent =
    state.phase === "card"
      ? state.choice !== null
      : state.choice === null && !state.done && !state.refused;
  return consistent ? state : null;
}
