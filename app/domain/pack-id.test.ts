import { expect, test } from "vitest";
import { isPackId } from "./pack-id.ts";
import { newPackId } from "./authored-packs.server.ts";

test("every new pack id has the shape", () => {
  for (let i = 0; i < 100; i += 1) expect(isPackId(newPackId())).toBe(true);
});

test("nothing else has it", () => {
  for (const id of [
    "a\u0000bcdefghj",
    "abcdefghj",
    "abcdefghjkm",
    "ABCDEFGHJK",
    "abcdefgh0l",
    "",
  ]) {
    expect(isPackId(id), JSON.stringify(id)).toBe(false);
  }
});
