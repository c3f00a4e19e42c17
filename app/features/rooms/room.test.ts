import { describe, expect, test } from "vitest";
import { z } from "zod/mini";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { lastLevelRefusal } from "#app/games/_engine/packs.ts";
import { testPack } from "#tests/factories/packs.ts";
import {
  applyRoomMove,
  createRoom,
  hostAfter,
  joinRoom,
  maxRoomPlayers,
  newRoomCode,
  normaliseRoomCode,
  roomCodeAlphabet,
  roomMoveSchema,
  roomView,
  tableOf,
  type HostPacks,
  type RoomIntensity,
  type RoomMove,
  type RoomRules,
  type RoomState,
} from "./room.ts";

// A game that counts taps and remembers who sat at the table when it last looked.
const counting: GameRules<{ taps: number; seated: number }, { type: "tap" }, number> = {
  moveSchema: z.strictObject({ type: z.literal("tap") }),
  minPlayers: 2,
  maxPlayers: 4,
  setup: (table) => ({ taps: 0, seated: table.players.length }),
  move: (state, _player, _move, table) =>
    table.players.length > 3 ? invalid("Too crowded") : { ...state, taps: state.taps + 1 },
  seatsChanged: (state, table) => ({ ...state, seated: table.players.length }),
  view: (state) => state.taps,
  isOver: () => false,
};

const seen: boolean[] = [];
const rules: RoomRules = {
  rulesOf: () => counting,
  content: (_game, _language, explicitAllowed) => {
    seen.push(explicitAllowed);
    return { packs: [], switches: [], content: null };
  },
  now: () => 0,
};

const seat = (name: string, userId: string | null = null) => ({
  id: `seat-${name}`,
  name,
  userId,
  tokenHash: `hash-${name}`,
});

function room(...names: string[]): RoomState {
  const [host = "Ada", ...others] = names.length > 0 ? names : ["Ada"];
  let state = createRoom({
    code: "KDPW",
    language: "en",
    game: "most-likely-to",
    host: seat(host),
    seed: 1,
  });
  for (const name of others) state = must(joinRoom(state, seat(name), rules));
  return state;
}

function must(value: RoomState | Invalid): RoomState {
  if (isInvalid(value)) throw new Error(value.code);
  return value;
}

const play = (state: RoomState, by: string, move: RoomMove) =>
  applyRoomMove(state, `seat-${by}`, move, rules);
const reason = (value: unknown) => (isInvalid(value) ? value.code : null);

describe("room codes", () => {
  test("are read as people type them", () => {
    expect(normaliseRoomCode(" kd-pw ")).toBe("KDPW");
    expect(normaliseRoomCode("KDP")).toBeNull();
    expect(normaliseRoomCode("KD0W")).toBeNull();
    expect(normaliseRoomCode("KDIW")).toBeNull();
  });

  test("use only letters that can't be mistaken for others", () => {
    let next = 0;
    const code = newRoomCode((below) => next++ % below);
    expect(code).toMatch(/^[A-Z]{4}$/);
    for (const letter of "ILO") expect(roomCodeAlphabet).not.toContain(letter);
  });
});

describe("joining", () => {
  test("refuses a taken name whatever its case, a full room and a locked one", () => {
    expect(reason(joinRoom(room("Ada"), seat("ada"), rules))).toBe("nameTaken");
    const names = Array.from({ length: maxRoomPlayers }, (_, index) => `P${index}`);
    expect(reason(joinRoom(room(...names), seat("Late"), rules))).toBe("full");
    const locked = must(play(room("Ada", "Bo"), "Ada", { type: "lock", locked: true }));
    expect(reason(joinRoom(locked, seat("Cy"), rules))).toBe("locked");
  });

  test("gives a signed-in player their seat back on another device, even when locked", () => {
    const state = createRoom({
      code: "KDPW",
      language: "en",
      game: "squiffy",
      host: seat("Ada", "user-ada"),
      seed: 1,
    });
    const locked = must(applyRoomMove(state, "seat-Ada", { type: "lock", locked: true }, rules));
    const back = must(
      joinRoom(locked, { ...seat("Whoever", "user-ada"), tokenHash: "new" }, rules),
    );
    expect(back.seats).toEqual([expect.objectContaining({ id: "seat-Ada", tokenHash: "new" })]);
  });

  test("keeps a removed phone out", () => {
    const removed = must(play(room("Ada", "Bo"), "Ada", { type: "remove", seat: "seat-Bo" }));
    expect(removed.seats.map((each) => each.name)).toEqual(["Ada"]);
    expect(reason(joinRoom(removed, seat("Bo"), rules))).toBe("removed");
  });

  test("tells a running game who sits at the table", () => {
    const started = must(play(room("Ada", "Bo"), "Ada", { type: "start" }));
    const joined = must(joinRoom(started, seat("Cy"), rules));
    expect(joined.play?.state).toEqual({ taps: 0, seated: 3 });
  });
});

