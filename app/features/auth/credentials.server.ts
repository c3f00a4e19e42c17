import { data, redirect } from "react-router";
import { authErrorCode, authErrorKey, type AuthErrorKey } from "./auth-errors.ts";
import type { Auth } from "./auth.server.ts";
import { safeReturnTo } from "./return-to.ts";

export type CredentialsMode = "signIn" | "signUp";

export const passwordLimits = { min: 8, max: 128 } as const;

function refuse(error: AuthErrorKey, status: number) {
  return data({ error }, { status });
}

/**
 * Signs in or creates an account from the email + password form, then goes back to the page
 * the visitor came from with Better Auth's session cookie. Works without JavaScript.
 */
export async function submitCredentials(
  auth: Auth | null,
  mode: CredentialsMode,
  request: Request,
) {
  if (!auth) return refuse("unknown", 503);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const returnTo = safeReturnTo(form.get("returnTo"));
  if (!email.includes("@")) return refuse("invalidEmail", 400);
  if (mode === "signUp" && password.length < passwordLimits.min) {
    return refuse("passwordTooShort", 400);
  }
  if (password.length > passwordLimits.max) return refuse("passwordTooLong", 400);

  const response =
    mode === "signIn"
      ? await auth.api.signInEmail({
          body: { email, password },
          headers: request.headers,
          asResponse: true,
        })
      : await auth.api.signUpEmail({
          // Better Auth wants a display name; the profile's username is made separately.
          body: { email, password, name: email.split("@")[0] ?? email },
          headers: request.headers,
          asResponse: true,
        });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    return refuse(authErrorKey(response.status, authErrorCode(body)), response.status);
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(returnTo, { headers });
}
