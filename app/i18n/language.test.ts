import { describe, expect, test } from "vitest";
import { languageFromRequest, pickLanguage, readCookie } from "./language.ts";

describe("pickLanguage", () => {
  test("uses the remembered choice when it is supported", () => {
    expect(pickLanguage("en", "de-DE")).toBe("en");
  });

  test("ignores a remembered language we do not have", () => {
    expect(pickLanguage("xx", "en-GB,en;q=0.8")).toBe("en");
  });

  test("takes the best supported Accept-Language entry by quality", () => {
    expect(pickLanguage(undefined, "fr;q=0.4, en-US;q=0.9, de")).toBe("en");
  });

  test("skips entries with quality zero and falls back to English", () => {
    expect(pickLanguage(undefined, "en;q=0")).toBe("en");
    expect(pickLanguage(undefined, "")).toBe("en");
    expect(pickLanguage(undefined, null)).toBe("en");
  });
});

describe("readCookie", () => {
  test("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; lng=en; b=x%20y", "lng")).toBe("en");
    expect(readCookie("a=1; b=x%20y", "b")).toBe("x y");
    expect(readCookie(null, "lng")).toBeUndefined();
  });
});

test("languageFromRequest reads the cookie before the header", () => {
  const request = new Request("http://localhost/", {
    headers: { Cookie: "lng=en", "Accept-Language": "da" },
  });
  expect(languageFromRequest(request)).toBe("en");
});
