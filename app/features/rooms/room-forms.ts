import { maxNameLength } from "#app/games/_engine/roster.ts";
import { roomCodeLength } from "./room.ts";

/** The limits the room forms show in their fields; the server checks the same ones. */
export const roomFormLimits = { nameLength: maxNameLength, codeLength: roomCodeLength };

/** A page form's answer when the room refused: the field it is about, and the refusal's code. */
export interface RoomFormProblem {
  field: "code" | "name" | "game" | null;
  code: string;
}

const fieldOf: Record<string, RoomFormProblem["field"]> = {
  badCode: "code",
  notFound: "code",
  ended: "code",
  nameBlank: "name",
  nameTooLong: "name",
  nameTaken: "name",
  keptOut: "name",
  unknownGame: "game",
};

export function roomFormProblem(code: string): RoomFormProblem {
  return { field: fieldOf[code] ?? null, code };
}
