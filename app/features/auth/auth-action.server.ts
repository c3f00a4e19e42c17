import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod/mini";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { authErrorCode, authErrorKey, isAuthErrorKey, type AuthErrorKey } from "./auth-errors.ts";
import {
  emailLinkFormSchema,
  passwordFormSchemas,
  phoneSendFormSchema,
  phoneVerifyFormSchema,
  socialFormSchema,
} from "./auth-form-schema.ts";
import { callAuthEndpoint, cookiesOf } from "./auth-endpoint.server.ts";
import type { Auth } from "./auth.server.ts";
import { authFormIntent, type AuthActionData, type AuthMode } from "./auth-form-data.ts";
import { normalizeCode, normalizePhoneNumber } from "./phone-number.ts";
import { safeReturnTo } from "#app/utils/return-to.ts";

function answer(body: AuthActionData, status = 200) {
  return data(body, { status });
}

function refuse(error: AuthErrorKey, status: number, rest: Omit<AuthActionData, "error"> = {}) {
  return answer({ ...rest, error }, status);
}

async function refusal(response: Response, rest: Omit<AuthActionData, "error"> = {}) {
  const body: unknown = await response.json().catch(() => null);
  return refuse(authErrorKey(response.status, authErrorCode(body)), response.status, rest);
}

/** The form's fields as its schema reads them, or the first problem the schema found. */
function parseForm<Schema extends z.ZodMiniObject>(form: FormData, schema: Schema) {
  const submission = parseWithZod(form, { schema });
  if (submission.status === "success") return { ok: true as const, value: submission.value };
  const first = Object.values(submission.error ?? {})
    .flat()
    .find((error) => isAuthErrorKey(error));
  return { ok: false as const, error: first ?? "formUnreadable", typed: submission.payload };
}

/**
 * The sign-in and sign-up pages' one action: every method posts here with an `intent`
 * (docs/product-rules.md#accounts), and each goes through Better Auth's HTTP handler so the rate
 * limiter sees it. Plain form posts, so every method works before and without JavaScript.
 */
export async function authAction(auth: Auth | null, mode: AuthMode, request: Request) {
  if (!auth) return refuse("unknown", 503);
  const read = await readFormBody(request);
  if (!read.ok) return refuse("formUnreadable", read.status);
  const { form } = read;
  const returnTo = safeReturnTo(form.get("returnTo"));
  switch (authFormIntent(form.get("intent"))) {
    case "password":
      return submitPassword(auth, mode, request, form, returnTo);
    case "email-link":
      return sendEmailLink(auth, request, form, returnTo);
    case "phone-send":
      return sendPhoneCode(auth, request, form);
    case "phone-verify":
      return verifyPhoneCode(auth, request, form, returnTo);
    case "social":
      return startSocialSignIn(auth, request, form, returnTo);
  }
}

async function submitPassword(
  auth: Auth,
  mode: AuthMode,
  request: Request,
  form: FormData,
  returnTo: string,
) {
  const parsed = parseForm(form, passwordFormSchemas[mode]);
  if (!parsed.ok) return refuse(parsed.error, 400);
  const { email, password } = parsed.value;
  const response =
    mode === "signIn"
      ? await callAuthEndpoint(auth, request, "/sign-in/email", { email, password })
      : await callAuthEndpoint(auth, request, "/sign-up/email", {
          email,
          password,
          // Better Auth wants a display name; the profile's username is made separately.
          name: email.split("@")[0] ?? email,
        });
  if (!response.ok) return refusal(response);
  return redirect(returnTo, { headers: cookiesOf(response) });
}

async function sendEmailLink(auth: Auth, request: Request, form: FormData, returnTo: string) {
  const parsed = parseForm(form, emailLinkFormSchema);
  if (!parsed.ok) return refuse(parsed.error, 400);
  const { email } = parsed.value;
  const response = await callAuthEndpoint(auth, request, "/sign-in/magic-link", {
    email,
    // Same-origin paths only (safeReturnTo); Better Auth checks them against BASE_URL too.
    callbackURL: returnTo,
    newUserCallbackURL: returnTo,
    errorCallbackURL: "/sign-in?method=email-link",
  });
  if (!response.ok) return refusal(response);
  return answer({ error: null, linkSentTo: email });
}

async function sendPhoneCode(auth: Auth, request: Request, form: FormData) {
  const parsed = parseForm(form, phoneSendFormSchema);
  const typed = parsed.ok ? parsed.value.phoneNumber : String(parsed.typed.phoneNumber ?? "");
  const phoneNumber = parsed.ok ? normalizePhoneNumber(parsed.value.phoneNumber) : null;
  if (!phoneNumber) return refuse("invalidPhone", 400, { typedPhone: typed });
  const response = await callAuthEndpoint(auth, request, "/phone-number/send-otp", {
    phoneNumber,
  });
  if (!response.ok) return refusal(response, { typedPhone: typed });
  return answer({ error: null, codeSentTo: phoneNumber });
}

async function verifyPhoneCode(auth: Auth, request: Request, form: FormData, returnTo: string) {
  const phone = parseForm(form, phoneSendFormSchema);
  const phoneNumber = phone.ok ? normalizePhoneNumber(phone.value.phoneNumber) : null;
  if (!phoneNumber) return refuse("invalidPhone", 400);
  const parsed = parseForm(form, phoneVerifyFormSchema);
  const code = parsed.ok ? normalizeCode(parsed.value.code) : null;
  if (!code) return refuse("invalidCode", 400, { codeSentTo: phoneNumber });
  const response = await callAuthEndpoint(auth, request, "/phone-number/verify", {
    phoneNumber,
    code,
  });
  if (!response.ok) return refusal(response, { codeSentTo: phoneNumber });
  return redirect(returnTo, { headers: cookiesOf(response) });
}

const socialAnswer = z.object({ url: z.url() });

async function startSocialSignIn(auth: Auth, request: Request, form: FormData, returnTo: string) {
  const parsed = parseForm(form, socialFormSchema);
  if (!parsed.ok) return refuse(parsed.error, 400);
  const { provider } = parsed.value;
  if (!auth.options.socialProviders[provider]) return refuse("providerFailed", 400);
  const response = await callAuthEndpoint(auth, request, "/sign-in/social", {
    provider,
    callbackURL: returnTo,
    newUserCallbackURL: returnTo,
    errorCallbackURL: "/sign-in",
    disableRedirect: true,
  });
  if (!response.ok) return refusal(response);
  const answered = socialAnswer.safeParse(await response.json().catch(() => null));
  if (!answered.success) return refuse("providerFailed", 502);
  // Better Auth's state cookie goes along, so the provider's callback can be verified.
  return redirect(answered.data.url, { headers: cookiesOf(response) });
}
