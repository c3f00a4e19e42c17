import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { maxSipsPerDrink } from "#app/games/_engine/drink-caps.ts";
import { newDeck } from "#app/games/_engine/deck.ts";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import type { Pack } from "#app/games/_engine/packs.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import { ok, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import {
  allowedLetters,
  alphabet,
  answerKey,
  clampRoundSeconds,
  cicMoveSchema,
  columnsFor,
  columnsOf,
  currentResult,
  defaultSettings,
  drawLetter,
  hardLetters,
  lowestScorerSips,
  lowestScorers,
  newClock,
  parseCicState,
  playerTotal,
  roundTotals,
  rules,
  runningTotals,
  scoreSheetOf,
  setupFrom,
  timeLeft,
  type CicMove,
  type CicState,
  type Column,
  type Mark,
} from "./rules.ts";

const ana = seat("Ana");
const bo = seat("Bo");
const cy = seat("Cy");
const di = seat("Di");

const columnsPack: Pack = {
  id: "classic",
  game: "country-island-city",
  name: "Classic",
  description: "",
  language: "en",
  explicit: false,
  alcohol: false,
  premium: false,
  level: "medium",
  lists: [
    {
      elements: ["Animal", "Film", "Food", "Band", "Drink", "Car"].map((text, index) => ({
        id: `classic:0:${index}`,
        text,
        kind: "prompt",
      })),
    },
  ],
};

function tableOf(players: GamePlayer[] = [ana, bo, cy], changes: Partial<GameTable> = {}) {
  return roomTable(players, {
    packs: [columnsPack],
    switches: [{ id: columnsPack.id, active: true }],
    ...changes,
  });
}

const table = tableOf();
const at = (now: number, base: GameTable = table): GameTable => ({ ...base, now });

function begin(on: GameTable = table, seed = 1): CicState {
  return ok(rules.setup(on, seed));
}

function play(state: CicState, by: GamePlayer, made: CicMove, on: GameTable = table) {
  return ok(rules.move(state, by.id, made, on));
}

function refusal(state: CicState, by: GamePlayer, made: CicMove, on: GameTable = table) {
  return reason(rules.move(state, by.id, made, on));
}

/** The writing over (pens down at 0), with nothing written: the sheet is open. */
function scoring(seed = 1, on: GameTable = table): CicState {
  return play(begin(on, seed), ana, { type: "stop", round: 1 }, at(0, on));
}

function mark(state: CicState, player: GamePlayer, byColumn: Partial<Record<Column, Mark>>) {
  return Object.entries(byColumn).reduce(
    (current, [column, value]) =>
      play(current, ana, {
        type: "mark",
        round: current.round,
        player: player.id,
        column: column as Column,
        mark: value,
      }),
    state,
  );
}

describe("letters", () => {
  test("the hard letters are left out by default, and only they", () => {
    const easy = allowedLetters(true);
    expect(defaultSettings.excludeHardLetters).toBe(true);
    for (const letter of hardLetters) expect(easy).not.toContain(letter);
    expect(easy).toHaveLength(alphabet.length - hardLetters.length);
    expect(allowedLetters(false)).toEqual(alphabet);
  });

  test("the same seed draws the same letters", () => {
    const draw = (seed: number) => {
      const rng = createRng(seed);
      let used: string[] = [];
      return Array.from({ length: 10 }, () => {
        const drawn = drawLetter(used, allowedLetters(true), rng);
        used = drawn.used;
        return drawn.letter;
      });
    };
    expect(draw(2024)).toEqual(draw(2024));
    expect(draw(2024)).not.toEqual(draw(2025));
  });

  test("property: any window of one cycle holds no repeat, for any seed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.boolean(), (seed, exclude) => {
        const allowed = allowedLetters(exclude);
        const rng = createRng(seed);
        let used: string[] = [];
        const letters = Array.from({ length: allowed.length * 3 }, () => {
          const drawn = drawLetter(used, allowed, rng);
          used = drawn.used;
          return drawn.letter;
        });
        for (let cycle = 0; cycle < 3; cycle += 1) {
          const slice = letters.slice(cycle * allowed.length, (cycle + 1) * allowed.length);
          expect(new Set(slice).size).toBe(allowed.length);
        }
        for (let i = 1; i < letters.length; i += 1) expect(letters[i]).not.toBe(letters[i - 1]);
      }),
      { numRuns: 200 },
    );
  });

  test("a hard letter drawn before the switch is flipped doesn't block the new cycle", () => {
    const drawn = drawLetter(["Q", "X"], allowedLetters(true), createRng(3));
    expect(hardLetters).not.toContain(drawn.letter);
  });

  test("a one-letter alphabet still deals", () => {
    expect(drawLetter(["A"], ["A"], createRng(1))).toEqual({ letter: "A", used: ["A"] });
  });
});

