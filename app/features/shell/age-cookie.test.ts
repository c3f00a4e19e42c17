import { describe, expect, it } from "vitest";
import { ageAnsweredScript, ageCookie, ageFromCookies } from "./age-cookie.ts";

describe("the age cookie", () => {
  it("reads a yes or a no, and nothing else", () => {
    expect(ageFromCookies("lng=en; party-dojo-age=yes")).toBe("yes");
    expect(ageFromCookies("party-dojo-age=no")).toBe("no");
    expect(ageFromCookies("party-dojo-age=maybe")).toBeNull();
    expect(ageFromCookies(undefined)).toBeNull();
  });

  it("is kept a year, for this site only, secure on https", () => {
    expect(ageCookie("yes", true)).toBe(
      "party-dojo-age=yes; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
    expect(ageCookie("no", false)).not.toContain("Secure");
  });
});

describe("the head script", () => {
  function run(storage: string | null, cookie: string) {
    const attributes = new Map<string, string>();
    const context = {
      localStorage: { getItem: () => storage },
      document: {
        cookie,
        documentElement: {
          setAttribute: (name: string, value: string) => attributes.set(name, value),
        },
      },
    };
    new Function("localStorage", "document", ageAnsweredScript)(
      context.localStorage,
      context.document,
    );
    return attributes.has("data-age-answered");
  }

  it("marks a browser that answered, in storage or in the cookie", () => {
    expect(run('{"confirmed":true}', "")).toBe(true);
    expect(run('{"confirmed":false}', "")).toBe(true);
    expect(run(null, "a=1; party-dojo-age=no")).toBe(true);
  });

  it("leaves a first visit alone", () => {
    expect(run(null, "")).toBe(false);
    expect(run("garbage", "party-dojo-age=later")).toBe(false);
  });
});
