import type { RefusalParams } from "#app/games/_engine/invalid.ts";
import englishGameRefusals from "#app/i18n/en/refusals.json" with { type: "json" };
import englishRooms from "#app/i18n/en/rooms.json" with { type: "json" };
import { flattenMessages, translate } from "#app/i18n/translate.ts";

/**
 * Why a room refused something (docs/errors.md#rooms): a code the phone says in the words of
 * the interface text, the English words the JSON API answers, and the HTTP status.
 */
export const roomRefusals = {
  notFound: [404, "There is no open room with that code. Check it with the host."],
  ended: [410, "This room has ended. Ask the host for the code of a new one."],
  badCode: [400, "A room code is 4 letters, like KDPW."],
  unknownGame: [400, "That game can't be played in a room."],
  nameBlank: [400, "Type the name the others know you by."],
  nameTooLong: [400, "A name is 20 characters at most."],
  nameTaken: [409, "Someone in this room already has that name. Add an initial or a nickname."],
  full: [409, "This room is full (12 players at most)."],
  locked: [423, "The host has locked this room: ask them to unlock it."],
  removed: [403, "The host removed you from this room."],
  keptOut: [403, "The host has kept that name out of this room for the rest of the game."],
  notSeated: [403, "You're not in this room. Join it with its code first."],
  hostOnly: [403, "Only the host can do that."],
  notYourSeat: [403, "That player doesn't play on this phone."],
  noPhone: [409, "That player has no phone of their own: hand hosting to someone who does."],
  removeSelf: [409, "Hand hosting over or end the room instead of removing yourself."],
  gameRunning: [409, "Finish the game (back to the lobby) first."],
  noGame: [409, "No game is running: the host starts one from the lobby."],
  tooFewPlayers: [409, "This game needs more players: get another phone to join."],
  tooManyPlayers: [409, "Too many players for this game: pick another one."],
  cannotStart: [409, "This game can't start with this room's settings."],
  badMove: [400, "That message isn't one this room understands."],
  tooFast: [429, "Slow down a little: too many taps at once."],
  tooManyAttempts: [429, "Too many tries from this network. Try again in a few minutes."],
  tooManyRooms: [
    429,
    "Too many rooms are open from this network. End one before starting another.",
  ],
  tooManyStreams: [429, "Too many phones are watching rooms from this network. Try again soon."],
  busy: [503, "The room is very busy right now. Try again."],
  audienceClosed: [403, "The seats are taken and the host isn't letting an audience in."],
  crowdClosed: [409, "That question has closed: vote on the one on screen now."],
  crowdFull: [409, "The audience's vote is full for this question."],
} as const satisfies Record<string, readonly [number, string]>;

export type RoomRefusalCode = keyof typeof roomRefusals;

export interface RoomRefusal {
  /** A room's code, or a game's own refusal code (a key of the `refusals` catalogue). */
  refused: string;
  status: number;
  /** English words for the JSON API. */
  message: string;
  /** What a game's refusal words are filled with. */
  params?: RefusalParams;
}

export function isRoomRefusalCode(code: string): code is RoomRefusalCode {
  return Object.hasOwn(roomRefusals, code);
}

const englishRefusals = flattenMessages(englishGameRefusals);

/** The refusal for a room's code, or for a game's refused move (its code and params). */
export function roomRefusal(code: string, params?: RefusalParams): RoomRefusal {
  if (isRoomRefusalCode(code)) {
    const [status, message] = roomRefusals[code];
    return { refused: code, status, message };
  }
  const message = translate("en", englishRefusals, code, {
    ...params,
    defaultValue: englishRooms.refusals.move,
  });
  return params
    ? { refused: code, status: 409, message, params }
    : { refused: code, status: 409, message };
}