describe("a new game", () => {
  test("draws an allowed letter and a bonus column, and waits with a full clock", () => {
    const state = begin();
    expect(allowedLetters(true)).toContain(state.letter);
    expect(state.usedLetters).toEqual([state.letter]);
    expect(state.deck.current?.packId).toBe("classic");
    expect(state.phase).toBe("ready");
    expect(state.round).toBe(1);
    expect(state.clock).toEqual({ durationMs: 90_000, endsAt: null, leftMs: 90_000 });
    expect(columnsOf(state)).toEqual(["country", "island", "city", "bonus"]);
  });

  test("from the page's deck and seed: the same letter the server drew, the card kept", () => {
    const served = {
      ...newDeck(4),
      current: {
        id: "classic:0:1",
        text: "Film",
        kind: "prompt" as const,
        packId: "classic",
        game: "country-island-city",
      },
    };
    const first = setupFrom(table, { deck: served, seed: 77 });
    expect(first.deck.current?.text).toBe("Film");
    expect(setupFrom(tableOf([]), { deck: served, seed: 77 }).letter).toBe(first.letter);
    const long = setupFrom(table, {
      deck: served,
      seed: 77,
      settings: { ...defaultSettings, roundSeconds: 400 },
    });
    expect(long.clock.durationMs).toBe(180_000);
  });

  test("without a column to deal the round has three", () => {
    const bare = roomTable([ana, bo]);
    const state = begin(bare);
    expect(state.deck.current).toBeNull();
    expect(columnsOf(state)).toEqual(["country", "island", "city"]);
    expect(rules.view(state, ana.id, bare).bonus).toBeNull();
  });
});

describe("the clock", () => {
  test("the round lasts 90 s by default and the setting stays within 30–180 s", () => {
    expect(newClock(defaultSettings.roundSeconds).durationMs).toBe(90_000);
    expect(clampRoundSeconds(10)).toBe(30);
    expect(clampRoundSeconds(500)).toBe(180);
    expect(clampRoundSeconds(60.4)).toBe(60);
    expect(clampRoundSeconds(Number.NaN)).toBe(90);
  });

  test("starting it sets a deadline; writing runs until any phone says it has passed", () => {
    let state = play(begin(), ana, { type: "start", round: 1 }, at(10_000));
    expect(state.phase).toBe("writing");
    expect(state.clock.endsAt).toBe(100_000);
    expect(timeLeft(state.clock, 40_000)).toBe(60_000);
    expect(refusal(state, ana, { type: "start", round: 1 }, at(11_000))).toBe(
      "countryIslandCity.clockRunning",
    );
    expect(refusal(state, bo, { type: "timeUp", round: 1 }, at(99_999))).toBe(
      "countryIslandCity.notTimeYet",
    );
    expect(refusal(state, di, { type: "timeUp", round: 1 }, at(100_000))).toBe("notPlaying");
    state = play(state, bo, { type: "timeUp", round: 1 }, at(100_000));
    expect(state.phase).toBe("scoring");
    expect(state.clock).toEqual({ durationMs: 90_000, endsAt: null, leftMs: 0 });
    expect(play(state, cy, { type: "timeUp", round: 1 }, at(100_500))).toBe(state);
    expect(refusal(state, ana, { type: "start", round: 1 })).toBe("countryIslandCity.writingOver");
  });

  test("the host pauses and resumes it", () => {
    let state = play(begin(), ana, { type: "start", round: 1 }, at(0));
    expect(refusal(state, bo, { type: "pause", round: 1 }, at(30_000))).toBe("hostOnly");
    state = play(state, ana, { type: "pause", round: 1 }, at(30_000));
    expect(state.clock).toEqual({ durationMs: 90_000, endsAt: null, leftMs: 60_000 });
    expect(refusal(state, ana, { type: "pause", round: 1 }, at(31_000))).toBe(
      "countryIslandCity.clockNotRunning",
    );
    expect(refusal(state, bo, { type: "timeUp", round: 1 }, at(500_000))).toBe(
      "countryIslandCity.notTimeYet",
    );
    state = play(state, ana, { type: "start", round: 1 }, at(500_000));
    expect(timeLeft(state.clock, 500_000)).toBe(60_000);
    expect(play(state, bo, { type: "timeUp", round: 1 }, at(560_000)).phase).toBe("scoring");
  });

  test("pens down early opens the sheet; marks are refused before that", () => {
    const ready = begin();
    expect(
      refusal(ready, ana, {
        type: "mark",
        round: 1,
        player: ana.id,
        column: "city",
        mark: "unique",
      }),
    ).toBe("countryIslandCity.notScoring");
    expect(refusal(ready, bo, { type: "stop", round: 1 })).toBe("hostOnly");
    const state = play(ready, ana, { type: "stop", round: 1 });
    expect(state.phase).toBe("scoring");
    expect(refusal(state, ana, { type: "stop", round: 1 })).toBe("countryIslandCity.writingOver");
  });
});

