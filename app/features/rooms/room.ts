import { z } from "zod/mini";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import type { GameRules, GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { defaultLevels, packLevels, setLevel, type PackLevel } from "#app/games/_engine/packs.ts";
import { maxNameLength } from "#app/games/_engine/roster.ts";
import type { Language } from "#app/i18n/language.ts";
import type { CrowdView } from "#app/games/_ui/room/room-crowd.tsx";
import { followQuestion, pickInCrowd, type CrowdResult, type CrowdVote } from "./room-crowd.ts";
import {
  isRoomPlayKind,
  sharedScreen,
  sharedScreenGame,
  type RoomPlayKind,
} from "./room-game-slugs.ts";

/**
 * A room (docs/decisions/027-rooms.md): several phones, one game. These are the room's own
 * rules — who sits where, who hosts, what is played — as pure functions over JSON, like every
 * game rule. The server applies them and keeps the result; phones render their view of it.
 */

/** Letters that can't be mistaken for each other or for digits when read aloud or off a screen. */
export const roomCodeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ";
export const roomCodeLength = 4;
export const maxRoomPlayers = 12;
/** A room nobody has moved in for this long has ended. */
export const roomIdleMs = 2 * 60 * 60 * 1000;
/**
 * Open rooms hosted from one address at once: a venue's tables share one public address, and a
 * phone that starts a new room leaves its last one open until it idles out.
 */
export const maxRoomsPerAddress = 10;
export const seatIdLength = 16;

const roomCodePattern = new RegExp(`^[${roomCodeAlphabet}]{${roomCodeLength}}$`);

/** A typed code, as people type it: any case, spaces and dashes ignored. Null when it can't be one. */
export function normaliseRoomCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  return roomCodePattern.test(code) ? code : null;
}

export function newRoomCode(randomIndex: (below: number) => number): string {
  let code = "";
  for (let i = 0; i < roomCodeLength; i++)
    code += roomCodeAlphabet[randomIndex(roomCodeAlphabet.length)];
  return code;
}

export interface Seat {
  id: string;
  name: string;
  /** The account that sat down, when signed in: it can take the seat back from another device. */
  userId: string | null;
  /** SHA-256 of the seat's secret, which only the phone's cookie holds. */
  tokenHash: string;
  notDrinking: boolean;
  /** This player allows 18+ packs; they deal only while everyone does. */
  explicitOk: boolean;
  /**
   * A player without a phone of their own: the seat id of the phone they play on (the host's,
   * who added them). Such a seat has no secret, so no cookie ever opens it.
   */
  passedBy?: string;
}

export interface RoomPlay {
  game: RoomPlayKind;
  state: unknown;
  /**
   * The host's premium packs this game deals, as they were when it started: it deals from them
   * to its end, whoever hosts or buys meanwhile (docs/decisions/038-premium-in-rooms.md).
   * Absent in games stored before it existed.
   */
  premiumPacks?: string[];
}

export type RoomEnding = "host" | "idle" | "empty";

export interface RoomState {
  code: string;
  language: Language;
  hostId: string;
  /** Nobody new may join; seated players can still come back. */
  locked: boolean;
  alcoholFree: boolean;
  /**
   * The intensity levels the host picked (docs/product-rules.md#intensity); wild deals only while
   * every player allows 18+ and the room drinks. Absent in rooms stored before it existed, which
   * deal the default levels.
   */
  levels?: PackLevel[];
  /** The game the host picked: played when they start. */
  game: RoomPlayKind;
  /** The catalogue game played on the host's screen when `game` is the shared screen. */
  sharedGame: string | null;
  seats: Seat[];
  /** Seats the host removed: their secret no longer seats anyone. */
  removedTokens: string[];
  /**
   * Names the host removed and kept out (as `nameKey` makes them): nobody joins under them again
   * this game, from any phone. Absent in rooms stored before it existed.
   */
  keptOut?: string[];
  /**
   * The premium packs the host's account may play, as the server looked them up when they
   * became host and when they last started a game: what the next game deals besides the free
   * packs. Absent in rooms stored before it existed.
   */
  hostPacks?: string[];
  /** The game being played; null in the lobby. */
  play: RoomPlay | null;
  /** Seeds each new game; advanced every time one starts. */
  nextSeed: number;
  ended: RoomEnding | null;
  /**
   * Signs the passes of audience phones (audience-pass.server.ts); absent in rooms stored
   * before there was an audience, which get one when their first audience phone comes.
   */
  audienceKey?: string;
  /** The host keeps the audience out: phones beyond the seats are turned away. */
  audienceClosed?: boolean;
  /** The question the game asks the audience now, with the picks so far (room-crowd.ts). */
  crowd?: CrowdVote | null;
  /** The audience's answer to the last question closed. */
  crowdResult?: CrowdResult | null;
}

