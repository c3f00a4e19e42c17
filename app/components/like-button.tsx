import { Heart } from "lucide-react";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useFetcher, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useAccount } from "#app/state/use-account.ts";
import { formProblemOf, useFormProblemWords } from "./form-problem.ts";

/** What a page action answers a heart's tap with. */
export type LikeAnswer =
  | { ok: true; liked: boolean }
  | { ok: false; problem: "signedOut" | "gone" | "offline" | "failed" };

/** The heart itself: filled pink when liked, named "Like …" with its pressed state. */
export function LikeHeart({
  liked,
  busy,
  name,
  ...props
}: { liked: boolean; busy: boolean; name: string } & Omit<ComponentProps<typeof Button>, "name">) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={liked}
      aria-label={t("likes.like", { game: name })}
      aria-busy={busy}
      {...props}
    >
      <Heart
        aria-hidden="true"
        className={cn("size-6 transition", liked ? "fill-current text-dojo-pink" : "text-muted")}
      />
    </Button>
  );
}

/** What a signed-out heart says: likes live on an account, with the ways to get one. */
export function LikesNeedAccountDialog({
  open,
  onOpenChange,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
}) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("likes.signedOutTitle")}
        description={t("likes.signedOutText", { game: name })}
        closeLabel={tc("actions.close")}
      >
        <div className="mt-6 flex flex-col gap-3">
          <Button asChild>
            <Link to="/sign-up" onClick={() => onOpenChange(false)}>
              {t("likes.createAccount")}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/sign-in" onClick={() => onOpenChange(false)}>
              {t("likes.signIn")}
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

// One fetcher per liked thing, shared by every heart and count of it on the page.
function likeFetcherKey(id: string): string {
  return `like:${id}`;
}

/**
 * Whether the signed-in player likes `id`: a change on its way first, then the root
 * loader's likes, which React Router reloads after every action.
 */
export function useLiked(id: string): boolean {
  const account = useAccount();
  const fetcher = useFetcher<LikeAnswer>({ key: likeFetcherKey(id) });
  const intent = fetcher.formData?.get("intent");
  if (intent === "like" || intent === "unlike") return intent === "like";
  return account?.likedGames.includes(id) ?? false;
}

/**
 * A heart for a community pack, posted to `action` (the pack page's action) through a
 * fetcher with intent like or unlike. It shows the new state at once and goes back if the
 * server refuses; signed out, it explains that likes live on an account. Before the page
 * has hydrated it is a plain form.
 */
export function LikeButton({ id, name, action }: { id: string; name: string; action: string }) {
  const { t } = useTranslation();
  const account = useAccount();
  const fetcher = useFetcher<LikeAnswer>({ key: likeFetcherKey(id) });
  const liked = useLiked(id);
  const toast = useToast();
  const formProblemWords = useFormProblemWords();
  const location = useLocation();
  const [explaining, setExplaining] = useState(false);
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;
  // A session that ended since the page loaded is refused like a visitor's tap: explained.
  const [dismissed, setDismissed] = useState<LikeAnswer | undefined>(undefined);
  const refusedSignedOut =
    answer?.ok === false && answer.problem === "signedOut" && answer !== dismissed;

  // Any other refusal is told once, when it arrives.
  const told = useRef<LikeAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || answer.ok || answer.problem === "signedOut" || told.current === answer) return;
    told.current = answer;
    const formProblem = formProblemOf(answer);
    toast({
      tone: "error",
      title: formProblem
        ? formProblemWords(formProblem)
        : t(answer.problem === "offline" ? "likes.offline" : "likes.failed"),
    });
  }, [answer, toast, t, formProblemWords]);

  return (
    <>
      <fetcher.Form
        method="post"
        action={action}
        onSubmit={(event) => {
          // Signed out, nothing is sent; one change at a time keeps the heart and the
          // server in the same order.
          if (!account) setExplaining(true);
          if (!account || busy) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value={liked ? "unlike" : "like"} />
        {/* Where a plain post (before or without the page's script) comes back to. */}
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <LikeHeart type="submit" liked={liked} busy={busy} name={name} />
      </fetcher.Form>
      <LikesNeedAccountDialog
        open={explaining || refusedSignedOut}
        onOpenChange={(open) => {
          setExplaining(open);
          if (!open) setDismissed(answer);
        }}
        name={name}
      />
    </>
  );
}