describe("scoring by hand (one phone)", () => {
  test("unique scores 10, shared 5, none (or no mark) 0", () => {
    const state = mark(scoring(), ana, { country: "unique", island: "shared", city: "none" });
    const sheet = scoreSheetOf(state, table);
    expect(playerTotal(sheet, ana.id, columnsFor(false))).toBe(15);
    expect(playerTotal(sheet, bo.id, columnsFor(true))).toBe(0);
    expect(
      refusal(state, bo, { type: "mark", round: 1, player: bo.id, column: "city", mark: "unique" }),
    ).toBe("hostOnly");
  });

  test("the bonus column counts only when it is played", () => {
    const state = mark(scoring(), ana, { bonus: "unique", city: "shared" });
    const sheet = scoreSheetOf(state, table);
    expect(playerTotal(sheet, ana.id, columnsFor(true))).toBe(15);
    expect(playerTotal(sheet, ana.id, columnsFor(false))).toBe(5);
  });

  test("a round's totals and its lowest scorers", () => {
    let state = scoring();
    state = mark(state, ana, { country: "unique", island: "unique", city: "unique" });
    state = mark(state, bo, { country: "shared", island: "none", city: "unique" });
    state = mark(state, cy, { country: "shared", island: "shared", city: "shared" });
    const totals = roundTotals(
      scoreSheetOf(state, table),
      [ana.id, bo.id, cy.id],
      columnsFor(false),
    );
    expect(totals).toEqual({ [ana.id]: 30, [bo.id]: 15, [cy.id]: 15 });
    expect(lowestScorers(totals)).toEqual([bo.id, cy.id]);
    expect(lowestScorers({})).toEqual([]);
  });

  test("running totals add up rounds, counting a late joiner from their first round", () => {
    expect(
      runningTotals([
        { letter: "B", totals: { Ana: 30, Bo: 10 } },
        { letter: "K", totals: { Ana: 5, Bo: 20, Cy: 25 } },
      ]),
    ).toEqual({ Ana: 35, Bo: 30, Cy: 25 });
  });

  test("scoring records the totals and who drinks; it needs two players", () => {
    const pair = tableOf([ana, bo]);
    let state = scoring(9, pair);
    state = play(
      state,
      ana,
      { type: "mark", round: 1, player: ana.id, column: "country", mark: "unique" },
      pair,
    );
    expect(refusal(state, ana, { type: "score", round: 1 }, tableOf([ana]))).toBe("tooFewPlayers");
    state = play(state, ana, { type: "score", round: 1 }, pair);
    expect(state.phase).toBe("scored");
    expect(currentResult(state)).toEqual({
      letter: state.letter,
      totals: { [ana.id]: 10, [bo.id]: 0 },
    });
    expect(rules.view(state, bo.id, pair).myDrink).toEqual({ count: 2, unit: "sips" });
    expect(refusal(state, ana, { type: "score", round: 1 }, pair)).toBe(
      "countryIslandCity.notScoring",
    );
  });

  test("the next round brings a new letter and column, a fresh sheet and clock, and keeps the score", () => {
    let state = mark(scoring(21), ana, { country: "unique" });
    state = play(state, ana, { type: "score", round: 1 });
    const next = play(state, ana, { type: "next", round: 1 });
    expect(next.round).toBe(2);
    expect(next.letter).not.toBe(state.letter);
    expect(next.usedLetters).toEqual([state.letter, next.letter]);
    expect(next.deck.current).not.toEqual(state.deck.current);
    expect(next.phase).toBe("ready");
    expect(next.sheet).toEqual({});
    expect(next.clock.leftMs).toBe(90_000);
    expect(currentResult(next)).toBeNull();
    expect(runningTotals(next.results)).toEqual({ [ana.id]: 10, [bo.id]: 0, [cy.id]: 0 });
    // A Next pressed on a round already passed changes nothing.
    expect(play(next, ana, { type: "next", round: 1 })).toBe(next);
    expect(refusal(next, bo, { type: "next", round: 2 })).toBe("hostOnly");
  });

  test("settings: the length applies to a clock not yet started, hard letters to the next draw", () => {
    let state = play(begin(), ana, { type: "settings", roundSeconds: 45 });
    expect(state.clock.leftMs).toBe(45_000);
    expect(refusal(state, bo, { type: "settings", roundSeconds: 60 })).toBe("hostOnly");
    state = play(state, ana, { type: "start", round: 1 }, at(0));
    const running = play(state, ana, { type: "settings", roundSeconds: 120 });
    expect(timeLeft(running.clock, 0)).toBe(45_000);
    expect(running.settings.roundSeconds).toBe(120);
    expect(play(state, ana, { type: "settings", roundSeconds: 1 }).settings.roundSeconds).toBe(30);

    let hard = play(begin(), ana, { type: "settings", excludeHardLetters: false });
    const seen = new Set<string>();
    for (let i = 0; i < alphabet.length; i += 1) {
      seen.add(hard.letter);
      hard = play(hard, ana, { type: "next", round: hard.round });
    }
    expect(seen.size).toBe(alphabet.length);
    const noBonus = play(begin(), ana, { type: "settings", bonusColumn: false });
    expect(columnsOf(noBonus)).toEqual(["country", "island", "city"]);
  });
});

