import { lazy, Suspense } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

// The name form brings its schema's code (Conform and zod); a dialog holding it fetches that
// when it opens, so a game page's first load never carries it.
const PlayerSetup = lazy(() =>
  import("./player-setup.tsx").then((module) => ({ default: module.PlayerSetup })),
);

/** The names at the table (player-setup.tsx), loaded when it is first shown. */
export function LazyPlayerSetup(props: { max?: number; intro?: string }) {
  const { t } = useTranslation("play");
  return (
    <Suspense fallback={<p className="text-muted">{t("players.loading")}</p>}>
      <PlayerSetup {...props} />
    </Suspense>
  );
}
