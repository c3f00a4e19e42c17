export const supportedLanguages = ["en", "da"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "en";
export const languageCookieName = "lng";
/** The query parameter that asks for a language: `?lang=da` is a page's Danish address. */
export const languageParam = "lang";

export function isLanguage(value: string | null | undefined): value is Language {
  return supportedLanguages.some((language) => language === value);
}

/**
 * The visitor's remembered choice wins; then the first supported language of
 * Accept-Language by quality; then English.
 */
export function pickLanguage(
  remembered: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  if (isLanguage(remembered)) return remembered;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.toLowerCase().split("-")[0],
        quality: Number.isNaN(quality) ? 0 : quality,
        order,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? defaultLanguage;
}

/**
 * A cookie's value, decoded, or undefined when its %-encoding is broken. Every reader checks
 * the value's shape itself (a language, a seat's code and secret), and the server also clears
 * a cookie whose text breaks the storable-text rule (server/cookie-guard.ts); that rule stays
 * out of here so the pages' own scripts don't carry it.
 */
export function decodeCookieValue(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** Every raw value the Cookie header gives `name`: a browser sends one per path and domain. */
export function rawCookieValues(cookieHeader: string | null | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) values.push(rest.join("="));
  }
  return values;
}

/**
 * The first readable value of the cookie `name`. One that can't be decoded is passed over,
 * never an error: anyone can send any Cookie header, and the server clears such a cookie
 * (server/cookie-guard.ts).
 */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  // Written out rather than through the helpers above: the pages' own scripts carry it.
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      // an undecodable copy is passed over
    }
  }
  return undefined;
}

/** The language a URL's query asks for (`?lang=da`), when it is one we have. */
export function languageOfSearch(search: string | URLSearchParams): Language | undefined {
  const asked = new URLSearchParams(search).get(languageParam);
  return isLanguage(asked) ? asked : undefined;
}

/**
 * A request's language: the one its address asks for, then the visitor's remembered choice
 * (the cookie), then Accept-Language, then English.
 */
export function requestLanguage(request: {
  search: string;
  cookieHeader: string | null | undefined;
  acceptLanguage: string | null | undefined;
  /** A signed-in player's choice, kept on their profile: after the cookie, before the browser. */
  kept?: Language | null;
}): Language {
  const remembered = readCookie(request.cookieHeader ?? null, languageCookieName);
  return (
    languageOfSearch(request.search) ??
    (isLanguage(remembered) ? remembered : null) ??
    request.kept ??
    pickLanguage(undefined, request.acceptLanguage)
  );
}

export function languageFromRequest(request: Request, kept: Language | null = null): Language {
  return requestLanguage({
    search: new URL(request.url).search,
    cookieHeader: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
    kept,
  });
}

/**
 * A page's address in a language, as search engines know it: English has none of its own,
 * the others add `?lang=`.
 */
export function pathInLanguage(path: string, language: Language): string {
  const url = new URL(path, "http://localhost");
  url.searchParams.delete(languageParam);
  if (language !== defaultLanguage) url.searchParams.set(languageParam, language);
  return url.pathname + url.search + url.hash;
}

const oneYear = 60 * 60 * 24 * 365;

/** The Set-Cookie value that remembers a language choice for a year. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
