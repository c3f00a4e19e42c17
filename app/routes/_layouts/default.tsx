import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Outlet } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import type { Route } from "./+types/default";

function DefaultChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-dojo-gold px-4 py-3 font-bold text-night-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export default function DefaultLayout() {
  return (
    <DefaultChrome>
      <Outlet />
    </DefaultChrome>
  );
}

// Errors of pages in this layout keep the header and footer, so the visitor is never stuck.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DefaultChrome>
      <ErrorPage error={error} />
    </DefaultChrome>
  );
}
