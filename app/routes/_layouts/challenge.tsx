import { ArrowLeft } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, Outlet } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";

/** A focused, poster-like frame for challenge pages (docs/routes.md#layouts). */
export default function ChallengeLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-night-700),var(--color-night-950)_70%)]">
      <header className="mx-auto flex h-14 w-full max-w-3xl items-center px-3">
        <Link
          to="/"
          className="inline-flex min-h-12 items-center gap-2 rounded-2xl px-3 font-bold text-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" />
          {t("challengeLayout.back")}
        </Link>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 pb-10">
        <Outlet />
      </main>
    </div>
  );
}

// Registered as a layout by the routes that use it; typed by hand until then.
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <main id="main">
      <ErrorPage error={error} />
    </main>
  );
}
