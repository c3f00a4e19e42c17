import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { dbContext, languageContext, refusalContext, userContext } from "#app/context.ts";
import { chooseLanguage } from "#app/features/account/language-choice.server.ts";
import { authContext } from "#app/features/auth/auth-context.ts";
import { SessionCookies } from "#app/features/auth/session-refresh.server.ts";
import { requestUserFor } from "#app/features/auth/user-context.server.ts";

// The root's middleware: it reads the router context and hands the features plain values,
// so no feature reads the context itself (docs/decisions/022-boundaries.md).

/**
 * Renders a request the server refused before routing as the branded error page with the
 * refusal's status. It runs first, so no loader or action sees the request.
 */
export const refusalMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  const refusal = context.get(refusalContext);
  if (refusal) throw data(refusal.message, { status: refusal.status });
  return next();
};

// The session cookies this request's reads refreshed; null outside the root's middleware.
const sessionCookiesContext = createContext<SessionCookies | null>(null);

/** Sends the refreshed session cookie with whatever the request answers. */
export const sessionRefreshMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const cookies = new SessionCookies();
  context.set(sessionCookiesContext, cookies);
  return cookies.addTo(await next());
};

/**
 * Puts this request's visitor into the context, read on first use
 * (docs/decisions/019-request-user.md).
 */
export function provideRequestUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): void {
  const visitor = requestUserFor({
    request,
    auth: context.get(authContext),
    db: () => context.get(dbContext),
    recordSetCookies: (setCookies) => context.get(sessionCookiesContext)?.record(setCookies),
  });
  context.set(userContext, visitor);
}

/** Every loader, action and resource route reads `userContext`. */
export const userMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  provideRequestUser(context, request);
  return next();
};

/** The request's language in `languageContext`, and the choice remembered in the response. */
export const languageChoiceMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const choice = await chooseLanguage({
    request,
    db: () => context.get(dbContext),
    visitor: context.get(userContext),
  });
  context.set(languageContext, choice.language);
  return choice.remember(await next());
};
