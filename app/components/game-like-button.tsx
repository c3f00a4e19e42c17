import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useRevalidator } from "react-router";
import { LikeHeart, LikesNeedAccountDialog } from "#app/components/like-button.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useAccount } from "#app/state/use-account.ts";
import { sendApiRequest } from "#app/utils/http/api-request.ts";
import type { CatalogueSlug } from "#app/games/catalogue.ts";

/** The liked games in the API's answer, or null when it is not one. */
function likedGamesOf(body: unknown): string[] | null {
  if (typeof body !== "object" || body === null || !("liked_games" in body)) return null;
  const liked: unknown = body.liked_games;
  return Array.isArray(liked) && liked.every((id) => typeof id === "string") ? liked : null;
}

/**
 * The heart on a game page (docs/product-rules.md#likes). Signed in, a tap shows the new state at
 * once and saves it (PUT/DELETE /api/likes/:slug), going back to the saved state if that fails;
 * signed out, it explains that likes live on an account.
 */
export function GameLikeButton({ slug }: { slug: CatalogueSlug }) {
  const { t } = useTranslation("account");
  const { t: tg } = useTranslation("games");
  const account = useAccount();
  const revalidator = useRevalidator();
  const toast = useToast();
  // The state shown while a change is on its way; null shows what the server last said.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [explaining, setExplaining] = useState(false);

  const saved = account?.likedGames.includes(slug) ?? false;
  const liked = optimistic ?? saved;
  const game = tg(`catalogue.${slug}.name`);

  async function toggle() {
    if (!account) {
      setExplaining(true);
      return;
    }
    // One change at a time keeps the heart and the server in the same order.
    if (saving) return;
    const next = !liked;
    setOptimistic(next);
    setSaving(true);
    const answer = await sendApiRequest(`/api/likes/${encodeURIComponent(slug)}`, {
      method: next ? "PUT" : "DELETE",
      keepalive: true,
    });
    const likedGames = answer.ok ? likedGamesOf(answer.body) : null;
    if (likedGames) {
      setOptimistic(likedGames.includes(slug));
      // The root loader's likes feed every heart and the profile; refresh them, then let
      // them speak again.
      await revalidator.revalidate();
      setOptimistic(null);
    } else {
      setOptimistic(null);
      toast({
        tone: "error",
        title: answer.status === 0 ? t("errors.network") : t("likes.failed"),
      });
      if (answer.status === 401) await revalidator.revalidate();
    }
    setSaving(false);
  }

  return (
    <>
      <LikeHeart liked={liked} busy={saving} name={game} onClick={toggle} />
      <LikesNeedAccountDialog open={explaining} onOpenChange={setExplaining} name={game} />
    </>
  );
}
