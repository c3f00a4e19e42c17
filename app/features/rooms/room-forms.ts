import { z } from "zod/mini";
import { maxNameLength } from "#app/games/_engine/roster.ts";
import { cleanName, normaliseRoomCode, roomCodeLength } from "./room.ts";
import { isRoomPlayKind, sharedScreenGame } from "./room-game-slugs.ts";
import type { RoomRefusalCode } from "./room-refusals.ts";

/** The limits the room forms show in their fields; the server checks the same ones. */
export const roomFormLimits = { nameLength: maxNameLength, codeLength: roomCodeLength };

// The room forms' schemas: the page checks a form with its schema before sending it, and the
// action checks the same schema again before the room service does. Every issue is a room's
// refusal code (docs/errors.md#rooms), worded from `rooms:refusals`, so a problem found on the
// phone and the same problem found by the server read the same.

const problem = (code: RoomRefusalCode) => code;

const roomCode = z
  .string({ error: problem("badCode") })
  .check(z.refine((typed) => normaliseRoomCode(typed) !== null, problem("badCode")));

const nameProblem = (typed: string) => {
  const name = cleanName(typed);
  return typeof name === "string" ? null : name.problem;
};

const playerName = z.string({ error: problem("nameBlank") }).check(
  z.refine((typed) => nameProblem(typed) !== "blank", problem("nameBlank")),
  z.refine((typed) => nameProblem(typed) !== "tooLong", problem("nameTooLong")),
);

export const newRoomFormSchema = z.object({
  game: z
    .string({ error: problem("unknownGame") })
    .check(z.refine(isRoomPlayKind, problem("unknownGame"))),
  // The game played on the host's screen; the form always sends one, read only for that choice.
  shared: z.optional(
    z.string().check(z.refine((slug) => sharedScreenGame(slug) !== null, problem("unknownGame"))),
  ),
  name: playerName,
});

export type NewRoomFormFields = z.output<typeof newRoomFormSchema>;

/** The host's form to add a player who plays on the host's phone: the name the room checks. */
export const passSeatFormSchema = z.object({ passSeat: playerName });

export type PassSeatFormFields = z.output<typeof passSeatFormSchema>;

const joinFormSchemas = {
  seat: z.object({ code: roomCode, name: playerName }),
  // The audience needs no name: whatever the name field holds is not read.
  watch: z.object({ code: roomCode, audience: z.literal("watch") }),
};

/** The join form's fields, as either way of sending it reads them. */
export type JoinFormFields = { code: string; name?: string; audience?: "watch" };

/** The join form's schema for how it was sent: to take a seat, or to watch as the audience. */
export function joinFormSchema(form: FormData) {
  return form.get("audience") === "watch" ? joinFormSchemas.watch : joinFormSchemas.seat;
}

/** The room forms' fields a refusal is about; any other refusal is the whole form's. */
export type RoomFormField = "code" | "name" | "game";

const fieldOf: Partial<Record<string, RoomFormField>> = {
  badCode: "code",
  notFound: "code",
  ended: "code",
  nameBlank: "name",
  nameTooLong: "name",
  nameTaken: "name",
  keptOut: "name",
  unknownGame: "game",
};

/** The field a room's refusal is shown at, or null for one about the whole form. */
export function roomFormField(code: string): RoomFormField | null {
  return fieldOf[code] ?? null;
}
