import { z } from "zod/mini";
import { newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import type { Owed } from "#app/games/_engine/drinks.ts";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers, type Player } from "#app/games/_engine/players.ts";
import { dealAtTable, isPackOn } from "#app/games/_engine/room-deck.ts";
import type { DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { isSeated, peopleWith, seatAfter, seatingWith } from "#app/games/_engine/room-seating.ts";
import {
  choiceList,
  choose,
  refusalCost,
  refusalTally,
  refuse,
  setup,
  type Choice,
  type TruthOrDareState,
} from "./logic.ts";

/**
 * Truth or Dare in a room (docs/product-rules.md#truth-or-dare): the turn goes round the seated
 * players; the player on turn picks Truth or Dare on their own phone, does the card or refuses
 * it (two sips, tallied), and the turn passes on. The single-phone rules (logic.ts) keep the
 * turn's phase and the refusals; the room adds who is on turn by seat, the deck and the vetoes.
 */

const turnSchema = z.int().check(z.gte(0));
const cardNumberSchema = z.int().check(z.gte(0));

/**
 * Turn moves name the turn they were made on, and a veto the card it was aimed at (the view's
 * `turn` and `card.number`), so a tap that crosses a new turn or card on the way (two phones
 * pressing Next at once, a veto sent just before another) can't land on one its player never saw.
 */
export const truthOrDareMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("choose"), turn: turnSchema, choice: z.enum(["truth", "dare"]) }),
  z.object({ type: z.literal("done"), turn: turnSchema }),
  z.object({ type: z.literal("refuse"), turn: turnSchema }),
  z.object({ type: z.literal("next"), turn: turnSchema }),
  z.object({ type: z.literal("veto"), card: cardNumberSchema }),
]);

export type TruthOrDareMove = z.infer<typeof truthOrDareMoveSchema>;

export interface TruthOrDareRoomState {
  /** The single-phone rules' state: turns played, phase, choice, refusal, refusals by name. */
  game: TruthOrDareState;
  /** Seat id of the player on turn. */
  onTurn: string;
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
  /** Seat ids that spent their one veto of the game. */
  vetoesUsed: string[];
  /** Who vetoed the card before the one on the table, this turn. */
  vetoedBy: string | null;
}

export interface TruthOrDareRoomView {
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
  outcome: "done" | "refused" | null;
  /** What refusing costs the player on turn, in `unit`. */
  refusalCost: number;
  vetoedBy: string | null;
  vetoUsed: boolean;
  /** Sips (or points) owed through refusals so far, most first. */
  tally: Owed[];
}

/** A card from the chosen list for this table, or null when its packs have none. */
function deal(deck: DeckState, table: GameTable, choice: Choice): DeckState | null {
  return dealAtTable(deck, table, choiceList[choice]);
}

/** The next seated player chooses; refusals so far stay. */
function passTurn(state: TruthOrDareRoomState, table: GameTable): TruthOrDareRoomState {
  // logic's nextTurn refuses while choosing, and a player can leave mid-choice.
  const game: TruthOrDareState = {
    ...setup(),
    turn: state.game.turn + 1,
    refusals: state.game.refusals,
  };
  const next = seatAfter(state.seating, state.onTurn, table);
  return { ...state, game, onTurn: next?.id ?? state.onTurn, done: false, vetoedBy: null };
}

function start(table: GameTable, seed: number): TruthOrDareRoomState | Invalid {
  const first = table.players[0];
  if (!first) return invalid("Nobody is seated");
  // Dealt on a throwaway deck, so the game's own draws still come from `seed`.
  const canDeal = (choice: Choice) => deal(newDeck(seed), table, choice) !== null;
  if (!canDeal("truth") && !canDeal("dare")) {
    return invalid("noCards");
  }
  return {
    game: setup(),
    onTurn: first.id,
    seating: table.players.map((player) => player.id),
    people: peopleWith([], table),
    deck: newDeck(seed),
    done: false,
    vetoesUsed: [],
    vetoedBy: null,
  };
}

