import { lazy, Suspense, useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import {
  serverRenderedLazy,
  serverRenderedPartsHydrated,
} from "#app/components/server-rendered-lazy.tsx";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import { cspNonceContext, languageContext, logContext, userContext } from "#app/context.ts";
import { getPublicEnv } from "#app/env.server.ts";
import { leavesAccountAlone } from "#app/features/account/account-revalidation.ts";
import { AccountSync, type PremiumCheck } from "#app/features/account/account-sync.tsx";
import { hasPremium } from "#app/domain/premium-lifecycle.ts";
import { ReturnToTracker } from "#app/features/auth/return-to-tracker.tsx";
import {
  languageChoiceMiddleware,
  refusalMiddleware,
  sessionRefreshMiddleware,
  userMiddleware,
} from "#app/request-middleware.server.ts";
import { ReferralTracker } from "#app/features/account/referral-tracker.tsx";
import { ageAnsweredScript, ageFromCookies } from "#app/features/shell/age-cookie.ts";
import { useAgeAnswerInStep } from "#app/features/shell/age-answer.ts";
import { analyticsConfigured } from "#app/features/shell/first-visit.ts";
import { useInstallOffer } from "#app/features/shell/install-offer.ts";
import { ageQuestionOpen, useFirstVisitStep } from "#app/features/shell/use-first-visit-step.ts";
import { useBuildCheckDue } from "#app/features/shell/use-build-check-due.ts";
import { useChunkErrorReload } from "#app/features/shell/use-chunk-error-reload.ts";
import { I18nProvider, I18nScript, useTranslation } from "#app/i18n/react.tsx";
import { defaultLanguage } from "#app/i18n/language.ts";
import { useRestorePreferences } from "#app/state/preferences-store.ts";
import { revalidateUnlessOffline } from "#app/utils/http/offline-answer.ts";
import { flashMiddleware, flashOf } from "#app/utils/http/flash.ts";
import { FlashNotice } from "#app/components/flash-notice.tsx";
import { useAfterLoad } from "#app/utils/after-load.ts";
import { scriptsAfterPaintScript } from "#app/utils/scripts-after-paint.ts";
import type { Route } from "./+types/root";
import appStyles from "./app.css?url";

// Parts of the frame no page needs to show its content: they arrive in chunks of their own.
// The cookie question exists only where analytics are configured.
const CookieConsent = lazy(() =>
  import("#app/features/shell/cookie-consent.tsx").then((module) => ({
    default: module.CookieConsent,
  })),
);
// Only a visitor who has not answered gets the age question, and its code.
const AgeGate = serverRenderedLazy(() => import("#app/features/shell/age-gate.tsx"));
// Billing's Premium check, loaded only for a signed-in visitor: a signed-out page never
// downloads it.
const checkPremium: PremiumCheck = () =>
  import("#app/features/billing/subscription-api.ts").then(({ checkSubscriptionStatus }) =>
    checkSubscriptionStatus(),
  );
// The service worker starts once the page has loaded; the install card exists only once the
// browser offers to install; the check for a newer build once it is due.
const ServiceWorker = lazy(() =>
  import("#app/features/shell/service-worker.tsx").then((module) => ({
    default: module.ServiceWorker,
  })),
);
const InstallPrompt = lazy(() => import("#app/features/shell/install-prompt.tsx"));
const BuildUpdateWatcher = lazy(() =>
  import("#app/features/shell/build-update-watcher.tsx").then((module) => ({
    default: module.BuildUpdateWatcher,
  })),
);

// A request refused before routing renders as the error page before anything else runs; a
// session used today goes back to the browser with its new expiry; and who is asking is read
// once for every loader and action of the request; a language asked for by the address is
// remembered.
export const middleware: Route.MiddlewareFunction[] = [
  refusalMiddleware,
  sessionRefreshMiddleware,
  userMiddleware,
  languageChoiceMiddleware,
  flashMiddleware,
];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/**
 * The signed-in visitor as every page needs them (the header, the hearts on game pages);
 * null when signed out and when prerendering. A profile that fails to load leaves the visitor
 * signed out rather than the whole site on an error page (docs/product-rules.md#profile).
 */
async function loadAccount({ context }: Route.LoaderArgs) {
  try {
    const profile = await context.get(userContext).profile();
    if (!profile) return null;
    return {
      username: profile.username,
      coins: profile.dojo_coins,
      likedGames: profile.liked_games,
      premiumEndDate: profile.premiumEndDate,
      // Premium as the server decides it now (docs/product-rules.md#premium-lifecycle): the
      // supporter badge by the name.
      supporter: hasPremium(profile, Math.floor(Date.now() / 1000)),
    };
  } catch (error) {
    context.get(logContext).error({ err: error }, "the account could not be loaded");
    return null;
  }
}

export async function loader(args: Route.LoaderArgs) {
  const account = await loadAccount(args);
  return {
    language: args.context.get(languageContext),
    env: getPublicEnv(),
    account,
    ageAnswered: ageFromCookies(args.request.headers.get("Cookie")) !== null,
    // What a plain form post (without the page's script) came back to say, once.
    flash: flashOf(args.request),
    // For the head's own inline script; Links and Scripts get theirs from the server entry.
    nonce: args.context.get(cspNonceContext),
  };
}

// A report, a play or a feedback post can't change the header's account, and an answer the
// browser made up offline (a pack's heart) has nothing to reload: the root's loader (and its
// profile read) stays as it is after them, and runs again after anything else.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return leavesAccountAlone(args) ? false : revalidateUnlessOffline(args);
}

