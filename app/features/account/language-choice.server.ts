import type { RequestUser } from "#app/domain/session-user.ts";
import { saveProfileLanguage } from "#app/domain/profile.server.ts";
import {
  isLanguage,
  languageFromRequest,
  languageCookie,
  languageCookieName,
  languageOfSearch,
  readCookie,
  type Language,
} from "#app/i18n/language.ts";
import type { Database } from "#db/client.server.ts";

/** The request's language, and how its response remembers the choice. */
export interface LanguageChoice {
  language: Language;
  /** The response with the cookie that keeps the choice on this device, when it must. */
  remember(response: Response): Response;
}

/**
 * Works out the request's language once, for every loader and action (the root's middleware
 * puts it in the router context): the one the address asks for (`?lang=da`, the language
 * switch's and search engines' links), then the visitor's remembered choice (the cookie),
 * then, signed in, the choice kept on their profile (a new device), then the browser's. A
 * choice made by the address is remembered in the cookie, so the next pages, whose links
 * carry no language, stay in it, and on the profile of a signed-in player.
 */
export async function chooseLanguage({
  request,
  db,
  visitor,
}: {
  request: Request;
  /** The database, asked for only for a signed-in player: prerendering has none. */
  db: () => Database;
  visitor: RequestUser;
}): Promise<LanguageChoice> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get("Cookie");
  const asked = languageOfSearch(url.search);
  const remembered = readCookie(cookieHeader, languageCookieName);
  let kept: Language | null = null;
  let signedIn = false;
  // The profile is asked only when it can matter, and only for a signed-in player (reading
  // who is asking costs a visitor without a session nothing).
  if (asked || !isLanguage(remembered)) {
    const user = await visitor.user();
    if (user) {
      signedIn = true;
      // The profile a page view reads anyway (once per request), rather than a read of its own.
      kept = (await visitor.profile())?.language ?? null;
      if (asked && kept !== asked) {
        await saveProfileLanguage(db(), user.id, asked);
        kept = asked;
      }
    }
  }
  const language = languageFromRequest(request, kept);
  // A signed-in player's device keeps the language it was given, so the profile is asked once
  // per device rather than on every request.
  const chosen = asked ?? kept ?? (signedIn ? language : null);
  const remember = (response: Response) => {
    if (!chosen || remembered === chosen) return response;
    const headers = new Headers(response.headers);
    headers.append("Set-Cookie", languageCookie(chosen, url.protocol === "https:"));
    // A copy, since a response's own headers may be immutable.
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
  return { language, remember };
}
