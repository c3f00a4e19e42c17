import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { z } from "zod/mini";
import type { RequestUser } from "#app/domain/session-user.ts";
import { getEnv } from "#app/env.server.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { roomFormField } from "./room-forms.ts";
import type { RoomRefusal } from "./room-refusals.ts";
import type { RoomService } from "./room-service.server.ts";
import { seatCookie, type SeatPass } from "./seat-cookie.ts";

export interface SeatRequest<Value> {
  /** The form as its schema read it. */
  value: Value;
  rooms: RoomService;
  userId: string | null;
}

/**
 * A room form's action (start a room, join one): the form read and checked with the schema
 * its page checks it with (room-forms.ts), the seat taken, and the phone sent into the room
 * with its seat's cookie; or the form again with the problem as a code, at its field when it
 * is about one. A form body the server can't take is answered with its `formProblem`.
 */
export async function seatAction<Schema extends z.ZodMiniType>(
  request: Request,
  /** The process's rooms; null while prerendering. */
  rooms: RoomService | null,
  visitor: RequestUser,
  schemaOf: (form: FormData) => Schema,
  sit: (seat: SeatRequest<z.output<Schema>>) => Promise<SeatPass | RoomRefusal>,
) {
  const read = await readFormBody(request);
  if (!read.ok) return data({ formProblem: read.problem, result: null }, { status: read.status });
  const submission = parseWithZod(read.form, { schema: schemaOf(read.form) });
  if (submission.status !== "success") {
    return data({ formProblem: null, result: submission.reply() }, { status: 400 });
  }
  if (!rooms) throw new Response("Rooms are not open", { status: 503 });
  const user = await visitor.user();
  const seated = await sit({ value: submission.value, rooms, userId: user?.id ?? null });
  if ("refused" in seated) {
    const field = roomFormField(seated.refused);
    const result = field
      ? submission.reply({ fieldErrors: { [field]: [seated.refused] } })
      : submission.reply({ formErrors: [seated.refused] });
    return data({ formProblem: null, result }, { status: seated.status });
  }
  // Over https as the visitor reached us (behind a trusted proxy, too), or as the site is served.
  const secure =
    new URL(request.url).protocol === "https:" || getEnv().BASE_URL.startsWith("https:");
  return redirect(`/rooms/${seated.code}`, {
    headers: { "Set-Cookie": seatCookie(seated, secure) },
  });
}
