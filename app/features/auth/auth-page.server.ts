import { redirect, type RouterContextProvider } from "react-router";
import { authContext } from "#app/context.ts";
import { returnedErrorKey } from "./auth-errors.ts";
import { getSessionUser } from "./auth.server.ts";
import { configuredProviderIds } from "./social-providers.ts";

/**
 * What the sign-in and sign-up pages need from the server: the ids of the configured
 * providers (never their keys) and the message for an `?error=` an email link or provider
 * came back with. A signed-in visitor goes to their profile instead.
 */
export async function authPageData(request: Request, context: Readonly<RouterContextProvider>) {
  const auth = context.get(authContext);
  if (auth && (await getSessionUser(auth, request))) throw redirect("/profile");
  const error = new URL(request.url).searchParams.get("error");
  return {
    providers: auth ? configuredProviderIds(auth.options.socialProviders) : [],
    returnedError: returnedErrorKey(error),
  };
}
