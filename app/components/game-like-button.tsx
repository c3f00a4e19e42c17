import { useTranslation } from "#app/i18n/react.tsx";
import { LikeButton } from "#app/components/like-button.tsx";
import type { CatalogueSlug } from "#app/games/catalogue.ts";

/**
 * The heart on a game page (docs/product-rules.md#likes): the community packs' heart, posted
 * to the game's own like action (/likes/:gameId).
 */
export function GameLikeButton({ slug }: { slug: CatalogueSlug }) {
  const { t } = useTranslation("games");
  return <LikeButton id={slug} name={t(`catalogue.${slug}.name`)} action={`/likes/${slug}`} />;
}
