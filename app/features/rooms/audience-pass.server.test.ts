import { expect, test } from "vitest";
import { audienceIdOf, newAudienceKey, newAudienceToken } from "./audience-pass.server.ts";

test("an audience pass opens the room whose key signed it, and no other", () => {
  const key = newAudienceKey();
  const token = newAudienceToken(key, "KDPW");
  expect(audienceIdOf(key, "KDPW", token)).toMatch(/^[\w-]{12}$/);
  expect(audienceIdOf(key, "KDPX", token)).toBeNull();
  expect(audienceIdOf(newAudienceKey(), "KDPW", token)).toBeNull();
  // A forged id under the right room's code, with the MAC of another.
  const other = newAudienceToken(key, "KDPW");
  expect(audienceIdOf(key, "KDPW", token.slice(0, 16) + other.slice(16))).toBeNull();
  expect(audienceIdOf(key, "KDPW", token.slice(0, -1))).toBeNull();
});