/** What a room needs from outside: each game's rules and the content it is played with. */
export interface RoomRules {
  rulesOf(game: RoomPlayKind): GameRules<unknown, unknown, unknown>;
  content(
    game: RoomPlayKind,
    language: Language,
    explicitAllowed: boolean,
    /** The premium packs the host brings (docs/decisions/038-premium-in-rooms.md). */
    premiumPacks: readonly string[],
    /** The levels the host picked and whether the room is alcohol-free, which keeps wild out. */
    intensity: RoomIntensity,
  ): Pick<GameTable, "packs" | "switches" | "content">;
  /** The clock moves are made at (epoch ms): rules keep deadlines, not timers. */
  now(): number;
}

export interface RoomIntensity {
  levels: readonly PackLevel[];
  alcoholFree: boolean;
}

/** The levels a room deals at, as its host picked them, and whether it drinks. */
export function intensityOf(room: RoomState): RoomIntensity {
  return { levels: room.levels ?? defaultLevels, alcoholFree: room.alcoholFree };
}

export type NameProblem = "blank" | "tooLong";

/** A player's name, tidied as the roster tidies it, or why it can't be one. */
export function cleanName(raw: string): string | { problem: NameProblem } {
  const name = raw.trim().replace(/\s+/g, " ");
  if (name === "") return { problem: "blank" };
  if (name.length > maxNameLength) return { problem: "tooLong" };
  return name;
}

/**
 * The premium packs a seat's account may play, looked up by the server for a move that makes
 * that seat host or starts a game (docs/decisions/038-premium-in-rooms.md). It is handed to the
 * rules beside the move, never read from a phone's message.
 */
export interface HostPacks {
  seatId: string;
  packs: readonly string[];
}

/** What the server found for `hostId`; a seat it did not look up brings no premium pack. */
function packsOfHost(hostId: string, lookedUp: HostPacks | undefined): string[] {
  return lookedUp?.seatId === hostId ? [...lookedUp.packs] : [];
}

export interface NewSeat {
  id: string;
  name: string;
  userId: string | null;
  tokenHash: string;
}

function seatFrom(seat: NewSeat): Seat {
  return { ...seat, notDrinking: false, explicitOk: false };
}

export function createRoom(options: {
  code: string;
  language: Language;
  game: RoomPlayKind;
  /** The game on the host's screen, when `game` is the shared screen. */
  sharedGame?: string | null;
  host: NewSeat;
  /** The premium packs the host's account may play, as the server looked them up. */
  hostPacks?: readonly string[];
  seed: number;
  audienceKey?: string;
}): RoomState {
  return {
    code: options.code,
    language: options.language,
    hostId: options.host.id,
    locked: false,
    alcoholFree: false,
    game: options.game,
    sharedGame: options.sharedGame ?? null,
    seats: [seatFrom(options.host)],
    removedTokens: [],
    hostPacks: [...(options.hostPacks ?? [])],
    play: null,
    nextSeed: options.seed >>> 0,
    ended: null,
    ...(options.audienceKey ? { audienceKey: options.audienceKey } : {}),
  };
}

export function seatByToken(room: RoomState, tokenHash: string): Seat | null {
  return (
    room.seats.find((seat) => seat.passedBy === undefined && seat.tokenHash === tokenHash) ?? null
  );
}

