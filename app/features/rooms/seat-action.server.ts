import { data, redirect } from "react-router";
import type { RequestUser } from "#app/domain/session-user.ts";
import { getEnv } from "#app/env.server.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { roomFormProblem } from "./room-forms.ts";
import type { RoomRefusal } from "./room-refusals.ts";
import type { RoomService } from "./room-service.server.ts";
import { seatCookie, type SeatPass } from "./seat-cookie.ts";

export interface SeatRequest {
  form: FormData;
  rooms: RoomService;
  userId: string | null;
}

/**
 * A room form's action (start a room, join one): the form read, the seat taken, and the phone
 * sent into the room with its seat's cookie; or the form again with the refusal.
 */
export async function seatAction(
  request: Request,
  /** The process's rooms; null while prerendering. */
  rooms: RoomService | null,
  visitor: RequestUser,
  sit: (seat: SeatRequest) => Promise<SeatPass | RoomRefusal>,
) {
  const read = await readFormBody(request);
  if (!read.ok) return data({ problem: roomFormProblem("badMove") }, { status: read.status });
  if (!rooms) throw new Response("Rooms are not open", { status: 503 });
  const user = await visitor.user();
  const seated = await sit({ form: read.form, rooms, userId: user?.id ?? null });
  if ("refused" in seated) {
    return data({ problem: roomFormProblem(seated.refused) }, { status: seated.status });
  }
  // Over https as the visitor reached us (behind a trusted proxy, too), or as the site is served.
  const secure =
    new URL(request.url).protocol === "https:" || getEnv().BASE_URL.startsWith("https:");
  return redirect(`/rooms/${seated.code}`, {
    headers: { "Set-Cookie": seatCookie(seated, secure) },
  });
}

/** A form field as text; absent fields are empty (the service says what is missing). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
