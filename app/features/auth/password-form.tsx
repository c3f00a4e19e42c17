import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { AuthErrorKey } from "./auth-errors.ts";
import { AuthError, AuthField } from "./auth-field.tsx";
import type { AuthMode } from "./auth-form-data.ts";
import { useBusyIntent } from "./use-busy-intent.ts";
import { useAuthErrorMessage } from "./use-auth-error-message.ts";

/**
 * Email + password, for signing in or creating an account (docs/product-rules.md#accessible-names
 * for its names, docs/errors.md#sign-in for its messages). A plain form posting to the page's
 * action, so it works before and without JavaScript.
 */
export function PasswordForm({
  mode,
  error,
  returnTo,
}: {
  mode: AuthMode;
  error: AuthErrorKey | null;
  returnTo: string;
}) {
  const { t } = useTranslation("account");
  const errorMessage = useAuthErrorMessage();
  const busy = useBusyIntent("password");
  const errorId = useId();
  return (
    <Form method="post" noValidate className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="password" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <AuthField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        errorId={error ? errorId : undefined}
      />
      <AuthField
        label={t("password")}
        name="password"
        type="password"
        autoComplete={mode === "signUp" ? "new-password" : "current-password"}
        required
        hint={mode === "signUp" ? t("passwordHint") : undefined}
      />
      <AuthError id={errorId} message={error && !busy ? errorMessage(error) : null} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t(`${mode}.busy`) : t(`${mode}.submit`)}
      </Button>
    </Form>
  );
}
