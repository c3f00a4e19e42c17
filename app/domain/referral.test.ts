import { describe, expect, it } from "vitest";
import {
  parseReferrer,
  referralCookieValue,
  referralLink,
  referrerFromCookies,
} from "./referral.ts";

describe("referrals", () => {
  it("accepts only what could be a username", () => {
    expect(parseReferrer("mette")).toBe("mette");
    expect(parseReferrer("x")).toBeNull();
    expect(parseReferrer("<script>")).toBeNull();
    expect(parseReferrer(null)).toBeNull();
  });

  it("keeps a referral in a 30-day cookie and reads it back", () => {
    const cookie = referralCookieValue("party.anna");
    expect(cookie).toBe("pd_ref=party.anna; Path=/; Max-Age=2592000; SameSite=Lax");
    expect(referrerFromCookies("lng=en; pd_ref=party.anna; other=1")).toBe("party.anna");
    expect(referrerFromCookies("pd_ref=%3Cb%3E")).toBeNull();
    expect(referrerFromCookies("pd_ref=%E0%A4%A")).toBeNull();
    expect(referrerFromCookies(null)).toBeNull();
    expect(referralCookieValue("no way")).toBeNull();
  });

  it("builds the shared link", () => {
    expect(referralLink("https://partydojo.app", "mette")).toBe("https://partydojo.app/?ref=mette");
  });
});

it("a referral names a username exactly when the username form would accept it", async () => {
  const { usernameSchema } = await import("./username.ts");
  for (const value of [
    "ab",
    "abc",
    " abc ",
    "a".repeat(24),
    "a".repeat(25),
    "bad name",
    "ok.name-1_x",
    "ønsket",
    "",
  ]) {
    const parsed = usernameSchema.safeParse(value);
    expect(parseReferrer(value), value).toBe(parsed.success ? parsed.data : null);
  }
});
