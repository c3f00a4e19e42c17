import type { MiddlewareFunction } from "react-router";
import { languageContext } from "#app/context.ts";
import {
  languageFromRequest,
  languageCookie,
  languageCookieName,
  languageOfSearch,
  readCookie,
} from "./language.ts";

/**
 * Puts the request's language in the context for every loader and action, and remembers the
 * language a page's address asks for (`?lang=da`, the language switch's and
 * search engines' links), so the visitor's next pages, whose links carry no language, stay in
 * it. Nothing is sent when the cookie already says so.
 */
export const languageChoiceMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  context.set(languageContext, languageFromRequest(request));
  const response = await next();
  const url = new URL(request.url);
  const asked = languageOfSearch(url.search);
  if (!asked || readCookie(request.headers.get("Cookie"), languageCookieName) === asked) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", languageCookie(asked, url.protocol === "https:"));
  // A copy, since a response's own headers may be immutable.
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
