import { Flag } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";

/** Leaves the table for the recap and feedback of this game. */
export function EndRoundLink({ game }: { game: string }) {
  const { t } = useTranslation("play");
  return (
    <Link
      to={`/misc/end-of-round?game=${game}`}
      className="mx-auto inline-flex min-h-12 items-center gap-2 px-4 font-bold text-muted hover:text-ink"
    >
      <Flag aria-hidden="true" className="size-5" />
      {t("endRound")}
    </Link>
  );
}