/** The id of a player who plays on another's phone: their name, which is unique in the room. */
function passSeatId(name: string): string {
  return `pass-${nameKey(name)}`.slice(0, seatIdLength * 2);
}

/**
 * A name as the room compares names: "Bo", " bo " and a "Bo" typed with other Unicode forms are
 * one name, so a kept-out player can't come back by retyping theirs.
 */
export const nameKey = (name: string) =>
  name.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

/**
 * Sits a new player down. A signed-in player who already has a seat (another device, a cleared
 * cookie) gets it back with the new secret; everyone else needs a free name, a free place and an
 * unlocked room.
 */
export function joinRoom(room: RoomState, seat: NewSeat, rules: RoomRules): RoomState | Invalid {
  if (room.ended) return invalid("ended");
  if (room.removedTokens.includes(seat.tokenHash)) return invalid("removed");
  const own = seat.userId ? room.seats.find((each) => each.userId === seat.userId) : undefined;
  if (own) {
    return {
      ...room,
      seats: room.seats.map((each) =>
        each === own ? { ...each, tokenHash: seat.tokenHash } : each,
      ),
    };
  }
  if (room.keptOut?.includes(nameKey(seat.name))) return invalid("keptOut");
  if (room.locked) return invalid("locked");
  if (room.seats.length >= maxRoomPlayers) return invalid("full");
  if (room.seats.some((each) => sameName(each.name, seat.name))) return invalid("nameTaken");
  return reseat({ ...room, seats: [...room.seats, seatFrom(seat)] }, rules);
}

const seatIdSchema = z.string().check(z.minLength(1), z.maxLength(seatIdLength * 2));

/** Every message a phone can send about the room itself; a game's own moves ride in `game`. */
export const roomMoveSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("chooseGame"),
    game: z.string().check(z.refine(isRoomPlayKind)),
    /** The catalogue game for the shared screen. */
    shared: z.optional(z.string().check(z.maxLength(40))),
  }),
  z.strictObject({ type: z.literal("start") }),
  z.strictObject({ type: z.literal("backToLobby") }),
  z.strictObject({ type: z.literal("lock"), locked: z.boolean() }),
  z.strictObject({
    type: z.literal("remove"),
    seat: seatIdSchema,
    /** Also refuse the removed player's name for the rest of the game. */
    keepOut: z.optional(z.boolean()),
  }),
  z.strictObject({ type: z.literal("handOver"), seat: seatIdSchema }),
  /** The host adds a player without a phone, who plays on the host's. */
  z.strictObject({
    type: z.literal("addPassSeat"),
    name: z.string().check(z.maxLength(maxNameLength * 4)),
  }),
  z.strictObject({ type: z.literal("alcoholFree"), on: z.boolean() }),
  /** The host picks or drops one intensity level. */
  z.strictObject({ type: z.literal("level"), level: z.enum(packLevels), on: z.boolean() }),
  /** Whether phones beyond the seats may join as the audience. */
  z.strictObject({ type: z.literal("audience"), open: z.boolean() }),
  z.strictObject({
    type: z.literal("myself"),
    notDrinking: z.optional(z.boolean()),
    explicitOk: z.optional(z.boolean()),
    /** For a player who plays on this phone (addPassSeat). */
    as: z.optional(seatIdSchema),
  }),
  z.strictObject({ type: z.literal("leave") }),
  z.strictObject({ type: z.literal("end") }),
  z.strictObject({
    type: z.literal("game"),
    move: z.unknown(),
    /** Made for a player who plays on this phone (addPassSeat). */
    as: z.optional(seatIdSchema),
  }),
]);

export type RoomMove = z.infer<typeof roomMoveSchema>;

/** Moves only the host may make. */
const hostMoves: ReadonlySet<RoomMove["type"]> = new Set([
  "chooseGame",
  "start",
  "backToLobby",
  "lock",
  "remove",
  "handOver",
  "addPassSeat",
  "alcoholFree",
  "level",
  "audience",
  "end",
]);

/**
 * The table `game` is played at: the room's players and settings, and the packs it deals, the
 * host's premium ones included (those the running game started with, unless given).
 */
