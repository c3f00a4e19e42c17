import type { Request } from "express";
import { requestLanguage, type Language } from "#app/i18n/language.ts";

/** The language an Express request is answered in: its `?lang=`, cookie or Accept-Language. */
export function requestLanguageOf(req: Request): Language {
  const query = req.originalUrl.indexOf("?");
  return requestLanguage({
    search: query === -1 ? "" : req.originalUrl.slice(query),
    cookieHeader: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
  });
}