describe("the host", () => {
  test("alone starts, locks, removes, hands over and ends", () => {
    const state = room("Ada", "Bo");
    for (const move of [
      { type: "start" },
      { type: "lock", locked: true },
      { type: "remove", seat: "seat-Ada" },
      { type: "handOver", seat: "seat-Bo" },
      { type: "end" },
    ] as const) {
      expect(reason(play(state, "Bo", move)), move.type).toBe("hostOnly");
    }
    const handed = must(play(state, "Ada", { type: "handOver", seat: "seat-Bo" }));
    expect(handed.hostId).toBe("seat-Bo");
  });

  test("passes to the next player when the host leaves; the last one out ends the room", () => {
    const left = must(play(room("Ada", "Bo", "Cy"), "Ada", { type: "leave" }));
    expect(left.hostId).toBe("seat-Bo");
    const empty = must(play(room("Ada"), "Ada", { type: "leave" }));
    expect(empty.ended).toBe("empty");
    expect(reason(play(empty, "Ada", { type: "start" }))).toBe("ended");
  });

  test("starts only with the players the game takes", () => {
    expect(reason(play(room("Ada"), "Ada", { type: "start" }))).toBe("tooFewPlayers");
    expect(reason(play(room("A", "B", "C", "D", "E"), "A", { type: "start" }))).toBe(
      "tooManyPlayers",
    );
  });
});

