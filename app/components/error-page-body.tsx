import { Beer, Home, Undo2 } from "lucide-react";
import { Trans, useTranslation } from "#app/i18n/react.tsx";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { usePublicEnv } from "#app/components/use-public-env.ts";
import { requestedPath } from "#app/utils/http/page-not-found.ts";

/** The HTTP status an unknown error stands for. */
function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export default function ErrorPageBody({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { SUPPORT_EMAIL } = usePublicEnv();
  const status = statusOf(error);

  const message =
    status === 404
      ? t("error.message404")
      : status === 500
        ? t("error.message500")
        : t("error.messageOther");
  const title = status === 404 ? t("error.title404") : t("error.title", { status });

  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-5 py-16 text-center"
      aria-labelledby="error-title"
    >
      <title>{`${title} · ${t("brand")}`}</title>
      <Beer
        aria-hidden="true"
        className="size-24 animate-wiggle text-dojo-gold"
        strokeWidth={1.5}
      />
      <p
        className="mt-6 font-display text-7xl font-black text-dojo-pink"
        aria-label={t("error.statusLabel", { status })}
      >
        {status}
      </p>
      <h1 id="error-title" className="mt-3 text-2xl font-extrabold sm:text-3xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      {status === 404 ? (
        <p className="mt-3 break-all text-sm text-muted" data-testid="not-found-path">
          {t("error.notFoundPath", { path: requestedPath(location) })}
        </p>
      ) : null}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button variant="secondary" size="lg" onClick={() => window.history.back()}>
          <Undo2 aria-hidden="true" />
          {t("error.previousPage")}
        </Button>
        <Button asChild size="lg">
          <Link to="/">
            <Home aria-hidden="true" />
            {t("error.homepage")}
          </Link>
        </Button>
      </div>
      <p className="mt-8 text-sm text-muted">
        <Trans
          t={t}
          i18nKey="error.support"
          values={{ email: SUPPORT_EMAIL }}
          components={{
            mail: <a className="text-dojo-gold underline" href={`mailto:${SUPPORT_EMAIL}`} />,
          }}
        />
      </p>
    </section>
  );
}
