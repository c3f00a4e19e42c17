import { describe, expect, test } from "vitest";
import {
  languageFromRequest,
  languageOfSearch,
  pathInLanguage,
  pickLanguage,
  readCookie,
  requestLanguage,
} from "./language.ts";
import { pathWithLanguage } from "./language-names.ts";

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

  test("a value that can't be decoded is ignored, never thrown", () => {
    for (const bad of ["%", "%E0%A4%A", "%%%%", "%ED%A0%80", "%ZZ"]) {
      expect(readCookie(`lng=${bad}`, "lng"), bad).toBeUndefined();
      expect(readCookie(`pd_seat=${bad}; lng=da`, "lng"), bad).toBe("da");
    }
  });

  test("of duplicates, the first readable value counts", () => {
    expect(readCookie("lng=%; lng=da", "lng")).toBe("da");
    expect(readCookie("lng=en; lng=da", "lng")).toBe("en");
    expect(readCookie("lng=%E0; lng=%", "lng")).toBeUndefined();
  });

  test("a header near the size limit is read", () => {
    const huge = `${"x=".padEnd(15_000, "%")}; lng=da`;
    expect(readCookie(huge, "lng")).toBe("da");
    expect(readCookie(`lng=${"%".repeat(15_000)}`, "lng")).toBeUndefined();
  });
});

describe("odd Accept-Language headers fall back to English", () => {
  test.each([
    ["*;q=abc"],
    ["da;q=abc"],
    ["da;q=-1"],
    [";;;,,,=,q="],
    ["dä-DK,日本語;q=0.5"],
    ["\u0000da"],
    [`${"xx-YY;q=0.5,".repeat(2000)}`],
  ])("%s", (header) => {
    expect(pickLanguage(undefined, header)).toBe("en");
    expect(requestLanguage({ search: "", cookieHeader: "lng=%", acceptLanguage: header })).toBe(
      "en",
    );
  });

  test("a supported language is still found among garbage", () => {
    expect(pickLanguage(undefined, `${"garbage;q=x,".repeat(2000)}da;q=0.1`)).toBe("da");
  });
});

test("languageFromRequest reads the cookie before the header", () => {
  const request = new Request("http://localhost/", {
    headers: { Cookie: "lng=en", "Accept-Language": "da" },
  });
  expect(languageFromRequest(request)).toBe("en");
});

describe("the language of a request", () => {
  const request = (search: string, cookieHeader: string | null, acceptLanguage: string | null) =>
    requestLanguage({ search, cookieHeader, acceptLanguage });

  test("the address's ?lang= wins over the cookie and the browser", () => {
    expect(request("?lang=da", "lng=en", "en-GB")).toBe("da");
    expect(request("?q=x&lang=en", "lng=da", "da-DK")).toBe("en");
  });

  test("then the remembered choice, then Accept-Language, then English", () => {
    expect(request("", "lng=da", "en-GB")).toBe("da");
    expect(request("", null, "da-DK,da;q=0.9,en;q=0.8")).toBe("da");
    expect(request("?lang=xx", null, "fr-FR")).toBe("en");
  });

  test("languageFromRequest reads the same from a Fetch request", () => {
    const fetchRequest = new Request("http://localhost/games/meyer?lang=da", {
      headers: { Cookie: "lng=en", "Accept-Language": "en" },
    });
    expect(languageFromRequest(fetchRequest)).toBe("da");
  });
});

describe("a page's address in a language", () => {
  test("English has no parameter of its own; Danish adds ?lang=da, keeping the query", () => {
    expect(pathInLanguage("/games/meyer", "en")).toBe("/games/meyer");
    expect(pathInLanguage("/games/meyer?lang=da", "en")).toBe("/games/meyer");
    expect(pathInLanguage("/search?q=øl#top", "da")).toBe("/search?q=%C3%B8l&lang=da#top");
    expect(languageOfSearch("?lang=da")).toBe("da");
    expect(languageOfSearch("?lang=de")).toBeUndefined();
  });

  test("a switch always names the language, English too, so it beats the remembered one", () => {
    expect(pathWithLanguage("/games/meyer?lang=da", "en")).toBe("/games/meyer?lang=en");
    expect(pathWithLanguage("/", "da")).toBe("/?lang=da");
    expect(pathWithLanguage("/how-it-works/", "da")).toBe("/how-it-works?lang=da");
  });
});
