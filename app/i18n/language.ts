export const supportedLanguages = ["en"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "en";
export const languageCookieName = "lng";

function isLanguage(value: string | null | undefined): value is Language {
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

export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export function languageFromRequest(request: Request): Language {
  return pickLanguage(
    readCookie(request.headers.get("Cookie"), languageCookieName),
    request.headers.get("Accept-Language"),
  );
}