// Browsers hide a nonce attribute from the DOM once parsed; React reads element.nonce when
// hydrating, so the client passes the page's own nonce back or every tag would mismatch.
const hydrationNonce =
  typeof document === "undefined"
    ? undefined
    : (document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? undefined);

// Only the server's HTML runs the head's scripts, so the browser's bundle leaves their text
// out: React keeps a hydrated script's text as the server wrote it.
const headScripts = import.meta.env.SSR
  ? { ageAnswered: ageAnsweredScript, afterPaint: scriptsAfterPaintScript }
  : { ageAnswered: "", afterPaint: "" };

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? defaultLanguage;
  // Effects run only once React has hydrated the page (error pages too, which the layout
  // also wraps), and the parts whose code came later have hydrated too: from here on it
  // answers taps. Browser tests wait for this mark before they click (tests/e2e/hydration.ts).
  useEffect(() => {
    void serverRenderedPartsHydrated().then(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);

  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#07060d" />
        <meta name="color-scheme" content="dark" />
        {/* A stylesheet with a precedence goes out ahead of the module preloads: first paint
            waits for this file, not for the scripts. */}
        <link rel="stylesheet" href={appStyles} precedence="default" nonce={hydrationNonce} />
        {/* A page rendered for a visitor whose answer came with the request has no question
            to hide, and no script to run before first paint. */}
        {data?.ageAnswered ? null : (
          <script
            nonce={hydrationNonce ?? data?.nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: headScripts.ageAnswered }}
          />
        )}
        <script
          nonce={hydrationNonce ?? data?.nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: headScripts.afterPaint }}
        />
        <Meta />
        <Links nonce={hydrationNonce} />
      </head>
      <body>
        <I18nProvider language={language}>
          {children}
          <I18nScript />
        </I18nProvider>
        <ScrollRestoration nonce={hydrationNonce} />
        <Scripts nonce={hydrationNonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useRestorePreferences();
  useAgeAnswerInStep();
  const loaded = useAfterLoad();
  const installOffer = useInstallOffer();
  useChunkErrorReload();
  const checkBuild = useBuildCheckDue();
  // The page waits behind the age question, inert in the server's HTML already: made inert
  // once the page was live, the whole page's style was worked out again in the middle of
  // hydration, a slow phone's longest task on a first visit.
  const firstVisitStep = useFirstVisitStep();
  const pageInert = !loaderData.ageAnswered && ageQuestionOpen(firstVisitStep);
  return (
    <ToastProvider closeLabel={t("actions.close")} label={t("notifications")}>
      <AccountSync account={loaderData.account} checkPremium={checkPremium} />
      <ReturnToTracker />
      <ReferralTracker />
      <Suspense fallback={null}>
        {loaded ? <ServiceWorker visitor={loaderData} /> : null}
        {checkBuild ? <BuildUpdateWatcher /> : null}
      </Suspense>
      {loaderData.flash ? <FlashNotice code={loaderData.flash} /> : null}
      <div className="contents" inert={pageInert}>
        <Outlet />
      </div>
      {/* The first-visit questions, in this order: age, cookies, then the install offer. */}
      {loaderData.ageAnswered ? null : <AgeGate />}
      {analyticsConfigured(loaderData.env) ? (
        <Suspense fallback={null}>
          <CookieConsent />
        </Suspense>
      ) : null}
      {installOffer ? (
        <Suspense fallback={null}>
          <InstallPrompt offer={installOffer} />
        </Suspense>
      ) : null}
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <ErrorPage error={error} />
    </main>
  );
}
