import { redirect } from "react-router";
import type { RequestUser } from "#app/domain/session-user.ts";
import type { Auth } from "./auth.server.ts";
import { returnedErrorKey } from "./auth-errors.ts";
import { configuredProviderIds } from "./social-providers.ts";

/**
 * What the sign-in and sign-up pages need from the server: the ids of the configured
 * providers (never their keys) and the message for an `?error=` an email link or provider
 * came back with. A signed-in visitor goes to their profile instead.
 */
export async function authPageData(request: Request, auth: Auth | null, visitor: RequestUser) {
  if (await visitor.user()) throw redirect("/profile");
  const error = new URL(request.url).searchParams.get("error");
  return {
    providers: auth ? configuredProviderIds(auth.options.socialProviders) : [],
    returnedError: returnedErrorKey(error),
  };
}
