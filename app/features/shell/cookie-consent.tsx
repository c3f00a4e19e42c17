import { useEffect } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { usePublicEnv } from "#app/components/use-public-env.ts";
import { loadAnalytics, trackPixelPageView } from "./analytics.ts";
import { useStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";
import { FloatingPanel } from "./floating-panel.tsx";
import { consentStorageKey, parseConsent, type ConsentAnswer } from "./first-visit.ts";
import { useFirstVisitStep } from "./use-first-visit-step.ts";

/**
 * Asks for analytics cookies (only when a tag manager or pixel is configured, and only after the
 * age question) and loads the analytics once the visitor accepts (docs/product-rules.md#analytics).
 */
export function CookieConsent() {
  const { t } = useTranslation("shell");
  const { GTM_ID, PIXEL_ID } = usePublicEnv();
  const step = useFirstVisitStep();
  const accepted = parseConsent(useStoredJson("local", consentStorageKey))?.analytics === true;
  const { pathname } = useLocation();

  useEffect(() => {
    if (!accepted) return;
    loadAnalytics({ gtmId: GTM_ID, pixelId: PIXEL_ID });
    if (PIXEL_ID) trackPixelPageView(pathname);
  }, [accepted, GTM_ID, PIXEL_ID, pathname]);

  if (step !== "consent") return null;

  function answer(analytics: boolean) {
    const stored: ConsentAnswer = { analytics };
    writeStoredJson("local", consentStorageKey, stored);
  }

  return (
    <FloatingPanel title={t("consent.title")}>
      <p className="mt-2 text-muted">
        {t("consent.text")}{" "}
        <Link to="/info/cookie-policy" className="font-semibold text-ink underline">
          {t("consent.policy")}
        </Link>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button onClick={() => answer(true)}>{t("consent.accept")}</Button>
        <Button variant="secondary" onClick={() => answer(false)}>
          {t("consent.decline")}
        </Button>
      </div>
    </FloatingPanel>
  );
}
