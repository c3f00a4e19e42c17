import { describe, expect, test } from "vitest";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { ok, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import {
  busLength,
  busSipCap,
  fullDeck,
  isOver,
  isRight,
  parseRideTheBusState,
  rideTheBusMoveSchema,
  rowOf,
  rules,
  sipCap,
  type Card,
  type RideTheBusMove,
  type RideTheBusState,
} from "./rules.ts";

const ada = seat("Ada");
const bo = seat("Bo");
const cy = seat("Cy");

const table = roomTable([ada, bo, cy]);

function begin(at: GameTable = table, seed = 7): RideTheBusState {
  return ok(rules.setup(at, seed));
}

function play(state: RideTheBusState, by: GamePlayer, move: RideTheBusMove, at = table) {
  return ok(rules.move(state, by.id, move, at));
}

function refusal(state: RideTheBusState, by: GamePlayer, move: RideTheBusMove, at = table) {
  return reason(rules.move(state, by.id, move, at));
}

const card = (rank: number, suit: Card["suit"] = "spades"): Card => ({ rank, suit });

/** Every player answers all four questions with the first answer each takes. */
function throughQuestions(state: RideTheBusState, at = table): RideTheBusState {
  const firsts = ["red", "higher", "inside", "hearts"] as const;
  let next = state;
  while (next.phase === "questions") {
    const player = next.players[next.turn];
    const by = at.players.find((each) => each.id === player?.id);
    if (!by) throw new Error("nobody on turn");
    next = play(next, by, { type: "guess", guess: firsts[next.question] ?? "red" }, at);
  }
  return next;
}

function throughPyramid(state: RideTheBusState, at = table): RideTheBusState {
  let next = state;
  while (next.phase === "pyramid") next = play(next, ada, { type: "turn", at: next.turned }, at);
  return next;
}

describe("setup", () => {
  test("shuffles one deck from the seed: the pyramid laid, the rest to deal, nothing dealt", () => {
    const state = begin();
    expect(state.phase).toBe("questions");
    expect(state.pyramid).toHaveLength(10);
    expect(state.deck).toHaveLength(42);
    const all = [...state.pyramid, ...state.deck].map((each) => `${each.rank}${each.suit}`);
    expect(new Set(all).size).toBe(52);
    expect(state.players.map((player) => player.hand)).toEqual([[], [], []]);
    expect(begin()).toEqual(state);
    expect(begin(table, 8).deck).not.toEqual(state.deck);
  });

  test("refuses a table too small or too large for one deck", () => {
    expect(reason(rules.setup(roomTable([ada]), 1))).toBe("tooFewPlayers");
    const nine = Array.from({ length: 9 }, (_, index) => seat(`P${index}`));
    expect(reason(rules.setup(roomTable(nine), 1))).toBe("tooManyPlayers");
  });
});

describe("the four questions", () => {
  test("each guess is judged against the cards already held, ties always wrong", () => {
    expect(isRight("red", card(5, "hearts"), [])).toBe(true);
    expect(isRight("black", card(5, "diamonds"), [])).toBe(false);
    expect(isRight("higher", card(9), [card(8)])).toBe(true);
    expect(isRight("higher", card(8), [card(8)])).toBe(false);
    expect(isRight("lower", card(8), [card(8)])).toBe(false);
    expect(isRight("inside", card(7), [card(10), card(4)])).toBe(true);
    expect(isRight("inside", card(4), [card(10), card(4)])).toBe(false);
    expect(isRight("outside", card(14), [card(10), card(4)])).toBe(true);
    expect(isRight("outside", card(10), [card(10), card(4)])).toBe(false);
    expect(isRight("clubs", card(2, "clubs"), [])).toBe(true);
  });

  test("goes round the table once per question, dealing each answer its card face up", () => {
    let state = begin();
    const top = state.deck[0];
    state = play(state, ada, { type: "guess", guess: "black" });
    expect(state.players[0]?.hand).toEqual([top]);
    expect(state.turn).toBe(1);
    expect(state.last).toMatchObject({ kind: "guess", player: "Ada", question: "colour" });
    state = play(state, bo, { type: "guess", guess: "red" });
    state = play(state, cy, { type: "guess", guess: "red" });
    expect(state).toMatchObject({ question: 1, turn: 0 });
    state = throughQuestions(state);
    expect(state.phase).toBe("pyramid");
    expect(state.players.map((player) => player.hand.length)).toEqual([4, 4, 4]);
    expect(state.deck).toHaveLength(42 - 12);
  });

  test("a wrong answer costs the question's sips, a right one hands them out, never over 3", () => {
    let state = begin();
    const sips: number[] = [];
    while (state.phase === "questions") {
      const by = [ada, bo, cy][state.turn] ?? ada;
      state = play(state, by, {
        type: "guess",
        guess: (["red", "higher", "inside", "hearts"] as const)[state.question] ?? "red",
      });
      if (state.last?.kind === "guess" && state.last.player === "Ada") sips.push(state.last.sips);
    }
    expect(sips).toEqual([1, 2, 3, 3]);
    expect(Math.max(...sips)).toBeLessThanOrEqual(sipCap);
  });

  test("refuses an answer to another question, out of turn, or from a newcomer", () => {
    const state = begin();
    expect(refusal(state, ada, { type: "guess", guess: "higher" })).toBe("rideTheBus.wrongAnswer");
    expect(refusal(state, bo, { type: "guess", guess: "red" })).toBe("notYourTurn");
    expect(refusal(state, ada, { type: "turn", at: 0 })).toBe("rideTheBus.notTurnTime");
    const started = play(state, ada, { type: "guess", guess: "red" });
    const di = seat("Di");
    const bigger = roomTable([ada, bo, cy, di]);
    const joined = rules.seatsChanged(started, bigger);
    expect(refusal(joined, di, { type: "guess", guess: "red" }, bigger)).toBe(
      "rideTheBus.nextGame",
    );
  });
});

describe("the pyramid", () => {
  test("rows run four, three, two, one from the bottom", () => {
    expect(Array.from({ length: 10 }, (_, index) => rowOf(index))).toEqual([
      0, 0, 0, 0, 1, 1, 1, 2, 2, 3,
    ]);
  });

  test("a turned card takes every held card of its rank and hands out capped sips", () => {
    const state = throughQuestions(begin());
    const pyramid = [card(9), card(3), card(3), card(3), card(3), card(3), card(3), card(3)];
    const rigged: RideTheBusState = {
      ...state,
      pyramid: [...pyramid, card(5), card(9, "hearts")],
      players: state.players.map((player, index) =>
        index === 0
          ? { ...player, hand: [card(9, "clubs"), card(9, "diamonds"), card(5), card(2)] }
          : { ...player, hand: [card(4), card(4), card(6), card(6)] },
      ),
    };
    const bottom = play(rigged, bo, { type: "turn", at: 0 });
    expect(bottom.last).toEqual({
      kind: "flip",
      card: card(9),
      row: 0,
      matches: [{ player: "Ada", cards: 2, sips: 2 }],
    });
    expect(bottom.players[0]?.hand).toEqual([card(5), card(2)]);
    let top = bottom;
    for (let at = 1; at < 9; at += 1) top = play(top, ada, { type: "turn", at });
    expect(top.last).toMatchObject({ row: 2, matches: [{ player: "Ada", cards: 1, sips: 2 }] });
    const doubled: RideTheBusState = {
      ...top,
      players: top.players.map((player, index) =>
        index === 1 ? { ...player, hand: [card(9, "clubs"), card(9, "diamonds")] } : player,
      ),
    };
    const last = play(doubled, ada, { type: "turn", at: 9 });
    expect(last.last).toEqual({
      kind: "flip",
      card: card(9, "hearts"),
      row: 3,
      matches: [{ player: "Bo", cards: 2, sips: sipCap }],
    });
    expect(last.phase).toBe("bus");
  });

  test("a second tap on the same card turns nothing", () => {
    const state = throughQuestions(begin());
    const once = play(state, ada, { type: "turn", at: 0 });
    expect(refusal(once, bo, { type: "turn", at: 0 })).toBe("rideTheBus.alreadyTurned");
    expect(refusal(once, bo, { type: "guess", guess: "red" })).toBe("rideTheBus.turnPyramid");
  });

  test("the player holding the most cards rides the bus, a tie drawn from the seed", () => {
    const state = throughQuestions(begin());
    const rigged = (hands: number[]): RideTheBusState => ({
      ...state,
      pyramid: Array.from({ length: 10 }, () => card(14)),
      players: state.players.map((player, index) => ({
        ...player,
        hand: Array.from({ length: hands[index] ?? 0 }, () => card(2)),
      })),
    });
    const single = throughPyramid(rigged([1, 3, 2]));
    expect(single).toMatchObject({ phase: "bus", rider: 1, busStep: 0, busSips: 0 });
    expect(single.bus).toHaveLength(busLength);
    const tied = throughPyramid(rigged([3, 1, 3]));
    expect([0, 2]).toContain(tied.rider);
    expect(throughPyramid(rigged([3, 1, 3]))).toEqual(tied);
    const empty = throughPyramid(rigged([0, 0, 0]));
    expect(empty).toMatchObject({ phase: "over", ending: "nobodyRides", rider: null });
    expect(isOver(empty)).toBe(true);
  });
});

describe("the bus", () => {
  function riding(line: Card[], busSips = 0): RideTheBusState {
    const state = throughQuestions(begin());
    return {
      ...state,
      phase: "bus",
      rider: 1,
      bus: line,
      busStep: 0,
      busSips,
      turned: 10,
    };
  }

  test("right guesses walk the line; turning its last card arrives and ends the game", () => {
    let state = riding([card(7), card(9), card(3), card(12), card(2)]);
    for (const guess of ["higher", "lower", "higher", "lower"] as const) {
      expect(state.phase).toBe("bus");
      state = play(state, bo, { type: "guess", guess });
    }
    expect(state).toMatchObject({ phase: "over", ending: "arrived", busSips: 0, busStep: 4 });
    expect(isOver(state)).toBe(true);
  });

  test("a wrong guess or the same rank costs one sip and deals a fresh line", () => {
    const line = [card(7), card(9), card(3), card(12), card(2)];
    const wrong = play(riding(line), bo, { type: "guess", guess: "lower" });
    expect(wrong).toMatchObject({ phase: "bus", busSips: 1, busStep: 0 });
    expect(wrong.bus).not.toEqual(line);
    expect(wrong.last).toEqual({
      kind: "bus",
      player: "Bo",
      guess: "lower",
      card: card(9),
      right: false,
      sips: 1,
    });
    const same = play(riding([card(7), card(7, "hearts"), ...line.slice(2)]), bo, {
      type: "guess",
      guess: "higher",
    });
    expect(same.busSips).toBe(1);
  });

  test("the bus breaks down once it has cost its cap, never more", () => {
    const line = [card(7), card(9), card(3), card(12), card(2)];
    const last = play(riding(line, busSipCap - 1), bo, { type: "guess", guess: "lower" });
    expect(last).toMatchObject({ phase: "over", ending: "brokeDown", busSips: busSipCap });
    expect(refusal(last, bo, { type: "guess", guess: "higher" })).toBe("rideTheBus.gameOver");
  });

  test("only the rider guesses, and only higher or lower", () => {
    const state = riding([card(7), card(9), card(3), card(12), card(2)]);
    expect(refusal(state, ada, { type: "guess", guess: "higher" })).toBe("rideTheBus.onlyRider");
    expect(refusal(state, bo, { type: "guess", guess: "red" })).toBe("rideTheBus.wrongAnswer");
  });

  test("a rider who leaves ends the ride", () => {
    const state = riding([card(7), card(9), card(3), card(12), card(2)]);
    const left = rules.seatsChanged(state, roomTable([ada, cy]));
    expect(left).toMatchObject({ phase: "over", ending: "nobodyRides" });
  });
});

describe("the table changes", () => {
  test("before the first answer the game is dealt to the table as it is", () => {
    const state = begin();
    const di = seat("Di");
    const changed = rules.seatsChanged(state, roomTable([ada, bo, cy, di]));
    expect(changed.players.map((player) => player.name)).toEqual(["Ada", "Bo", "Cy", "Di"]);
  });

  test("a leaver's turn passes on, and the last in a lap starts the next question", () => {
    let state = play(begin(), ada, { type: "guess", guess: "red" });
    state = rules.seatsChanged(state, roomTable([ada, cy]));
    expect(state.turn).toBe(2);
    state = play(state, cy, { type: "guess", guess: "red" }, roomTable([ada, cy]));
    expect(state).toMatchObject({ question: 1, turn: 0 });
    const lastOut = rules.seatsChanged({ ...state, turn: 2 }, roomTable([ada, bo]));
    expect(lastOut).toMatchObject({ question: 2, turn: 0 });
  });

  test("a game over stays over, and a rematch deals a fresh game to the table", () => {
    const state = throughQuestions(begin());
    const over: RideTheBusState = { ...state, phase: "over", ending: "arrived" };
    expect(refusal(state, ada, { type: "rematch" })).toBe("rideTheBus.notOver");
    const again = play(over, bo, { type: "rematch" });
    expect(again).toMatchObject({ phase: "questions", question: 0, turn: 0, moves: 0 });
    expect(again.players.every((player) => player.hand.length === 0)).toBe(true);
  });
});

describe("the view", () => {
  test("shows hands and turned cards, never the deck or a card still face down", () => {
    let state = throughQuestions(begin());
    state = play(state, ada, { type: "turn", at: 0 });
    const seen = rules.view(state, bo.id, table);
    expect(seen).not.toHaveProperty("deck");
    expect(seen.pyramid[0]).toEqual(state.pyramid[0]);
    expect(seen.pyramid.slice(1)).toEqual(Array.from({ length: 9 }, () => null));
    expect(seen.players[0]?.hand).toEqual(state.players[0]?.hand);
    expect(JSON.stringify(seen)).not.toContain("rngState");

    const riding = throughPyramid(state);
    if (riding.phase !== "bus") return;
    const onBus = rules.view(riding, bo.id, table);
    expect(onBus.bus[0]).toEqual(riding.bus[0]);
    expect(onBus.bus.slice(1)).toEqual([null, null, null, null]);
    expect(onBus.onTurn?.id).toBe(riding.players[riding.rider ?? 0]?.id);
  });

  test("says who is on turn and words each player's drinks in their own unit", () => {
    const sober = { ...bo, notDrinking: true };
    const at = roomTable([ada, sober, cy]);
    const state = begin(at);
    const seen = rules.view(state, ada.id, at);
    expect(seen).toMatchObject({
      myTurn: true,
      question: "colour",
      myUnit: "sips",
      handOutUnit: "sips",
    });
    expect(seen.players.map((player) => player.unit)).toEqual(["sips", "points", "sips"]);
    expect(rules.view(state, bo.id, at)).toMatchObject({ myTurn: false, myUnit: "points" });
    const di = seat("Di");
    const joined = rules.seatsChanged(play(state, ada, { type: "guess", guess: "red" }, at), {
      ...at,
      players: [...at.players, di],
    });
    expect(rules.view(joined, di.id, at)).toMatchObject({ inGame: false, myTurn: false });
    const free = rules.view(state, ada.id, { ...at, alcoholFree: true });
    expect(free.players.every((player) => player.unit === "points")).toBe(true);
    expect(free).toMatchObject({ myUnit: "points", handOutUnit: "points" });
  });
});

describe("saving", () => {
  test("a game in every act survives being stored and read back", () => {
    const asked = begin();
    const pyramid = throughQuestions(asked);
    const turned = play(pyramid, ada, { type: "turn", at: 0 });
    for (const state of [asked, pyramid, turned, throughPyramid(turned)]) {
      expect(parseRideTheBusState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    }
    expect(parseRideTheBusState({ ...asked, pyramid: [] })).toBeNull();
    expect(parseRideTheBusState(null)).toBeNull();
  });

  test("the move schema takes only the moves there are", () => {
    expect(rideTheBusMoveSchema.safeParse({ type: "guess", guess: "purple" }).success).toBe(false);
    expect(rideTheBusMoveSchema.safeParse({ type: "turn", at: 2 }).success).toBe(true);
    expect(fullDeck()).toHaveLength(52);
  });
});
