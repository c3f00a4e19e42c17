import { useId } from "react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { AuthErrorKey } from "./auth-errors.ts";
import { AuthError, AuthField } from "./auth-field.tsx";
import type { AuthMode } from "./auth-form-data.ts";
import { useBusyIntent } from "./use-busy-intent.ts";
import { passwordFormSchemas } from "./auth-form-schema.ts";
import { useAuthForm } from "./use-auth-form.ts";

/**
 * Email + password, for signing in or creating an account (docs/product-rules.md#accessible-names
 * for its names, docs/errors.md#sign-in for its messages). It checks itself with its action's
 * schema before it is sent, and is a plain form posting to the page's action, so it works
 * before and without JavaScript.
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
  const busy = useBusyIntent("password");
  const errorId = useId();
  const { form, fields, message } = useAuthForm(
    `password-${mode}`,
    passwordFormSchemas[mode],
    error,
    busy,
  );
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="password" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <AuthField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        errorId={message ? errorId : undefined}
        invalid={Boolean(fields.email.errors)}
      />
      <AuthField
        label={t("password")}
        name="password"
        type="password"
        autoComplete={mode === "signUp" ? "new-password" : "current-password"}
        required
        hint={mode === "signUp" ? t("passwordHint") : undefined}
        errorId={fields.password.errors ? errorId : undefined}
        invalid={Boolean(fields.password.errors)}
      />
      <AuthError id={errorId} message={message} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t(`${mode}.busy`) : t(`${mode}.submit`)}
      </Button>
    </Form>
  );
}
