import { expect, test } from "vitest";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { roomRules } from "#app/open-rooms.server.ts";
import {
  applyCrowdMove,
  applyRoomMove,
  createRoom,
  joinRoom,
  roomView,
  type RoomState,
} from "./room.ts";
import { roomGameSlugs } from "./room-game-slugs.ts";
import type { PlayerVoteView } from "#app/games/_engine/room-player-vote.ts";

const seat = (name: string) => ({
  id: `seat-${name}`,
  name,
  userId: null,
  tokenHash: `hash-${name}`,
});

function must(value: RoomState | { code: string; refused?: never } | object): RoomState {
  if (isInvalid(value)) throw new Error(value.code);
  return value as RoomState;
}

function roomPlaying(game: string): RoomState {
  let state = createRoom({ code: "KDPW", language: "en", game, host: seat("Ada"), seed: 7 });
  for (const name of ["Bo", "Cy"]) state = must(joinRoom(state, seat(name), roomRules));
  return must(applyRoomMove(state, "seat-Ada", { type: "start" }, roomRules));
}

const vote = (state: RoomState, by: string, card: number, forName: string) =>
  must(
    applyRoomMove(
      state,
      `seat-${by}`,
      { type: "game", move: { type: "vote", card, for: `seat-${forName}` } },
      roomRules,
    ),
  );

test("the audience picks on the open card, never holds the round up, and is counted at the reveal", () => {
  let state = roomPlaying("most-likely-to");
  const question = state.crowd?.question ?? "";
  expect(question).toMatch(/^card-/);
  const audience = roomView(state, 1, null, roomRules);
  expect(audience?.crowd).toEqual({ question, result: null });
  const card = (audience?.play?.view as PlayerVoteView).card?.number ?? 0;

  state = must(applyCrowdMove(state, "crowd-1", { type: "crowd", question, pick: "seat-Bo" }));
  state = must(applyCrowdMove(state, "crowd-2", { type: "crowd", question, pick: "seat-Bo" }));
  state = must(applyCrowdMove(state, "crowd-3", { type: "crowd", question, pick: "seat-Cy" }));
  // Changing one's mind replaces the pick; the same pick again is no change at all.
  state = must(applyCrowdMove(state, "crowd-3", { type: "crowd", question, pick: "seat-Ada" }));
  expect(applyCrowdMove(state, "crowd-3", { type: "crowd", question, pick: "seat-Ada" })).toBe(
    state,
  );
  // The players' views don't change while the crowd votes.
  expect(roomView(state, 2, "seat-Bo", roomRules)?.crowd).toEqual({ question, result: null });

  // The players' own votes reveal the card; nobody waited for the audience.
  for (const [by, forName] of [
    ["Ada", "Bo"],
    ["Bo", "Cy"],
    ["Cy", "Bo"],
  ] as const) {
    state = vote(state, by, card, forName);
  }
  const revealed = roomView(state, 3, "seat-Ada", roomRules);
  expect((revealed?.play?.view as PlayerVoteView).result).not.toBeNull();
  expect(revealed?.crowd).toEqual({
    question: null,
    result: {
      counts: [
        { id: "seat-Bo", name: "Bo", votes: 2 },
        { id: "seat-Ada", name: "Ada", votes: 1 },
      ],
      voters: 3,
    },
  });
  // A pick sent after the reveal, or on another card, counts for nothing.
  expect(applyCrowdMove(state, "crowd-4", { type: "crowd", question, pick: "seat-Bo" })).toEqual(
    expect.objectContaining({ code: "crowdClosed" }),
  );
  // The next card opens a new question and puts the last result away.
  state = must(
    applyRoomMove(state, "seat-Bo", { type: "game", move: { type: "next", card } }, roomRules),
  );
  expect(state.crowd?.question).not.toBe(question);
  expect(roomView(state, 4, "seat-Bo", roomRules)?.crowd.result).toBeNull();
});

test("a pick for someone who isn't seated is refused", () => {
  const state = roomPlaying("never-have-i-ever");
  const question = state.crowd?.question ?? "";
  expect(question).not.toBe("");
  expect(
    applyCrowdMove(state, "crowd-1", { type: "crowd", question, pick: "seat-Nobody" }),
  ).toEqual(expect.objectContaining({ code: "notSeated" }));
});

test("every room game shows the audience the game as a player not in it, without a seat's own", () => {
  for (const game of roomGameSlugs()) {
    const state = roomPlaying(game);
    const audience = roomView(state, 1, null, roomRules);
    expect(audience?.audience, game).toBe(true);
    expect(audience?.me, game).toBe("");
    expect(audience?.passSeats, game).toEqual([]);
    expect(audience?.play?.game, game).toBe(game);
  }
});