export function tableOf(
  room: RoomState,
  game: RoomPlayKind,
  rules: RoomRules,
  premiumPacks: readonly string[] = room.play?.premiumPacks ?? [],
): GameTable {
  const players: GamePlayer[] = room.seats.map(({ id, name, notDrinking }) => ({
    id,
    name,
    notDrinking,
  }));
  const explicitAllowed = room.seats.every((seat) => seat.explicitOk);
  return {
    players,
    alcoholFree: room.alcoholFree,
    hostId: room.hostId,
    ...rules.content(game, room.language, explicitAllowed, premiumPacks, intensityOf(room)),
    now: rules.now(),
  };
}

/** The game goes on with the table as it now is (someone came, went or changed a setting). */
function reseat(room: RoomState, rules: RoomRules): RoomState {
  if (!room.play) return room;
  const game = rules.rulesOf(room.play.game);
  const table = tableOf(room, room.play.game, rules);
  return withCrowd(
    { ...room, play: { ...room.play, state: game.seatsChanged(room.play.state, table) } },
    rules,
  );
}

/**
 * The audience's vote follows the game: a question the game now asks opens, the one it no
 * longer asks is counted (room-crowd.ts).
 */
function withCrowd(room: RoomState, rules: RoomRules): RoomState {
  const question = room.play
    ? (rules.rulesOf(room.play.game).crowdQuestion?.(room.play.state) ?? null)
    : null;
  const seatOrder = room.seats.map((seat) => seat.id);
  const next = followQuestion(room.crowd ?? null, question, seatOrder);
  if (!next) return room;
  return { ...room, crowd: next.open, crowdResult: next.closed ?? room.crowdResult ?? null };
}

/** The players with a phone of their own once `seatId` has gone, with those who play on it. */
function phonesWithout(room: RoomState, seatId: string): Seat[] {
  return room.seats.filter((seat) => seat.id !== seatId && seat.passedBy === undefined);
}

/**
 * Takes a seat away, with the players who played on its phone; the host's role passes to the
 * next player with a phone, and a room without one ends.
 */
function withoutSeat(
  room: RoomState,
  seatId: string,
  rules: RoomRules,
  lookedUp: HostPacks | undefined,
): RoomState {
  const seats = room.seats.filter((seat) => seat.id !== seatId && seat.passedBy !== seatId);
  const [nextHost] = phonesWithout(room, seatId);
  if (!nextHost) return { ...room, seats: [], ended: "empty" };
  if (room.hostId !== seatId) return reseat({ ...room, seats }, rules);
  const hostPacks = packsOfHost(nextHost.id, lookedUp);
  return reseat({ ...room, seats, hostId: nextHost.id, hostPacks }, rules);
}

/**
 * The seat whose premium packs the server looks up before `move` is applied: the host who
 * starts a game, or whoever hosts after a hand-over or the host leaving. Null for every other
 * move.
 */
export function hostAfter(room: RoomState, seatId: string, move: RoomMove): Seat | null {
  if (room.hostId !== seatId) return null;
  const seatOf = (id: string) => room.seats.find((each) => each.id === id) ?? null;
  switch (move.type) {
    case "start":
      return seatOf(seatId);
    case "handOver":
      return seatOf(move.seat);
    case "leave":
      return phonesWithout(room, seatId)[0] ?? null;
    default:
      return null;
  }
}

/** The seat a phone acts for: its own, or a player without a phone who plays on it. */
function actingSeat(room: RoomState, seatId: string, as: string | undefined): string | null {
  if (as === undefined || as === seatId) return seatId;
  return room.seats.some((each) => each.id === as && each.passedBy === seatId) ? as : null;
}

/**
 * `seatId` sent `move`. The result is the room to keep, or a refusal (a code the phone turns
 * into words) that changes nothing. `lookedUp` is what the server found for the seat
 * `hostAfter` names.
 */
