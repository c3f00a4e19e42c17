import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation, useSearchParams } from "react-router";
import type { AuthErrorKey } from "./auth-errors.ts";
import {
  authMethod,
  type AuthActionData,
  type AuthMethod,
  type AuthMode,
} from "./auth-form-data.ts";
import { EmailLinkForm } from "./email-link-form.tsx";
import { MethodSwitch } from "./method-switch.tsx";
import { PasswordForm } from "./password-form.tsx";
import { PhoneForm } from "./phone-form.tsx";
import { SocialButtons } from "./social-buttons.tsx";
import type { SocialProviderId } from "./social-providers.ts";
import { useReturnTo } from "./use-return-to.ts";

/**
 * Every way in, for the sign-in and sign-up pages (docs/product-rules.md#accounts): password (the
 * default), an email link and a phone code behind a method switch, then the configured providers.
 */
export function AuthMethods({
  mode,
  actionData,
  providers,
  returnedError,
}: {
  mode: AuthMode;
  actionData: AuthActionData | undefined;
  providers: readonly SocialProviderId[];
  /** The error an email link or a provider came back with (`?error=`). */
  returnedError: AuthErrorKey | null;
}) {
  const { t } = useTranslation("account");
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const method = authMethod(searchParams.get("method"));
  const returnTo = useReturnTo();
  const error = actionData ? actionData.error : returnedError;

  // Switching keeps `?returnTo=` and drops a stale `?error=`.
  function hrefFor(next: AuthMethod) {
    const params = new URLSearchParams(searchParams);
    params.delete("error");
    params.delete("error_description");
    if (next === "password") params.delete("method");
    else params.set("method", next);
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  }

  return (
    <>
      <MethodSwitch current={method} hrefFor={hrefFor} />
      {method === "password" ? (
        <PasswordForm mode={mode} error={error} returnTo={returnTo} />
      ) : method === "email-link" ? (
        <EmailLinkForm
          mode={mode}
          error={error}
          returnTo={returnTo}
          sentTo={actionData?.linkSentTo ?? null}
          methodHref={hrefFor("email-link")}
        />
      ) : (
        <PhoneForm
          error={error}
          returnTo={returnTo}
          codeSentTo={actionData?.codeSentTo ?? null}
          typedPhone={actionData?.typedPhone ?? null}
          methodHref={hrefFor("phone")}
        />
      )}
      <SocialButtons providers={providers} returnTo={returnTo} />
      <p className="mt-8 text-muted">
        {t(`${mode}.switchText`)}{" "}
        <Link
          to={mode === "signIn" ? "/sign-up" : "/sign-in"}
          className="font-bold text-dojo-cyan underline"
        >
          {t(`${mode}.switchLink`)}
        </Link>
      </p>
    </>
  );
}
