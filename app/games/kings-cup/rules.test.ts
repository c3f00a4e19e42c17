import { describe, expect, test } from "vitest";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { ok, playing, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import {
  checkMadeRule,
  classicRules,
  cupSips,
  deckSize,
  king,
  kingsCupMoveSchema,
  maxRuleLength,
  maxSips,
  parseHouseRules,
  parseKingsCupState,
  ringOfFireRules,
  rules,
  sameHouseRules,
  takerOf,
  type Card,
  type KingsCupState,
} from "./rules.ts";

const ada = seat("Ada");
const bo = seat("Bo");
const cy = seat("Cy", true);
const three = [ada, bo, cy];
const table = roomTable(three);
const { begin, play } = playing(rules, table, 7);

/** A game whose deck is `top` first, then the rest of a deck in order. */
function stacked(top: Card[], from: KingsCupState = begin()): KingsCupState {
  const key = (card: Card) => `${card.rank}${card.suit}`;
  const rest = from.deck.filter((card) => !top.some((each) => key(each) === key(card)));
  return { ...from, deck: [...top, ...rest] };
}

const kingOf = (suit: Card["suit"]): Card => ({ rank: king, suit });
const jack: Card = { rank: 11, suit: "hearts" };
const two: Card = { rank: 2, suit: "clubs" };
const five: Card = { rank: 5, suit: "spades" };

function drawOnce(state: KingsCupState): KingsCupState {
  const by = three.find((player) => player.id === state.turn) ?? ada;
  return play(state, by, { type: "draw", drawn: state.drawn });
}

describe("setup", () => {
  test("shuffles a whole deck from the seed, the same seed the same order", () => {
    const game = begin();
    expect(game.deck).toHaveLength(deckSize);
    expect(new Set(game.deck.map((card) => `${card.rank}${card.suit}`)).size).toBe(deckSize);
    expect(begin(table, 7).deck).toEqual(game.deck);
    expect(begin(table, 8).deck).not.toEqual(game.deck);
    expect(game.turn).toBe(ada.id);
    expect(game.rules).toEqual(classicRules);
  });

  test("refuses a table too small or too big", () => {
    expect(reason(rules.setup(roomTable([ada]), 1))).toBe("tooFewPlayers");
    const crowd = Array.from({ length: 13 }, (_, index) => seat(`P${index}`));
    expect(reason(rules.setup(roomTable(crowd), 1))).toBe("tooManyPlayers");
  });
});

describe("drawing", () => {
  test("turns the top card under the house rule and passes the turn left", () => {
    const game = drawOnce(stacked([two]));
    expect(game.turned).toEqual({
      card: two,
      by: { id: ada.id, name: "Ada" },
      rule: "you",
      sips: 1,
    });
    expect(game.drawn).toBe(1);
    expect(game.deck).toHaveLength(deckSize - 1);
    expect(game.turn).toBe(bo.id);
  });

  test("only the player on turn draws, and a second tap on the same card draws nothing", () => {
    const game = begin();
    expect(reason(rules.move(game, bo.id, { type: "draw", drawn: 0 }, table))).toBe("notYourTurn");
    const after = drawOnce(game);
    expect(reason(rules.move(after, bo.id, { type: "draw", drawn: 0 }, table))).toBe(
      "kingsCup.alreadyDrawn",
    );
    expect(reason(rules.move(game, "stranger", { type: "draw", drawn: 0 }, table))).toBe(
      "notPlaying",
    );
  });

  test("a held power moves to whoever draws the same rule next", () => {
    const first = drawOnce(stacked([five, { rank: 5, suit: "hearts" }]));
    expect(first.holders).toEqual([{ rule: "thumbMaster", by: { id: ada.id, name: "Ada" } }]);
    const second = drawOnce(first);
    expect(second.holders).toEqual([{ rule: "thumbMaster", by: { id: bo.id, name: "Bo" } }]);
  });
});

describe("the King's Cup", () => {
  test("each king adds a sip to the cup and the fourth ends the game with at most three", () => {
    let game = stacked([kingOf("spades"), kingOf("hearts"), kingOf("diamonds"), kingOf("clubs")]);
    const cups: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      game = drawOnce(game);
      cups.push(game.turned?.sips ?? 0);
      expect(rules.isOver(game)).toBe(index === 3);
    }
    expect(cups).toEqual([1, 2, 3, 3]);
    expect(game.turned?.rule).toBe("lastKing");
    expect(Math.max(...cups)).toBeLessThanOrEqual(maxSips);
    expect(reason(rules.move(game, bo.id, { type: "draw", drawn: game.drawn }, table))).toBe(
      "kingsCup.over",
    );
    const again = play(game, bo, { type: "rematch" });
    expect(again).toMatchObject({ drawn: 0, kings: 0, turned: null, madeRules: [], turn: bo.id });
    expect(again.deck).toHaveLength(deckSize);
    expect(again.deck).not.toEqual(begin().deck);
    expect(reason(rules.move(again, bo.id, { type: "rematch" }, table))).toBe("kingsCup.notOver");
  });

  test("a whole deck played ends on its fourth king, never on more than three sips", () => {
    let game = begin(table, 99);
    let turns = 0;
    while (!rules.isOver(game)) {
      game = drawOnce(game);
      const maker = three.find((player) => player.id === game.turned?.by.id) ?? ada;
      if (game.ruleToMake) game = play(game, maker, { type: "skipRule" });
      expect(game.turned?.sips).toBeLessThanOrEqual(maxSips);
      turns += 1;
    }
    expect(game.kings).toBe(4);
    expect(turns).toBe(deckSize - game.deck.length);
    expect(cupSips(4)).toBe(maxSips);
  });

  test("in alcohol-free mode the cup is read in points, and so is a non-drinker's share", () => {
    const dry = roomTable(three, { alcoholFree: true });
    const game = drawOnce(stacked([kingOf("spades")]));
    expect(rules.view(game, ada.id, dry).unit).toBe("points");
    expect(rules.view(game, ada.id, dry).drawerUnit).toBe("points");
    expect(rules.view(game, ada.id, table).drawerUnit).toBe("sips");
    const byCy = drawOnce(drawOnce(drawOnce(stacked([two, five, kingOf("hearts")]))));
    expect(byCy.turned?.by.id).toBe(cy.id);
    expect(rules.view(byCy, ada.id, table).drawerUnit).toBe("points");
    expect(rules.view(byCy, ada.id, table).someNotDrinking).toBe(true);
    expect(rules.view(byCy, ada.id, dry).someNotDrinking).toBe(false);
    expect(rules.view(byCy, ada.id, roomTable([ada, bo])).someNotDrinking).toBe(false);
  });
});

