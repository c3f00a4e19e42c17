import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import {
  joinFormSchema,
  newRoomFormSchema,
  passSeatFormSchema,
  roomFormField,
} from "./room-forms.ts";
import { firstRoomGame, sharedScreen, sharedScreenGames } from "./room-game-slugs.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function join(fields: Record<string, string>) {
  const data = form(fields);
  const submission = parseWithZod(data, { schema: joinFormSchema(data) });
  return submission.status === "success"
    ? { status: submission.status, value: submission.value, error: null }
    : { status: submission.status, error: submission.error };
}

function newRoom(fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema: newRoomFormSchema });
  return submission.status === "success"
    ? { status: submission.status, error: null }
    : { status: submission.status, error: submission.error };
}

describe("the join form's schema", () => {
  test("takes a code as people type it and a name", () => {
    const submission = join({ code: "kd-pw ", name: "Sam" });
    expect(submission.status).toBe("success");
  });

  test("says badCode for a code that can't be a room's, and for none", () => {
    expect(join({ code: "KD1X", name: "Sam" }).error).toEqual({ code: ["badCode"] });
    expect(join({ name: "Sam" }).error).toEqual({ code: ["badCode"] });
  });

  test("says nameBlank for no name or only spaces, nameTooLong past 20 characters", () => {
    expect(join({ code: "KDPW" }).error).toEqual({ name: ["nameBlank"] });
    expect(join({ code: "KDPW", name: "   " }).error).toEqual({ name: ["nameBlank"] });
    expect(join({ code: "KDPW", name: "x".repeat(21) }).error).toEqual({ name: ["nameTooLong"] });
  });

  test("lets the audience watch without a name, but not without a code", () => {
    const watching = join({ code: "KDPW", audience: "watch" });
    expect(watching.status).toBe("success");
    expect("value" in watching && watching.value).toEqual({
      code: "KDPW",
      audience: "watch",
    });
    expect(join({ code: "", audience: "watch" }).error).toEqual({ code: ["badCode"] });
  });

  test("reads any other audience value as taking a seat, which needs a name", () => {
    expect(join({ code: "KDPW", audience: "sit" }).error).toEqual({ name: ["nameBlank"] });
  });
});

describe("the new room form's schema", () => {
  const shared = sharedScreenGames()[0]?.slug ?? "";

  test("takes a room game or the host's screen with a game to play on it", () => {
    expect(newRoom({ game: firstRoomGame(), shared, name: "Ada" }).status).toBe("success");
    expect(newRoom({ game: sharedScreen, shared, name: "Ada" }).status).toBe("success");
  });

  test("says unknownGame for a game a room can't play, and for a host's screen one", () => {
    expect(newRoom({ game: "chess", shared, name: "Ada" }).error).toEqual({
      game: ["unknownGame"],
    });
    expect(newRoom({ game: sharedScreen, shared: "chess", name: "Ada" }).error).toEqual({
      shared: ["unknownGame"],
    });
  });

  test("says the host's name problem as the join form does", () => {
    expect(newRoom({ game: firstRoomGame(), shared }).error).toEqual({ name: ["nameBlank"] });
  });
});

describe("the form adding a player without a phone", () => {
  function passSeat(fields: Record<string, string>) {
    const submission = parseWithZod(form(fields), { schema: passSeatFormSchema });
    return submission.status === "success" ? null : submission.error;
  }

  test("takes a name as the room takes a player's", () => {
    expect(passSeat({ passSeat: "  Cy  " })).toBeNull();
    expect(passSeat({ passSeat: "x".repeat(20) })).toBeNull();
  });

  test("says nameBlank for no name or only spaces, nameTooLong past 20 characters", () => {
    expect(passSeat({})).toEqual({ passSeat: ["nameBlank"] });
    expect(passSeat({ passSeat: "   " })).toEqual({ passSeat: ["nameBlank"] });
    expect(passSeat({ passSeat: "x".repeat(21) })).toEqual({ passSeat: ["nameTooLong"] });
  });
});

describe("where a room's refusal is shown", () => {
  test("at the field it is about, or on the whole form", () => {
    expect(roomFormField("notFound")).toBe("code");
    expect(roomFormField("nameTaken")).toBe("name");
    expect(roomFormField("unknownGame")).toBe("game");
    expect(roomFormField("tooManyAttempts")).toBeNull();
  });
});
