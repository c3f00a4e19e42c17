import { describe, expect, test } from "vitest";
import type { RequestUser } from "#app/domain/session-user.ts";
import { joinFormSchema } from "./room-forms.ts";
import { roomRefusal } from "./room-refusals.ts";
import type { RoomService } from "./room-service.server.ts";
import { seatAction } from "./seat-action.server.ts";

const visitor: RequestUser = { user: async () => null, profile: async () => null };
// The action hands the service on to `sit` untouched; these tests never reach a room.
const rooms = {} as RoomService;

function post(body: BodyInit, type = "application/x-www-form-urlencoded") {
  return new Request("http://localhost/join", {
    method: "POST",
    headers: { "Content-Type": type },
    body,
  });
}

async function answerTo(request: Request, sit: Parameters<typeof seatAction>[4]) {
  const answer = await seatAction(request, rooms, visitor, joinFormSchema, sit);
  if (answer instanceof Response) throw new Error("expected the form again, not a redirect");
  return { status: answer.init?.status, ...answer.data };
}

describe("a room form's action", () => {
  test("refuses what its schema refuses without asking the room, with the code at its field", async () => {
    let asked = false;
    const answer = await answerTo(post("code=KD1X&name="), async () => {
      asked = true;
      return roomRefusal("busy");
    });
    expect(asked).toBe(false);
    expect(answer.status).toBe(400);
    expect(answer.result?.error).toEqual({ code: ["badCode"], name: ["nameBlank"] });
  });

  test("puts a room's refusal at the field it is about, or on the whole form", async () => {
    const taken = await answerTo(post("code=KDPW&name=Sam"), async () => roomRefusal("nameTaken"));
    expect(taken.status).toBe(409);
    expect(taken.result?.error).toEqual({ name: ["nameTaken"] });
    const tooMany = await answerTo(post("code=KDPW&name=Sam"), async () =>
      roomRefusal("tooManyAttempts"),
    );
    expect(tooMany.status).toBe(429);
    expect(tooMany.result?.error).toEqual({ "": ["tooManyAttempts"] });
  });

  test("hands the room the form as its schema read it", async () => {
    let seen: unknown = null;
    await answerTo(post("code=kdpw&audience=watch&name=ignored"), async ({ value }) => {
      seen = value;
      return roomRefusal("notFound");
    });
    expect(seen).toEqual({ code: "kdpw", audience: "watch" });
  });

  test("answers a body it can't read with its form problem, not a room's refusal", async () => {
    const answer = await answerTo(post('{"code":"KDPW"}', "application/json"), async () =>
      roomRefusal("busy"),
    );
    expect(answer).toEqual({ status: 415, formProblem: "notForm", result: null });
  });
});