describe("the tally", () => {
  const ace: Card = { rank: 1, suit: "hearts" };
  const three_: Card = { rank: 3, suit: "hearts" };
  const six: Card = { rank: 6, suit: "hearts" };
  const tally = (game: KingsCupState, at = table) =>
    rules.view(game, ada.id, at).players.map(({ name, sips, points }) => ({ name, sips, points }));

  test("Me goes on the drawer's tally, in points for a player not drinking", () => {
    const game = drawOnce(stacked([three_]));
    expect(tally(game)).toEqual([
      { name: "Ada", sips: 1, points: 0 },
      { name: "Bo", sips: 0, points: 0 },
      { name: "Cy", sips: 0, points: 0 },
    ]);
    const byCy = drawOnce(drawOnce(drawOnce(stacked([two, five, { ...three_, suit: "clubs" }]))));
    expect(tally(byCy).find((entry) => entry.name === "Cy")).toEqual({
      name: "Cy",
      sips: 0,
      points: 1,
    });
  });

  test("Social and a drinking table's Waterfall go on everyone's tally", () => {
    const social = drawOnce(stacked([six]));
    expect(tally(social).map((entry) => entry.sips + entry.points)).toEqual([1, 1, 1]);
    const waterfall = drawOnce(stacked([ace]));
    expect(tally(waterfall)).toEqual([
      { name: "Ada", sips: 3, points: 0 },
      { name: "Bo", sips: 3, points: 0 },
      { name: "Cy", sips: 0, points: 3 },
    ]);
  });

  test("alcohol-free, the Waterfall's points wait for the table to name who stumbled", () => {
    const dry = roomTable(three, { alcoholFree: true });
    const game = ok(rules.move(stacked([ace]), ada.id, { type: "draw", drawn: 0 }, dry));
    expect(game.takerToName).toBe(true);
    expect(tally(game, dry).every((entry) => entry.sips + entry.points === 0)).toBe(true);
    const named = ok(rules.move(game, ada.id, { type: "tookIt", drawn: 1, player: bo.id }, dry));
    expect(tally(named, dry)[1]).toEqual({ name: "Bo", sips: 0, points: 3 });
  });

  test("a card the table plays out counts once, for the player it names", () => {
    const game = drawOnce(stacked([two, five]));
    expect(rules.view(game, bo.id, table).takerToName).toBe(true);
    expect(tally(game).every((entry) => entry.sips + entry.points === 0)).toBe(true);
    const named = play(game, bo, { type: "tookIt", drawn: 1, player: cy.id });
    expect(tally(named)[2]).toEqual({ name: "Cy", sips: 0, points: 1 });
    expect(rules.view(named, ada.id, table).taker).toEqual({ id: cy.id, name: "Cy" });
    const again = { type: "tookIt", drawn: 1, player: bo.id } as const;
    expect(reason(rules.move(named, ada.id, again, table))).toBe("kingsCup.nothingToCount");
    const next = drawOnce(game);
    expect(reason(rules.move(next, ada.id, again, table))).toBe("cardChanged");
    expect(next.taker).toBeNull();
  });

  test("naming someone not at the table, or on a card with nothing to name, changes nothing", () => {
    const game = drawOnce(stacked([two]));
    const stranger = { type: "tookIt", drawn: 1, player: "seat-nobody" } as const;
    expect(reason(rules.move(game, ada.id, stranger, table))).toBe("playerGone");
    const gone = { type: "tookIt", drawn: 1, player: bo.id } as const;
    expect(reason(rules.move(game, ada.id, gone, roomTable([ada, cy])))).toBe("playerGone");
    const power = drawOnce(stacked([five]));
    expect(power.takerToName).toBe(false);
    expect(reason(rules.move(power, ada.id, { ...gone, drawn: 1 }, table))).toBe(
      "kingsCup.nothingToCount",
    );
  });

  test("the fourth king's cup goes on its drawer's tally, and a rematch starts it afresh", () => {
    let game = stacked([kingOf("spades"), kingOf("hearts"), kingOf("diamonds"), kingOf("clubs")]);
    for (let index = 0; index < 4; index += 1) game = drawOnce(game);
    expect(tally(game)).toEqual([
      { name: "Ada", sips: 3, points: 0 },
      { name: "Bo", sips: 0, points: 0 },
      { name: "Cy", sips: 0, points: 0 },
    ]);
    const again = play(game, bo, { type: "rematch" });
    expect(again.totals).toEqual([]);
  });

  test("a card's share is capped as one drink, whatever its count says", () => {
    const greedy = {
      ...stacked([three_]),
      rules: { ranks: classicRules.ranks.map((entry) => ({ ...entry, sips: 9 })) },
    };
    expect(tally(drawOnce(greedy))[0]).toEqual({ name: "Ada", sips: maxSips, points: 0 });
  });

  test("powers, a mate, a made rule and a king cost nobody when drawn", () => {
    for (const rule of ["thumbMaster", "mate", "makeRule", "kingsCup"] as const) {
      expect(takerOf(rule, false)).toBe("none");
    }
    expect(takerOf("waterfall", false)).toBe("everyone");
    expect(takerOf("waterfall", true)).toBe("named");
  });
});