/** Writing under way: the clock started at 0 for 90 s. */
function writing(on: GameTable = table): CicState {
  return play(begin(on), ana, { type: "start", round: 1 }, at(0, on));
}

function write(
  state: CicState,
  by: GamePlayer,
  answers: Partial<Record<Column, string>>,
  done = true,
  on: GameTable = table,
) {
  return play(state, by, { type: "write", round: state.round, answers, done }, on);
}

describe("written on every phone (a room)", () => {
  test("each phone keeps its own answers; nobody sees another's before the reveal", () => {
    let state = write(writing(), bo, { country: " Brazil ", city: "" }, false);
    state = write(state, cy, { country: "Bhutan" }, true);
    expect(rules.view(state, bo.id, table).mine).toEqual({ country: "Brazil" });
    const adaView = rules.view(state, ana.id, table);
    expect(adaView.mine).toEqual({});
    expect(adaView.revealed).toBeNull();
    expect(adaView.done).toEqual([{ id: cy.id, name: "Cy" }]);
    expect(JSON.stringify(adaView)).not.toMatch(/Brazil|Bhutan/);
    expect(refusal(state, di, { type: "write", round: 1, answers: {}, done: true })).toBe(
      "notPlaying",
    );
    expect(refusal(begin(), bo, { type: "write", round: 1, answers: {}, done: true })).toBe(
      "countryIslandCity.notWriting",
    );
    expect(
      cicMoveSchema.safeParse({
        type: "write",
        round: 1,
        answers: { city: "x".repeat(41) },
        done: false,
      }).success,
    ).toBe(false);
  });

  test("everyone done reveals the answers together", () => {
    let state = write(writing(), ana, { country: "Bolivia" });
    state = write(state, bo, { country: "Belgium" });
    expect(state.phase).toBe("writing");
    state = write(state, cy, { country: "Benin" }, true, at(30_000));
    expect(state.phase).toBe("scoring");
    expect(state.clock.leftMs).toBe(60_000);
  });

  test("duplicates score 5, unique answers 10; matching forgives case, accents and a typo", () => {
    let state = write(writing(), ana, { country: "Denmark", island: "Bornholm", city: "Berlin" });
    state = write(state, bo, { country: "denmrak", island: "Bali", city: "Bergen" });
    state = write(state, cy, { country: "Djibouti", island: "Bórnholm", city: "" });
    const view = rules.view(state, ana.id, table);
    const country = view.revealed?.find((each) => each.column === "country")?.answers ?? [];
    expect(country.map((answer) => [answer.author.name, answer.mark, answer.points])).toEqual([
      ["Ana", "shared", 5],
      ["Bo", "shared", 5],
      ["Cy", "unique", 10],
    ]);
    expect(view.scores).toEqual([
      { id: ana.id, name: "Ana", points: 5 + 5 + 10 },
      { id: bo.id, name: "Bo", points: 5 + 10 + 10 },
      { id: cy.id, name: "Cy", points: 10 + 5 },
    ]);
  });

  test("an answer not starting with the letter is pointed out to the voters", () => {
    const started = writing();
    const other = started.letter === "Q" ? "Xanadu" : "Quito";
    const state = write(started, ana, { country: `${started.letter}ttt`, city: other });
    const revealed = play(state, ana, { type: "stop", round: 1 });
    const answers = rules.view(revealed, bo.id, table).revealed?.flatMap((each) => each.answers);
    expect(answers?.map((answer) => [answer.text, answer.offLetter])).toEqual([
      [`${started.letter}ttt`, false],
      [other, true],
    ]);
  });

  test("a majority of the others votes an answer down: it scores nothing, and shares with nobody", () => {
    let state = write(writing(), ana, { country: "Narnia" });
    state = write(state, bo, { country: "Narnia" });
    state = write(state, cy, { country: "Norway" });
    const narnia = answerKey(ana.id, "country");
    expect(refusal(state, ana, { type: "vote", round: 1, answer: narnia, down: true })).toBe(
      "countryIslandCity.ownAnswer",
    );
    expect(refusal(state, bo, { type: "vote", round: 1, answer: "x/country", down: true })).toBe(
      "countryIslandCity.noSuchAnswer",
    );
    state = play(state, bo, { type: "vote", round: 1, answer: narnia, down: true });
    state = play(state, cy, { type: "vote", round: 1, answer: narnia, down: true });
    const answers = rules.view(state, bo.id, table).revealed?.[0]?.answers ?? [];
    expect(
      answers.map((answer) => [answer.mark, answer.points, answer.votes, answer.votedDown]),
    ).toEqual([
      ["struck", 0, 2, true],
      ["unique", 10, 0, false],
      ["unique", 10, 0, false],
    ]);
    expect(refusal(writing(), bo, { type: "vote", round: 1, answer: narnia, down: true })).toBe(
      "countryIslandCity.notScoring",
    );
  });

  test("the host joins or splits two answers in one column", () => {
    let state = write(writing(), ana, { country: "Holland", city: "Hamburg" });
    state = write(state, bo, { country: "Netherlands", city: "Hamborg" });
    state = write(state, cy, { country: "Hungary" });
    const [a, b] = [answerKey(ana.id, "country"), answerKey(bo.id, "country")];
    expect(refusal(state, bo, { type: "join", round: 1, a, b })).toBe("hostOnly");
    expect(refusal(state, ana, { type: "join", round: 1, a, b: a })).toBe(
      "countryIslandCity.twoAnswers",
    );
    expect(refusal(state, ana, { type: "join", round: 1, a, b: answerKey(bo.id, "city") })).toBe(
      "countryIslandCity.sameColumn",
    );
    expect(refusal(state, ana, { type: "join", round: 1, a, b: "nobody/country" })).toBe(
      "countryIslandCity.noSuchAnswer",
    );
    state = play(state, ana, { type: "join", round: 1, a, b });
    const points = (on: CicState) =>
      rules.view(on, cy.id, table).scores?.map((each) => each.points);
    expect(points(state)).toEqual([5 + 5, 5 + 5, 10]);
    const cities = [answerKey(ana.id, "city"), answerKey(bo.id, "city")] as const;
    state = play(state, ana, { type: "split", round: 1, a: cities[1], b: cities[0] });
    expect(points(state)).toEqual([5 + 10, 5 + 10, 10]);
  });

  test("scoring written answers: the lowest scorer drinks two, told on their phone", () => {
    const sober = tableOf([ana, { ...bo, notDrinking: true }, cy]);
    let state = write(writing(sober), ana, { country: "Spain", island: "Sicily" }, true, sober);
    state = write(state, bo, { country: "Spain" }, true, sober);
    state = write(state, cy, { country: "Sweden" }, true, sober);
    state = play(state, ana, { type: "score", round: 1 }, sober);
    const boView = rules.view(state, bo.id, sober);
    expect(boView.lowest).toEqual([{ id: bo.id, name: "Bo", unit: "points" }]);
    expect(boView.myDrink).toEqual({ count: 2, unit: "points" });
    expect(rules.view(state, ana.id, sober).myDrink).toBeNull();
    expect(boView.totals).toEqual([
      { id: ana.id, name: "Ana", points: 15 },
      { id: cy.id, name: "Cy", points: 10 },
      { id: bo.id, name: "Bo", points: 5 },
    ]);
  });

  test("each player's one veto deals a new letter and column before the reveal", () => {
    const state = writing();
    const vetoed = play(state, cy, { type: "veto", round: 1 });
    expect(vetoed.round).toBe(2);
    expect(vetoed.phase).toBe("ready");
    expect(vetoed.letter).not.toBe(state.letter);
    expect(refusal(vetoed, cy, { type: "veto", round: 2 })).toBe("vetoUsed");
    expect(refusal(vetoed, di, { type: "veto", round: 2 })).toBe("notPlaying");
    expect(refusal(scoring(), bo, { type: "veto", round: 1 })).toBe(
      "countryIslandCity.tooLateToVeto",
    );
  });

  test("a stale move is refused", () => {
    const next = play(begin(), ana, { type: "next", round: 1 });
    expect(refusal(next, ana, { type: "start", round: 1 })).toBe("countryIslandCity.roundOver");
  });
});

