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
    const greedy = {
      ...game,
      rules: { ranks: game.rules.ranks.map((entry) => ({ ...entry, sips: 5 })) },
    };
    expect(parseKingsCupState(greedy)).toBeNull();
  });

  test("moves are checked by their schema", () => {
    expect(kingsCupMoveSchema.safeParse({ type: "draw", drawn: -1 }).success).toBe(false);
    expect(kingsCupMoveSchema.safeParse({ type: "makeRule", text: "Hop" }).success).toBe(true);
    expect(ok(rules.setup(table, 1)).drawn).toBe(0);
  });
});