describe("make a rule", () => {
  test("the drawer types a rule that stays for the rest of the game", () => {
    const game = drawOnce(stacked([jack]));
    expect(game.ruleToMake).toBe(true);
    expect(reason(rules.move(game, bo.id, { type: "draw", drawn: 1 }, table))).toBe(
      "kingsCup.ruleFirst",
    );
    expect(reason(rules.move(game, bo.id, { type: "makeRule", text: "No names" }, table))).toBe(
      "kingsCup.notYourRule",
    );
    const made = play(game, ada, { type: "makeRule", text: "  No   first\nnames  " });
    expect(made.madeRules).toEqual([{ text: "No first names", by: { id: ada.id, name: "Ada" } }]);
    expect(made.ruleToMake).toBe(false);
    const later = drawOnce(drawOnce(made));
    expect(later.madeRules).toHaveLength(1);
  });

  test("a rule too short, too long or already made is refused", () => {
    expect(reason(checkMadeRule(" a ", []))).toBe("kingsCup.ruleLength");
    expect(reason(checkMadeRule("x".repeat(maxRuleLength + 1), []))).toBe("kingsCup.ruleLength");
    const by = { id: ada.id, name: "Ada" };
    expect(reason(checkMadeRule("no first names", [{ text: "No first names", by }]))).toBe(
      "kingsCup.ruleRepeated",
    );
    expect(checkMadeRule("Salute\u0000 first", [])).toBe("Salute first");
  });

  test("the drawer may skip it, and nobody else can make a rule out of turn", () => {
    const game = drawOnce(stacked([jack]));
    expect(play(game, ada, { type: "skipRule" }).ruleToMake).toBe(false);
    expect(reason(rules.move(begin(), ada.id, { type: "makeRule", text: "Hop" }, table))).toBe(
      "kingsCup.noRuleToMake",
    );
  });
});

