import { Outlet } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";

/**
 * Printable material (docs/routes.md#printable-qr): no site header or footer, because the page
 * is the sheet that goes to the printer; the page itself offers the way back.
 */
export default function PrintLayout() {
  return (
    <main id="main" className="min-h-dvh bg-night-950 print:bg-white">
      <Outlet />
    </main>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <main id="main">
      <ErrorPage error={error} />
    </main>
  );
}