function move(
  state: TruthOrDareRoomState,
  playerId: string,
  played: TruthOrDareMove,
  table: GameTable,
): TruthOrDareRoomState | Invalid {
  const me = table.players.find((player) => player.id === playerId);
  if (!me) return invalid("notPlaying");
  const onTurn = table.players.find((player) => player.id === state.onTurn);
  const name = onTurn?.name ?? "the next player";
  const { game } = state;

  if (played.type === "veto") {
    if (game.phase !== "card" || played.card !== state.deck.drawn) {
      return invalid("cardChanged");
    }
    if (state.done || game.refused) return invalid("Too late to veto: the card is played");
    if (state.vetoesUsed.includes(playerId)) return invalid("vetoUsed");
    const choice = game.choice;
    const deck = choice ? deal(state.deck, table, choice) : null;
    if (!deck) return invalid("There is no other card to deal");
    return { ...state, deck, vetoesUsed: [...state.vetoesUsed, playerId], vetoedBy: me.name };
  }

  const stale = outOfStep(
    state,
    { made: played.turn, current: game.turn, isNext: played.type === "next" },
    "That turn is over",
  );
  if (stale) return stale;

  switch (played.type) {
    case "choose": {
      if (playerId !== state.onTurn) return invalid(`It's ${name}'s turn`);
      const chosen = choose(game, played.choice);
      if (isInvalid(chosen)) return chosen;
      const deck = deal(state.deck, table, played.choice);
      if (!deck) {
        return invalid(
          played.choice === "truth"
            ? "These packs have no truths: pick Dare"
            : "These packs have no dares: pick Truth",
        );
      }
      return { ...state, game: chosen, deck, done: false, vetoedBy: null };
    }
    case "done":
      if (playerId !== state.onTurn) return invalid(`It's ${name}'s card`);
      if (game.phase !== "card") return invalid("Choose Truth or Dare first");
      if (game.refused) return invalid("This card is already refused");
      if (state.done) return invalid("This card is already done");
      return { ...state, done: true };
    case "refuse": {
      if (playerId !== state.onTurn) return invalid(`It's ${name}'s card`);
      if (state.done) return invalid("This card is already done");
      // The room knows who is on turn by seat: the rules are asked about that one player.
      const refused = refuse(game, [me.name]);
      if (isInvalid(refused)) return refused;
      return { ...state, game: refused };
    }
    case "next":
      if (game.phase !== "card") return invalid(`${name} hasn't chosen yet`);
      if (!state.done && !game.refused) return invalid(`${name} does the card or refuses it first`);
      return passTurn(state, table);
  }
}

function seatsChanged(state: TruthOrDareRoomState, table: GameTable): TruthOrDareRoomState {
  const seated: TruthOrDareRoomState = {
    ...state,
    seating: seatingWith(state.seating, table),
    people: peopleWith(state.people, table),
  };
  if (table.players.length === 0) return seated;
  if (!isSeated(table, state.onTurn)) return passTurn(seated, table);

  const card = state.deck.current;
  const { game } = state;
  const switchedOff = game.phase === "card" && card !== null && !isPackOn(table, card.packId);
  if (!switchedOff) return seated;
  // Its pack went off (someone who doesn't allow 18+ sat down): nobody may be shown it any
  // longer. A card still to play is swapped for another; a played one ends the turn.
  if (state.done || game.refused || !game.choice) return passTurn(seated, table);
  const deck = deal(state.deck, table, game.choice);
  return deck ? { ...seated, deck, vetoedBy: null } : passTurn(seated, table);
}

function view(
  state: TruthOrDareRoomState,
  playerId: string,
  table: GameTable,
): TruthOrDareRoomView {
  const onTurn = table.players.find((player) => player.id === state.onTurn) ?? null;
  const { game } = state;
  const card = game.phase === "card" ? state.deck.current : null;
  const cost = refusalCost(game, onTurn ? [onTurn] : [], table.alcoholFree);
  return {
    turn: game.turn,
    phase: game.phase,
    onTurn: onTurn ? { id: onTurn.id, name: onTurn.name } : null,
    myTurn: onTurn?.id === playerId,
    choice: game.phase === "card" ? game.choice : null,
    card: card
      ? { number: state.deck.drawn, id: card.id, packId: card.packId, text: card.text }
      : null,
    unit: cost.unit,
    outcome: game.refused ? "refused" : state.done ? "done" : null,
    refusalCost: cost.count,
    vetoedBy: state.vetoedBy,
    vetoUsed: state.vetoesUsed.includes(playerId),
    tally: refusalTally(game, state.people, table.alcoholFree),
  };
}

export const rules: GameRules<TruthOrDareRoomState, TruthOrDareMove, TruthOrDareRoomView> = {
  moveSchema: truthOrDareMoveSchema,
  minPlayers: 2,
  maxPlayers,
  setup: start,
  move,
  seatsChanged,
  view,
  isOver: () => false,
};