describe("house rules", () => {
  test("the host changes what a rank does, from the next card", () => {
    const custom = {
      ranks: classicRules.ranks.map((entry) =>
        entry.rank === 2 ? { ...entry, rule: "social" as const, sips: 2 } : entry,
      ),
    };
    const game = play(stacked([two]), ada, { type: "houseRules", rules: custom });
    expect(drawOnce(game).turned).toMatchObject({ rule: "social", sips: 2 });
    expect(reason(rules.move(game, bo.id, { type: "houseRules", rules: custom }, table))).toBe(
      "kingsCup.hostSetsRules",
    );
  });

  test("more than three sips, a missing rank or an unknown rule is refused", () => {
    const tooMany = {
      ranks: classicRules.ranks.map((entry) => ({ ...entry, sips: entry.rank === 3 ? 4 : 1 })),
    };
    expect(reason(parseHouseRules(tooMany))).toBe("kingsCup.sips");
    expect(reason(parseHouseRules({ ranks: classicRules.ranks.slice(1) }))).toBe("kingsCup.ranks");
    const unknown = { ranks: classicRules.ranks.map((entry) => ({ ...entry, rule: "chug" })) };
    expect(reason(parseHouseRules(unknown))).toBe("kingsCup.ranks");
    expect(isInvalid(parseHouseRules(ringOfFireRules))).toBe(false);
    expect(sameHouseRules(classicRules, ringOfFireRules)).toBe(false);
    expect(sameHouseRules(classicRules, structuredClone(classicRules))).toBe(true);
  });
});

describe("seats", () => {
  test("a leaver's turn passes on, their power frees and their pending rule is let go", () => {
    const game = drawOnce(stacked([five, jack]));
    const afterJack = drawOnce(game);
    expect(afterJack.ruleToMake).toBe(true);
    const without = roomTable([ada, cy]);
    const next = rules.seatsChanged(afterJack, without);
    expect(next.turn).toBe(cy.id);
    expect(next.ruleToMake).toBe(false);
    expect(next.circle.map((each) => each.id)).toEqual([ada.id, cy.id]);
    expect(next.holders).toEqual(afterJack.holders);
    const withoutAda = rules.seatsChanged(afterJack, roomTable([bo, cy]));
    expect(withoutAda.holders).toEqual([]);
  });

  test("a newcomer sits down at the end", () => {
    const di = seat("Di");
    const next = rules.seatsChanged(begin(), roomTable([...three, di]));
    expect(next.circle.at(-1)?.id).toBe(di.id);
  });
});

describe("view", () => {
  test("shows the count of cards left, never their order", () => {
    const game = drawOnce(stacked([two]));
    const seen = rules.view(game, bo.id, table);
    expect(seen.cardsLeft).toBe(deckSize - 1);
    expect(JSON.stringify(seen)).not.toContain(JSON.stringify(game.deck.slice(0, 3)));
    expect(Object.keys(seen)).not.toContain("deck");
    expect(seen.myTurn).toBe(true);
  });

  test("nobody's turn to draw while a rule is owed, and the maker is named", () => {
    const game = drawOnce(stacked([jack]));
    const seen = rules.view(game, bo.id, table);
    expect(seen.myTurn).toBe(false);
    expect(seen.ruleMaker?.id).toBe(ada.id);
    expect(rules.view(game, ada.id, table).myRule).toBe(true);
  });
});

describe("saved games", () => {
  test("a saved game comes back exactly, and a tampered one is refused", () => {
    const game = play(drawOnce(stacked([jack])), ada, { type: "makeRule", text: "Left hand only" });
    const saved = JSON.parse(JSON.stringify(game)) as unknown;
    expect(parseKingsCupState(saved)).toEqual(game);
    expect(parseKingsCupState({ ...game, deck: game.deck.slice(1) })).toBeNull();
    expect(parseKingsCupState({ ...game, kings: 4 })).toBeNull();
    expect(
      parseKingsCupState({ ...game, totals: [{ id: ada.id, sips: -1, points: 0 }] }),
    ).toBeNull();
    const greedy = {
      ...game,
      rules: { ranks: game.rules.ranks.map((entry) => ({ ...entry, sips: 5 })) },
    };
    expect(parseKingsCupState(greedy)).toBeNull();
  });

  test("a game saved with a tally keeps it, and one saved before the tally starts one", () => {
    const game = play(drawOnce(stacked([two])), bo, { type: "tookIt", drawn: 1, player: bo.id });
    expect(parseKingsCupState(JSON.parse(JSON.stringify(game)))).toEqual(game);
    const { totals: _totals, takerToName: _open, taker: _taker, ...older } = game;
    expect(parseKingsCupState(older)).toEqual({
      ...game,
      totals: [],
      takerToName: false,
      taker: null,
    });
  });

  test("moves are checked by their schema", () => {
    expect(kingsCupMoveSchema.safeParse({ type: "draw", drawn: -1 }).success).toBe(false);
    expect(kingsCupMoveSchema.safeParse({ type: "makeRule", text: "Hop" }).success).toBe(true);
    expect(ok(rules.setup(table, 1)).drawn).toBe(0);
  });
});