export function applyRoomMove(
  room: RoomState,
  seatId: string,
  move: RoomMove,
  rules: RoomRules,
  lookedUp?: HostPacks,
): RoomState | Invalid {
  if (room.ended) return invalid("ended");
  const seat = room.seats.find((each) => each.id === seatId);
  if (!seat) return invalid("notSeated");
  if (hostMoves.has(move.type) && room.hostId !== seatId) return invalid("hostOnly");

  switch (move.type) {
    case "chooseGame": {
      if (room.play) return invalid("gameRunning");
      if (move.game !== sharedScreen) return { ...room, game: move.game };
      const shared = sharedScreenGame(move.shared ?? null);
      if (!shared) return invalid("unknownGame");
      return { ...room, game: move.game, sharedGame: shared.slug };
    }
    case "start": {
      if (room.play) return invalid("gameRunning");
      const game = rules.rulesOf(room.game);
      if (room.seats.length < game.minPlayers) return invalid("tooFewPlayers");
      if (room.seats.length > game.maxPlayers) return invalid("tooManyPlayers");
      const hostPacks = packsOfHost(room.hostId, lookedUp);
      const table = tableOf(room, room.game, rules, hostPacks);
      const state = game.setup(table, room.nextSeed);
      if (isInvalid(state)) return invalid("cannotStart");
      // The game keeps only the premium packs it deals, as the room is written with every move.
      const premiumPacks = table.packs.filter((pack) => pack.premium).map((pack) => pack.id);
      return withCrowd(
        {
          ...room,
          hostPacks,
          play: { game: room.game, state, premiumPacks },
          nextSeed: (Math.imul(room.nextSeed ^ 0x9e3779b9, 0x85ebca6b) + 1) >>> 0,
          crowd: null,
          crowdResult: null,
        },
        rules,
      );
    }
    case "backToLobby":
      if (!room.play) return invalid("noGame");
      return { ...room, play: null, crowd: null, crowdResult: null };
    case "lock":
      return { ...room, locked: move.locked };
    case "remove": {
      if (move.seat === seatId) return invalid("removeSelf");
      const removed = room.seats.find((each) => each.id === move.seat);
      if (!removed) return invalid("notSeated");
      const keptOut = room.keptOut ?? [];
      return {
        ...withoutSeat(room, removed.id, rules, lookedUp),
        removedTokens: [...room.removedTokens, removed.tokenHash].slice(-maxRoomPlayers * 4),
        ...(move.keepOut
          ? { keptOut: [...keptOut, nameKey(removed.name)].slice(-maxRoomPlayers * 4) }
          : {}),
      };
    }
    case "handOver": {
      const next = room.seats.find((each) => each.id === move.seat);
      if (!next) return invalid("notSeated");
      if (next.passedBy !== undefined) return invalid("noPhone");
      return { ...room, hostId: move.seat, hostPacks: packsOfHost(move.seat, lookedUp) };
    }
    case "addPassSeat": {
      const name = cleanName(move.name);
      if (typeof name !== "string") {
        return invalid(name.problem === "blank" ? "nameBlank" : "nameTooLong");
      }
      if (room.keptOut?.includes(nameKey(name))) return invalid("keptOut");
      if (room.seats.length >= maxRoomPlayers) return invalid("full");
      if (room.seats.some((each) => sameName(each.name, name))) return invalid("nameTaken");
      const seat: Seat = {
        id: passSeatId(name),
        name,
        userId: null,
        tokenHash: "",
        notDrinking: false,
        explicitOk: false,
        passedBy: seatId,
      };
      return reseat({ ...room, seats: [...room.seats, seat] }, rules);
    }
    case "alcoholFree":
      return reseat({ ...room, alcoholFree: move.on }, rules);
    case "level": {
      const levels = setLevel(intensityOf(room).levels, move.level, move.on);
      if (isInvalid(levels)) return levels;
      return reseat({ ...room, levels }, rules);
    }
    case "audience":
      return (room.audienceClosed ?? false) === !move.open
        ? room
        : { ...room, audienceClosed: !move.open };
    case "myself": {
      const acting = actingSeat(room, seatId, move.as);
      if (!acting) return invalid("notYourSeat");
      return reseat(
        {
          ...room,
          seats: room.seats.map((each) =>
            each.id === acting
              ? {
                  ...each,
                  notDrinking: move.notDrinking ?? each.notDrinking,
                  explicitOk: move.explicitOk ?? each.explicitOk,
                }
              : each,
          ),
        },
        rules,
      );
    }
    case "leave":
      return withoutSeat(room, seatId, rules, lookedUp);
    case "end":
      return { ...room, ended: "host" };
    case "game": {
      if (!room.play) return invalid("noGame");
      const acting = actingSeat(room, seatId, move.as);
      if (!acting) return invalid("notYourSeat");
      const game = rules.rulesOf(room.play.game);
      const parsed = game.moveSchema.safeParse(move.move);
      if (!parsed.success) return invalid("badMove");
      const next = game.move(
        room.play.state,
        acting,
        parsed.data,
        tableOf(room, room.play.game, rules),
      );
      if (isInvalid(next)) return next;
      // A move the game took as a no-op (a second Next on a turn already passed) leaves the room
      // as it is, so nothing is written or sent to the phones.
      if (next === room.play.state) return room;
      return withCrowd({ ...room, play: { ...room.play, state: next } }, rules);
    }
  }
}

