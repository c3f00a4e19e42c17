import { Check, Copy, UsersRound } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { useCopyToClipboard } from "#app/components/use-copy-to-clipboard.ts";

/** Friends who came through this player's link, and the link (docs/product-rules.md#referrals). */
export function ReferralCard({
  link,
  referredUsers,
  coinsPerFriend,
}: {
  link: string;
  referredUsers: number;
  coinsPerFriend: number;
}) {
  const { t } = useTranslation("account");
  const { state, copy } = useCopyToClipboard();
  const linkId = useId();
  return (
    <Card>
      <section aria-labelledby="profile-referrals">
        <IconHeading id="profile-referrals" icon={UsersRound} tone="cyan">
          {t("referrals.title")}
        </IconHeading>
        <p className="mt-2 text-muted">{t("referrals.intro", { coins: coinsPerFriend })}</p>
        <p data-testid="referred-users" className="mt-4 font-bold">
          {t("referrals.count", { count: referredUsers })}
        </p>
        <label htmlFor={linkId} className="mt-4 block text-sm font-bold text-muted">
          {t("referrals.linkLabel")}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={linkId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-12 min-w-0 flex-1 rounded-2xl bg-night-900 px-4 text-ink ring-1 ring-night-600 focus:ring-dojo-cyan"
          />
          <Button variant="secondary" onClick={() => void copy(link)}>
            {state === "copied" ? (
              <Check aria-hidden="true" className="size-5 text-success" />
            ) : (
              <Copy aria-hidden="true" className="size-5" />
            )}
            {state === "copied" ? t("referrals.copied") : t("referrals.copy")}
          </Button>
        </div>
        {/* The button says "Copied!" on screen; this says it to screen readers too. */}
        <p role="status" className="mt-2 text-sm font-bold text-dojo-pink">
          {state === "copied" ? (
            <span className="sr-only">{t("referrals.copied")}</span>
          ) : state === "failed" ? (
            t("referrals.copyFailed")
          ) : null}
        </p>
      </section>
    </Card>
  );
}
