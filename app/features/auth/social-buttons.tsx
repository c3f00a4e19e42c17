import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { SocialProviderId } from "./social-providers.ts";
import { useBusyIntent } from "./use-busy-intent.ts";

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
        <Form key={provider} method="post" className="flex flex-col">
          <input type="hidden" name="intent" value="social" />
          <input type="hidden" name="provider" value={provider} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button type="submit" variant="secondary" size="lg" disabled={busy}>
            {t("social.continueWith", { provider: t(`social.providers.${provider}`) })}
          </Button>
        </Form>
      ))}
    </div>
  );
}