/** What an audience phone may send: its pick on the question the game asks the crowd. */
export const crowdMoveSchema = z.strictObject({
  type: z.literal("crowd"),
  question: z.string().check(z.maxLength(80)),
  pick: seatIdSchema,
});

export type CrowdMove = z.infer<typeof crowdMoveSchema>;

/** An audience phone's pick: the room to keep, or a refusal that changes nothing. */
export function applyCrowdMove(
  room: RoomState,
  audienceId: string,
  move: CrowdMove,
): RoomState | Invalid {
  if (room.ended) return invalid("ended");
  const seatIds = room.seats.map((seat) => seat.id);
  const crowd = pickInCrowd(room.crowd ?? null, audienceId, move.question, move.pick, seatIds);
  if (isInvalid(crowd)) return crowd;
  return crowd === room.crowd ? room : { ...room, crowd };
}

/** Whether a phone beyond the seats may watch as the audience. */
export function audienceWelcome(room: RoomState): boolean {
  return !room.ended && !room.audienceClosed;
}

export interface RoomPlayerView {
  id: string;
  name: string;
  notDrinking: boolean;
  /** The seat id of the phone this player plays on, when they have none of their own. */
  passedBy: string | null;
}

/** A player who plays on this phone: their settings and, while a game runs, their view. */
export interface PassSeatView {
  id: string;
  name: string;
  notDrinking: boolean;
  view: unknown;
}

/** What one phone is sent: the room as that player may see it. */
export interface RoomView {
  code: string;
  /** Increases with every change: a phone ignores anything older than what it shows. */
  version: number;
  me: string;
  hostId: string;
  locked: boolean;
  alcoholFree: boolean;
  /** The intensity levels the host picked; wild deals only with `explicitDealt` and drinking. */
  levels: PackLevel[];
  game: RoomPlayKind;
  /** The game on the host's screen, when `game` is the shared screen. */
  sharedGame: string | null;
  /** How many players the picked game takes. */
  gamePlayers: { min: number; max: number };
  players: RoomPlayerView[];
  /** This phone's own settings. */
  myself: { notDrinking: boolean; explicitOk: boolean };
  /** Whether 18+ packs deal: only while every player allows them. */
  explicitDealt: boolean;
  /**
   * How many of the host's premium packs the game deals from: the running one's, or in the
   * lobby the picked one's (docs/decisions/038-premium-in-rooms.md).
   */
  hostPremiumPacks: number;
  play: { game: RoomPlayKind; view: unknown } | null;
  /** The players who play on this phone (addPassSeat): their secrets, for when they look. */
  passSeats: PassSeatView[];
  ended: RoomEnding | null;
  /** This phone watches as the audience: it has no seat, and `me` is empty. */
  audience: boolean;
  /** Phones beyond the seats may join as the audience. */
  audienceOpen: boolean;
  /**
   * The audience's vote: the question open to it (null when none is), and once it closes, the
   * crowd's pick beside the players' (null before anyone in the audience voted).
   */
  crowd: { question: string | null; result: CrowdView | null };
}

