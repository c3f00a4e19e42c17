import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { catalogue, type CatalogueSlug } from "#app/games/catalogue.ts";
import { useTranslation } from "#app/i18n/react.tsx";

/** The "How to play" dialog's way on to the game's full rules, when it has an article. */
export default function HowToPlay({ game }: { game: CatalogueSlug }) {
  const { t } = useTranslation("play");
  const rulesArticle = catalogue.find((entry) => entry.slug === game)?.rulesArticle;
  if (!rulesArticle) return null;
  return (
    <Button asChild variant="secondary" className="mt-4">
      <Link to={rulesArticle}>
        <BookOpen aria-hidden="true" />
        {t("fullRules")}
      </Link>
    </Button>
  );
}