describe("the table changing", () => {
  test("writing waiting only for someone who left ends, and their answers stay", () => {
    let state = write(writing(), ana, { country: "Chad" });
    state = write(state, bo, { country: "Chile" });
    state = write(state, cy, { country: "China" }, false);
    const left = tableOf([ana, bo]);
    state = rules.seatsChanged(state, left);
    expect(state.phase).toBe("scoring");
    const country = rules.view(state, ana.id, left).revealed?.[0]?.answers ?? [];
    expect(country.map((answer) => answer.author.name)).toEqual(["Ana", "Bo", "Cy"]);
  });

  test("a newcomer is named and writes from now on", () => {
    const joined = tableOf([ana, bo, cy, di]);
    const state = rules.seatsChanged(writing(), joined);
    expect(state.people.map((person) => person.name)).toEqual(["Ana", "Bo", "Cy", "Di"]);
    expect(write(state, di, { city: "Cork" }, false, joined).answers[di.id]).toEqual({
      city: "Cork",
    });
  });
});

describe("views", () => {
  test("a phone that isn't seated gets a spectator's view", () => {
    const state = write(writing(), ana, { country: "Peru" }, false);
    const view = rules.view(state, "someone-else", table);
    expect(view.seated).toBe(false);
    expect(view.mine).toEqual({});
    expect(view.clock.endsAt).toBe(90_000);
    expect(view.letter).toBe(state.letter);
  });
});

