import { useTranslation } from "#app/i18n/react.tsx";
import { DojoMark } from "#app/components/dojo-mark.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";
import { FloatingPanel } from "./floating-panel.tsx";
import {
  installDismissedKey,
  installSnoozedKey,
  isInstallOfferDismissed,
  spendInstallOffer,
  type InstallPromptEvent,
} from "./install-offer.ts";
import { useFirstVisitStep } from "./use-first-visit-step.ts";

/**
 * Offers to install the app once the browser has offered it (useInstallOffer), after the
 * first-visit questions. "Don't ask again" is remembered for good
 * (docs/product-rules.md#install-offer). Its own chunk: most visits never see it.
 */
export default function InstallPrompt({ offer }: { offer: InstallPromptEvent }) {
  const { t } = useTranslation("shell");
  const step = useFirstVisitStep();
  const dismissed = isInstallOfferDismissed(useStoredJson("local", installDismissedKey));
  const snoozed = useStoredJson("session", installSnoozedKey) === true;

  if (dismissed || snoozed || step !== "done") return null;

  async function install(event: InstallPromptEvent) {
    spendInstallOffer();
    await event.prompt().catch(() => undefined);
  }

  return (
    <FloatingPanel title={t("install.title")}>
      <div className="mt-1 flex items-start gap-4">
        <p className="flex-1 text-muted">{t("install.text")}</p>
        <DojoMark className="size-12 shrink-0" />
      </div>
      <Button className="mt-4 w-full" onClick={() => void install(offer)}>
        {t("install.install")}
      </Button>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="ghost"
          className="flex-auto"
          onClick={() => writeStoredJson("session", installSnoozedKey, true)}
        >
          {t("install.notNow")}
        </Button>
        <Button
          variant="ghost"
          className="flex-auto"
          onClick={() => writeStoredJson("local", installDismissedKey, true)}
        >
          {t("install.never")}
        </Button>
      </div>
    </FloatingPanel>
  );
}
