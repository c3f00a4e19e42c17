import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { useIntentForm } from "#app/components/use-intent-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import { isAuthErrorKey } from "./auth-errors.ts";
import { socialFormSchema } from "./auth-form-schema.ts";
import type { SocialProviderId } from "./social-providers.ts";
import { useAuthErrorMessage } from "./use-auth-error-message.ts";
import { useBusyIntent } from "./use-busy-intent.ts";

/**
 * One provider's button. The server's refusal is said in the page's live region with the
 * other forms' (auth-methods.tsx); only a problem found before sending is said here.
 */
function SocialButton({
  provider,
  returnTo,
  busy,
}: {
  provider: SocialProviderId;
  returnTo: string;
  busy: boolean;
}) {
  const { t } = useTranslation("account");
  const errorMessage = useAuthErrorMessage();
  const { formProps, problem } = useIntentForm(`social-${provider}`, socialFormSchema, null);
  return (
    <Form method="post" {...formProps} className="flex flex-col">
      <input type="hidden" name="intent" value="social" />
      <input type="hidden" name="provider" value={provider} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button type="submit" variant="secondary" size="lg" disabled={busy}>
        {t("social.continueWith", { provider: t(`social.providers.${provider}`) })}
      </Button>
      {isAuthErrorKey(problem) ? (
        <p role="alert" className="mt-2 font-bold text-dojo-pink">
          {errorMessage(problem)}
        </p>
      ) : null}
    </Form>
  );
}

/** One button per configured provider (the server decides which); none when none is set. */
export function SocialButtons({
  providers,
  returnTo,
}: {
  providers: readonly SocialProviderId[];
  returnTo: string;
}) {
  const { t } = useTranslation("account");
  const busy = useBusyIntent("social");
  if (providers.length === 0) return null;
  return (
    <div className="mt-8 flex flex-col gap-3">
      <p className="flex items-center gap-3 text-sm font-bold text-muted uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-night-600" />
        {t("social.or")}
        <span aria-hidden="true" className="h-px flex-1 bg-night-600" />
      </p>
      {providers.map((provider) => (
        <SocialButton key={provider} provider={provider} returnTo={returnTo} busy={busy} />
      ))}
    </div>
  );
}