test("the game never ends by itself", () => {
  expect(rules.isOver(begin())).toBe(false);
});

test("a saved game is read back whole; other shapes are refused", () => {
  let state = write(writing(), ana, { country: "Oman" });
  state = play(state, ana, { type: "stop", round: 1 });
  state = play(state, bo, {
    type: "vote",
    round: 1,
    answer: answerKey(ana.id, "country"),
    down: true,
  });
  state = mark(state, cy, { city: "unique" });
  const saved = JSON.parse(JSON.stringify(state));
  expect(parseCicState(saved)).toEqual(state);
  const running = JSON.parse(JSON.stringify(writing()));
  expect(parseCicState(running)).toEqual(running);
  expect(parseCicState({ ...saved, letter: "1" })).toBeNull();
  expect(parseCicState({ ...saved, phase: "paused" })).toBeNull();
  expect(parseCicState({ ...saved, settings: { ...saved.settings, roundSeconds: 5 } })).toBeNull();
  expect(
    parseCicState({ ...saved, clock: { durationMs: 90_000, endsAt: null, leftMs: 91_000 } }),
  ).toBeNull();
  expect(parseCicState({ ...saved, clock: { ...saved.clock, endsAt: 5 } })).toBeNull();
  expect(parseCicState({ ...saved, sheet: { Ana: { city: "great" } } })).toBeNull();
  expect(parseCicState({ ...saved, results: [{ letter: "A", totals: { Ana: -5 } }] })).toBeNull();
  expect(parseCicState("old")).toBeNull();
});

test("the lowest scorer's drink stays within the cap (docs/product-rules.md#drink-caps)", () => {
  expect(lowestScorerSips).toBeGreaterThan(0);
  expect(lowestScorerSips).toBeLessThanOrEqual(maxSipsPerDrink);
});
