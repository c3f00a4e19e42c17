import { BookOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { catalogue, type CatalogueSlug } from "#app/games/catalogue.ts";
import { loadMessages, messagesOf } from "#app/i18n/catalogue.ts";
import { isLanguage } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/react.tsx";

// This code loads as the dialog's button is reached for: the rules' words start loading with
// it, in the page's language, rather than once the dialog has rendered.
if (typeof document !== "undefined" && isLanguage(document.documentElement.lang)) {
  void loadMessages(document.documentElement.lang, "gameRules").catch(() => null);
}

/**
 * A catalogue game's "How to play" dialog: its short rules, and the way on to its full rules
 * when it has an article. The rules' words load with this dialog (or as its button is reached
 * for), so a game's page doesn't carry every game's rules; the service worker installs them
 * with this code, and a phone that still can't fetch them says so here.
 */
export default function HowToPlay({ game }: { game: CatalogueSlug }) {
  const { t, i18n } = useTranslation("play");
  const { language } = i18n;
  const rules = messagesOf(language, "gameRules")?.get(game);
  // Only for the moment the words arrive, or can't: the rules themselves are read above.
  const [load, setLoad] = useState<"waiting" | "arrived" | "failed">("waiting");
  useEffect(() => {
    if (rules !== undefined) return;
    let shown = true;
    loadMessages(language, "gameRules").then(
      () => shown && setLoad("arrived"),
      () => shown && setLoad("failed"),
    );
    return () => {
      shown = false;
    };
  }, [language, rules]);
  const rulesArticle = catalogue.find((entry) => entry.slug === game)?.rulesArticle;
  return (
    <>
      <p className="mt-3 text-lg text-muted">
        {rules ?? (load === "failed" ? t("rulesUnavailable") : t("rulesLoading"))}
      </p>
      {rulesArticle ? (
        <Button asChild variant="secondary" className="mt-4">
          <Link to={rulesArticle}>
            <BookOpen aria-hidden="true" />
            {t("fullRules")}
          </Link>
        </Button>
      ) : null}
    </>
  );
}