/** What a phone's view holds of its own: who it is, its settings and its seats' secrets. */
type OwnViewKey = "code" | "version" | "me" | "myself" | "play" | "passSeats" | "audience";

/**
 * What every phone's view of a room shares, and the table its game is viewed at: worked out
 * once per change however many phones watch (docs/decisions/035-room-hot-path.md).
 */
export interface RoomViewShared {
  table: GameTable | null;
  common: Omit<RoomView, OwnViewKey>;
}

export function roomViewShared(room: RoomState, rules: RoomRules): RoomViewShared {
  const table = room.play ? tableOf(room, room.play.game, rules) : null;
  const explicitDealt = room.seats.every((each) => each.explicitOk);
  const { packs } =
    table ??
    rules.content(room.game, room.language, explicitDealt, room.hostPacks ?? [], intensityOf(room));
  const question = room.crowd?.question ?? null;
  return {
    table,
    common: {
      hostId: room.hostId,
      locked: room.locked,
      alcoholFree: room.alcoholFree,
      levels: [...intensityOf(room).levels],
      game: room.game,
      sharedGame: room.sharedGame,
      gamePlayers: {
        min: rules.rulesOf(room.game).minPlayers,
        max: rules.rulesOf(room.game).maxPlayers,
      },
      players: room.seats.map(({ id, name, notDrinking, passedBy }) => ({
        id,
        name,
        notDrinking,
        passedBy: passedBy ?? null,
      })),
      explicitDealt,
      hostPremiumPacks: packs.filter((pack) => pack.premium).length,
      ended: room.ended,
      audienceOpen: audienceWelcome(room),
      crowd: { question, result: question === null ? crowdView(room) : null },
    },
  };
}

/**
 * What a phone is sent: the room as the seat `seatId` sees it, or as the audience does (null):
 * the game as a player not in it sees it, and nothing of anyone's own. `shared` is what every
 * phone's view of this room shares, when the caller has it already.
 */
export function roomView(
  room: RoomState,
  version: number,
  seatId: string | null,
  rules: RoomRules,
  shared: RoomViewShared = roomViewShared(room, rules),
): RoomView | null {
  const seat = seatId === null ? null : room.seats.find((each) => each.id === seatId);
  if (seatId !== null && (!seat || seat.passedBy !== undefined)) return null;
  const running = room.play;
  const { table } = shared;
  const viewFor = (id: string) =>
    running && table ? rules.rulesOf(running.game).view(running.state, id, table) : null;
  const play = running ? { game: running.game, view: viewFor(seatId ?? "") } : null;
  const passSeats = room.seats
    .filter((each) => seatId !== null && each.passedBy === seatId)
    .map(({ id, name, notDrinking }) => ({ id, name, notDrinking, view: viewFor(id) }));
  // The code and the version first: a change is told by what follows them (room-service).
  return {
    code: room.code,
    version,
    ...shared.common,
    me: seatId ?? "",
    myself: { notDrinking: seat?.notDrinking ?? false, explicitOk: seat?.explicitOk ?? false },
    play,
    passSeats,
    audience: seatId === null,
  };
}

function crowdView(room: RoomState): CrowdView | null {
  const result = room.crowdResult;
  if (!result) return null;
  const nameOf = (id: string) => room.seats.find((seat) => seat.id === id)?.name;
  return {
    counts: result.counts.flatMap(({ id, votes }) => {
      const name = nameOf(id);
      return name === undefined ? [] : [{ id, name, votes }];
    }),
    voters: result.voters,
  };
}

/**
 * A room as this service stored it (the database's document, or another process's update
 * over Redis): only Party Dojo writes either, so it is checked for its shape's anchors, not
 * field by field. Anything else throws.
 */
export function readStoredRoom(value: unknown): RoomState {
  if (
    typeof value !== "object" ||
    value === null ||
    !("code" in value) ||
    typeof value.code !== "string" ||
    !("seats" in value) ||
    !Array.isArray(value.seats)
  ) {
    throw new Error("A stored room is not a room");
  }
  return Object.assign(Object.create(null), value);
}