describe("moves", () => {
  test("are checked strictly before any rule sees them", () => {
    for (const body of [{ type: "start", by: "Bo" }, { type: "lock" }, { type: "fly" }, null]) {
      expect(roomMoveSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  test("a game's refusal and a malformed game move change nothing", () => {
    const started = must(play(room("Ada", "Bo", "Cy", "Di"), "Ada", { type: "start" }));
    expect(reason(play(started, "Bo", { type: "game", move: { type: "tap" } }))).toBe(
      "Too crowded",
    );
    expect(reason(play(started, "Bo", { type: "game", move: { type: "tap", n: 2 } }))).toBe(
      "badMove",
    );
  });

  test("18+ packs deal only while every player allows them", () => {
    let state = room("Ada", "Bo");
    state = must(play(state, "Ada", { type: "myself", explicitOk: true }));
    seen.length = 0;
    tableOf(state, "most-likely-to", rules);
    state = must(play(state, "Bo", { type: "myself", explicitOk: true }));
    tableOf(state, "most-likely-to", rules);
    expect(seen).toEqual([false, true]);
  });

  test("a phone's view has its own settings and nobody else's secret", () => {
    const state = must(play(room("Ada", "Bo"), "Bo", { type: "myself", notDrinking: true }));
    const view = roomView(state, 3, "seat-Bo", rules);
    expect(view).toMatchObject({ me: "seat-Bo", myself: { notDrinking: true }, version: 3 });
    expect(JSON.stringify(view)).not.toContain("hash-");
    expect(roomView(state, 3, "seat-Nobody", rules)).toBeNull();
  });
});

// The table a game is given carries the host, so host-only game moves can be checked.
test("a game's table names the host", () => {
  const table: GameTable = tableOf(room("Ada", "Bo"), "most-likely-to", rules);
  expect(table.hostId).toBe("seat-Ada");
});

describe("remove and keep out", () => {
  test("a kept-out name is refused however it is typed; a plain removal is not kept out", () => {
    let state = room("Ada", "Bo", "Cy");
    state = must(
      applyRoomMove(state, "seat-Ada", { type: "remove", seat: "seat-Bo", keepOut: true }, rules),
    );
    state = must(applyRoomMove(state, "seat-Ada", { type: "remove", seat: "seat-Cy" }, rules));
    for (const name of ["Bo", "bo", " BO ", "\uff22\uff4f"]) {
      expect(joinRoom(state, { ...seat(name), tokenHash: "fresh" }, rules)).toEqual(
        invalid("keptOut"),
      );
    }
    expect(isInvalid(joinRoom(state, { ...seat("Cy"), tokenHash: "fresh" }, rules))).toBe(false);
  });

  test("a room stored before keep-out existed still takes joins", () => {
    const { keptOut: _none, ...old } = room("Ada");
    expect(isInvalid(joinRoom(old, seat("Bo"), rules))).toBe(false);
  });
});

test("a game move the game takes as a no-op leaves the room as it was, so nothing is written", () => {
  const still: GameRules<{ turn: number }, { type: "next"; turn: number }, number> = {
    moveSchema: z.strictObject({ type: z.literal("next"), turn: z.number() }),
    minPlayers: 2,
    maxPlayers: 4,
    setup: () => ({ turn: 1 }),
    // A Next on a turn already passed, as room-moves.ts's outOfStep answers it.
    move: (state, _player, move) => (move.turn < state.turn ? state : { turn: state.turn + 1 }),
    seatsChanged: (state) => state,
    view: (state) => state.turn,
    isOver: () => false,
  };
  const stillRules: RoomRules = { ...rules, rulesOf: () => still };
  const playing = must(applyRoomMove(room("Ada", "Bo"), "seat-Ada", { type: "start" }, stillRules));
  const stale = { type: "game", move: { type: "next", turn: 0 } } as const;
  expect(applyRoomMove(playing, "seat-Bo", stale, stillRules)).toBe(playing);
});

describe("a player without a phone", () => {
  // Each seat sees only its own secret: who made the last tap, told to that seat alone.
  const secretive: GameRules<{ lastBy: string | null }, { type: "tap" }, string> = {
    moveSchema: z.strictObject({ type: z.literal("tap") }),
    minPlayers: 2,
    maxPlayers: 12,
    setup: () => ({ lastBy: null }),
    move: (_state, player) => ({ lastBy: player }),
    seatsChanged: (state) => state,
    view: (state, player) => (state.lastBy === player ? "you tapped" : "nothing for you"),
    isOver: () => false,
  };
  const secretRules: RoomRules = { ...rules, rulesOf: () => secretive };
  const by = (state: RoomState, who: string, move: RoomMove) =>
    applyRoomMove(state, `seat-${who}`, move, secretRules);
  const withCy = () => must(by(room("Ada", "Bo"), "Ada", { type: "addPassSeat", name: "  Cy  " }));

  test("is added by the host, named like everyone, and counts as a seat", () => {
    const state = withCy();
    expect(state.seats.at(-1)).toMatchObject({ name: "Cy", passedBy: "seat-Ada" });
    expect(reason(by(state, "Ada", { type: "addPassSeat", name: "cy" }))).toBe("nameTaken");
    expect(reason(by(state, "Ada", { type: "addPassSeat", name: " " }))).toBe("nameBlank");
    expect(reason(by(state, "Bo", { type: "addPassSeat", name: "Di" }))).toBe("hostOnly");
    const names = Array.from({ length: maxRoomPlayers - 1 }, (_, index) => `P${index}`);
    expect(reason(by(room("Ada", ...names), "Ada", { type: "addPassSeat", name: "Z" }))).toBe(
      "full",
    );
  });

  test("plays on the host's phone only, and only that phone is sent their view", () => {
    const started = must(by(withCy(), "Ada", { type: "start" }));
    const cy = started.seats.at(-1)?.id ?? "";
    expect(reason(by(started, "Bo", { type: "game", move: { type: "tap" }, as: cy }))).toBe(
      "notYourSeat",
    );
    const tapped = must(by(started, "Ada", { type: "game", move: { type: "tap" }, as: cy }));
    const host = roomView(tapped, 2, "seat-Ada", secretRules);
    expect(host?.play?.view).toBe("nothing for you");
    expect(host?.passSeats).toEqual([
      { id: cy, name: "Cy", notDrinking: false, view: "you tapped" },
    ]);
    expect(roomView(tapped, 2, "seat-Bo", secretRules)?.passSeats).toEqual([]);
    expect(host?.players.at(-1)).toMatchObject({ name: "Cy", passedBy: "seat-Ada" });
  });

  test("has no cookie to open the seat, can't host, and leaves with the phone they play on", () => {
    const state = withCy();
    const cy = state.seats.at(-1)?.id ?? "";
    expect(roomView(state, 1, cy, secretRules)).toBeNull();
    expect(reason(by(state, "Ada", { type: "handOver", seat: cy }))).toBe("noPhone");
    const drinking = must(by(state, "Ada", { type: "myself", notDrinking: true, as: cy }));
    expect(drinking.seats.at(-1)?.notDrinking).toBe(true);
    const left = must(by(state, "Ada", { type: "leave" }));
    expect(left.seats.map((each) => each.name)).toEqual(["Bo"]);
    expect(left.hostId).toBe("seat-Bo");
  });
});

describe("the host's premium packs", () => {
  // A game that deals from whatever packs its table has, and shows them to every phone.
  const dealing: GameRules<{ packs: string[] }, { type: "look" }, string[]> = {
    moveSchema: z.strictObject({ type: z.literal("look") }),
    minPlayers: 2,
    maxPlayers: 4,
    setup: (table) => ({ packs: table.packs.map((pack) => pack.id) }),
    move: (_state, _player, _move, table) => ({ packs: table.packs.map((pack) => pack.id) }),
    seatsChanged: (state) => state,
    view: (state) => state.packs,
    isOver: () => false,
  };
  const free = testPack("free", 3);
  const premiumRules: RoomRules = {
    rulesOf: () => dealing,
    // As roomDeal deals: the free pack, and the premium ones the host brings.
    content: (_game, _language, _explicitAllowed, premiumPacks) => {
      const packs = [free, ...premiumPacks.map((id) => testPack(id, 3, { premium: true }))];
      return {
        packs,
        switches: packs.map((pack) => ({ id: pack.id, active: true })),
        content: null,
      };
    },
    now: () => 0,
  };
  const by = (state: RoomState, who: string, move: RoomMove, lookedUp?: HostPacks) =>
    applyRoomMove(state, `seat-${who}`, move, premiumRules, lookedUp);
  const adas = { seatId: "seat-Ada", packs: ["confessions", "inner-circle"] };

  test("looked up when the game starts, reach its table and stay with it", () => {
    const started = must(by(room("Ada", "Bo"), "Ada", { type: "start" }, adas));
    expect(started.play?.premiumPacks).toEqual(adas.packs);
    expect(started.play?.state).toEqual({ packs: ["free", ...adas.packs] });
    expect(tableOf(started, "most-likely-to", premiumRules).packs.map((pack) => pack.id)).toEqual([
      "free",
      ...adas.packs,
    ]);
    // Handed to Bo, who has none: the running game still deals Ada's, to its end.
    const handed = must(by(started, "Ada", { type: "handOver", seat: "seat-Bo" }));
    const looked = must(by(handed, "Bo", { type: "game", move: { type: "look" } }));
    expect(looked.play?.state).toEqual({ packs: ["free", ...adas.packs] });
    expect(roomView(looked, 5, "seat-Bo", premiumRules)?.hostPremiumPacks).toBe(2);
    // The next game is Bo's.
    const lobby = must(by(looked, "Bo", { type: "backToLobby" }));
    expect(roomView(lobby, 6, "seat-Bo", premiumRules)?.hostPremiumPacks).toBe(0);
    const next = must(by(lobby, "Bo", { type: "start" }, { seatId: "seat-Bo", packs: [] }));
    expect(next.play?.state).toEqual({ packs: ["free"] });
  });

  test("found for another seat than the host's are not dealt", () => {
    const started = must(
      by(room("Ada", "Bo"), "Ada", { type: "start" }, { ...adas, seatId: "seat-Bo" }),
    );
    expect(started.play?.state).toEqual({ packs: ["free"] });
    expect(started.hostPacks).toEqual([]);
  });

  test("can't be sent by a phone: a move that names any is refused before the rules", () => {
    for (const body of [
      { type: "start", premiumPacks: ["confessions"] },
      { type: "start", hostPacks: ["confessions"] },
      { type: "handOver", seat: "seat-Bo", packs: ["confessions"] },
      { type: "myself", explicitOk: true, hostPacks: ["confessions"] },
    ]) {
      expect(roomMoveSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  test("the lobby tells the current host's: on creation, after a hand-over and a host leaving", () => {
    const created = createRoom({
      code: "KDPW",
      language: "en",
      game: "most-likely-to",
      host: seat("Ada", "user-ada"),
      hostPacks: adas.packs,
      seed: 1,
    });
    const withBo = must(joinRoom(created, seat("Bo", "user-bo"), premiumRules));
    const count = (state: RoomState) =>
      roomView(state, 1, "seat-Bo", premiumRules)?.hostPremiumPacks;
    expect(count(withBo)).toBe(2);

    const handed = { type: "handOver", seat: "seat-Bo" } as const;
    expect(hostAfter(withBo, "seat-Ada", handed)?.userId).toBe("user-bo");
    const toBo = must(by(withBo, "Ada", handed, { seatId: "seat-Bo", packs: ["rewind"] }));
    expect(count(toBo)).toBe(1);

    const back = must(by(toBo, "Bo", { type: "handOver", seat: "seat-Ada" }, adas));
    expect(hostAfter(back, "seat-Ada", { type: "leave" })?.id).toBe("seat-Bo");
    const left = must(by(back, "Ada", { type: "leave" }, { seatId: "seat-Bo", packs: [] }));
    expect(left.hostId).toBe("seat-Bo");
    expect(count(left)).toBe(0);
  });

  test("are looked up only for the moves that start a game or change the host", () => {
    const state = room("Ada", "Bo");
    expect(hostAfter(state, "seat-Ada", { type: "start" })?.id).toBe("seat-Ada");
    expect(hostAfter(state, "seat-Bo", { type: "start" })).toBeNull();
    expect(hostAfter(state, "seat-Bo", { type: "leave" })).toBeNull();
    expect(hostAfter(state, "seat-Ada", { type: "lock", locked: true })).toBeNull();
  });
});

describe("the room's intensity levels", () => {
  const seenIntensity: RoomIntensity[] = [];
  const levelRules: RoomRules = {
    ...rules,
    content: (_game, _language, _explicitAllowed, _premiumPacks, intensity) => {
      seenIntensity.push(intensity);
      return { packs: [], switches: [], content: null };
    },
  };
  const by = (state: RoomState, who: string, move: RoomMove) =>
    applyRoomMove(state, `seat-${who}`, move, levelRules);

  test("start at mild and medium, and the host picks them for the room's deal", () => {
    const state = room("Ada", "Bo");
    expect(roomView(state, 1, "seat-Bo", levelRules)?.levels).toEqual(["mild", "medium"]);
    const wild = must(by(state, "Ada", { type: "level", level: "wild", on: true }));
    const mildOff = must(by(wild, "Ada", { type: "level", level: "mild", on: false }));
    expect(mildOff.levels).toEqual(["medium", "wild"]);
    expect(roomView(mildOff, 2, "seat-Bo", levelRules)?.levels).toEqual(["medium", "wild"]);
    const started = must(by(mildOff, "Ada", { type: "start" }));
    expect(seenIntensity.at(-1)).toEqual({ levels: ["medium", "wild"], alcoholFree: false });
    const dry = must(by(started, "Ada", { type: "alcoholFree", on: true }));
    expect(dry.play).not.toBeNull();
    expect(seenIntensity.at(-1)).toEqual({ levels: ["medium", "wild"], alcoholFree: true });
  });

  test("only the host picks them, and the last one stays", () => {
    const state = room("Ada", "Bo");
    expect(reason(by(state, "Bo", { type: "level", level: "wild", on: true }))).toBe("hostOnly");
    const medium = must(by(state, "Ada", { type: "level", level: "mild", on: false }));
    expect(reason(by(medium, "Ada", { type: "level", level: "medium", on: false }))).toBe(
      lastLevelRefusal,
    );
  });

  test("a level the room doesn't know is not a move", () => {
    for (const body of [
      { type: "level", level: "spicy", on: true },
      { type: "level", level: "wild" },
      { type: "level", level: "wild", on: "yes" },
      { type: "level", level: "wild", on: true, extra: 1 },
    ])
      expect(roomMoveSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});
