import { useId } from "react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { AuthErrorKey } from "./auth-errors.ts";
import { AuthError, AuthField } from "./auth-field.tsx";
import { useBusyIntent } from "./use-busy-intent.ts";
import { phoneSendFormSchema, phoneVerifyFormSchema } from "./auth-form-schema.ts";
import { useAuthForm } from "./use-auth-form.ts";

/**
 * Phone sign-in in two steps: the number (a Danish one as it is, any other with its country
 * code) gets a texted code, the code signs in — or creates the account on first use — and
 * returns to the remembered page.
 */
export function PhoneForm({
  error,
  returnTo,
  codeSentTo,
  typedPhone,
  methodHref,
}: {
  error: AuthErrorKey | null;
  returnTo: string;
  codeSentTo: string | null;
  typedPhone: string | null;
  methodHref: string;
}) {
  const { t } = useTranslation("account");
  const sending = useBusyIntent("phone-send");
  const verifying = useBusyIntent("phone-verify");
  const errorId = useId();
  const resendErrorId = useId();
  const busy = sending || verifying;
  const number = useAuthForm("phone-send", phoneSendFormSchema, error, busy);
  const code = useAuthForm("phone-verify", phoneVerifyFormSchema, error, busy);
  // "Send a new code" posts the number the code went to, checked as the first send was.
  const resend = useAuthForm("phone-send-again", phoneSendFormSchema, null, busy);

  if (!codeSentTo) {
    return (
      <Form method="post" {...getFormProps(number.form)} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="phone-send" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <AuthField
          label={t("phone.number")}
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          defaultValue={typedPhone ?? ""}
          hint={t("phone.numberHint")}
          errorId={number.message ? errorId : undefined}
          invalid={Boolean(number.fields.phoneNumber.errors)}
        />
        <AuthError id={errorId} message={number.message} />
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? t("phone.sending") : t("phone.send")}
        </Button>
      </Form>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Form method="post" {...getFormProps(code.form)} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="phone-verify" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="phoneNumber" value={codeSentTo} />
        <AuthField
          label={t("phone.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          hint={t("phone.codeHint", { phone: codeSentTo })}
          errorId={code.message ? errorId : undefined}
          invalid={Boolean(code.fields.code.errors)}
        />
        <AuthError id={errorId} message={code.message} />
        <Button type="submit" size="lg" disabled={verifying}>
          {verifying ? t("phone.verifying") : t("phone.verify")}
        </Button>
      </Form>
      <Form method="post" {...getFormProps(resend.form)} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="phone-send" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="phoneNumber" value={codeSentTo} />
        {resend.message ? <AuthError id={resendErrorId} message={resend.message} /> : null}
        <Button type="submit" variant="secondary" disabled={sending}>
          {sending ? t("phone.sending") : t("phone.resend")}
        </Button>
      </Form>
      <Link to={methodHref} className="font-bold text-dojo-cyan underline">
        {t("phone.otherNumber")}
      </Link>
    </div>
  );
}
