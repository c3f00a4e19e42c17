import { MailCheck } from "lucide-react";
import { useId } from "react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { AuthErrorKey } from "./auth-errors.ts";
import { AuthError, AuthField } from "./auth-field.tsx";
import type { AuthMode } from "./auth-form-data.ts";
import { useBusyIntent } from "./use-busy-intent.ts";
import { emailLinkFormSchema } from "./auth-form-schema.ts";
import { useAuthForm } from "./use-auth-form.ts";

/**
 * "Email me a link": one address, then a clear check-your-inbox state. The link signs in or
 * creates the account and comes back to the remembered page.
 */
export function EmailLinkForm({
  mode,
  error,
  returnTo,
  sentTo,
  methodHref,
}: {
  mode: AuthMode;
  error: AuthErrorKey | null;
  returnTo: string;
  sentTo: string | null;
  /** This method's own address, which starts over with an empty form. */
  methodHref: string;
}) {
  const { t } = useTranslation("account");
  const busy = useBusyIntent("email-link");
  const errorId = useId();
  const { form, fields, message } = useAuthForm("email-link", emailLinkFormSchema, error, busy);
  // "Send another link" posts the address it was sent to, checked as the first send was.
  const again = useAuthForm("email-link-again", emailLinkFormSchema, null, busy);

  if (sentTo) {
    return (
      <Card role="status" className="flex flex-col gap-4">
        <h2 className="flex items-center gap-3 text-2xl font-extrabold">
          <MailCheck aria-hidden="true" className="size-7 text-dojo-cyan" />
          {t("emailLink.sentTitle")}
        </h2>
        <p className="text-lg">{t("emailLink.sentText", { email: sentTo })}</p>
        <p className="text-muted">{t("emailLink.sentHint")}</p>
        <Form method="post" {...getFormProps(again.form)} className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="email-link" />
          <input type="hidden" name="returnTo" value={returnTo} />
          <input type="hidden" name="email" value={sentTo} />
          {again.message ? <AuthError id={errorId} message={again.message} /> : null}
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? t("emailLink.busy") : t("emailLink.again")}
          </Button>
        </Form>
        <Link to={methodHref} className="font-bold text-dojo-cyan underline">
          {t("emailLink.otherEmail")}
        </Link>
      </Card>
    );
  }

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="email-link" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <AuthField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        hint={t("emailLink.hint")}
        errorId={message ? errorId : undefined}
        invalid={Boolean(fields.email.errors)}
      />
      <AuthError id={errorId} message={message} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t("emailLink.busy") : t(`emailLink.${mode}`)}
      </Button>
    </Form>
  );
}
