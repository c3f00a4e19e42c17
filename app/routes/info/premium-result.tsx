import {
  CircleX,
  CreditCard,
  Crown,
  Hourglass,
  LoaderCircle,
  LogIn,
  type LucideIcon,
} from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, redirect, useRevalidator } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { signInPathFor } from "#app/utils/return-to.ts";
import {
  premiumResultActions,
  premiumResultOfPath,
  premiumResultPath,
  premiumResultView,
  type PremiumResultAction,
  type PremiumResultPage,
  type PremiumResultView,
} from "#app/features/billing/premium-results.ts";
import { userContext } from "#app/context.ts";
import { premiumViewer } from "#app/features/billing/premium-viewer.server.ts";
import { usePremiumConfirmation } from "#app/features/billing/use-premium-confirmation.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import type { Route } from "./+types/premium-result";

// The four checkout result pages share this module (routes.ts); the URL names the page and
// the visitor's Premium, read on the server, decides what it says.
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = premiumResultOfPath(url.pathname);
  if (!page) throw pageNotFound(url);
  const view = premiumResultView(page, await premiumViewer(context.get(userContext)));
  if (view === "confirmed") throw redirect(premiumResultPath("confirmation"));
  return { page, view };
}

const icons: Record<PremiumResultView, { icon: LucideIcon; tone: string }> = {
  checking: { icon: LoaderCircle, tone: "text-dojo-cyan motion-safe:animate-spin" },
  unconfirmed: { icon: Hourglass, tone: "text-dojo-gold" },
  welcome: { icon: Crown, tone: "text-dojo-gold" },
  notReceived: { icon: Hourglass, tone: "text-dojo-gold" },
  signedOut: { icon: LogIn, tone: "text-dojo-cyan" },
  cancelled: { icon: CircleX, tone: "text-muted" },
  failed: { icon: CreditCard, tone: "text-dojo-pink" },
};

/**
 * The header's supporter badge comes from the root loader, which a client-side navigation
 * from the processing page does not reload: reload it once on arriving at the welcome.
 */
function useReloadAccountOnWelcome(welcome: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (welcome) void revalidator.revalidate();
    // Once per arrival; the revalidator object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [welcome]);
}

function ActionButton({
  action,
  label,
  variant,
  page,
  onCheckAgain,
}: {
  action: PremiumResultAction;
  label: string;
  variant: ButtonProps["variant"];
  page: PremiumResultPage;
  onCheckAgain: () => void;
}) {
  if (action.kind === "checkAgain") {
    return (
      <Button size="lg" variant={variant} onClick={onCheckAgain}>
        {label}
      </Button>
    );
  }
  const to = action.kind === "signIn" ? signInPathFor(premiumResultPath(page)) : action.to;
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to={to}>{label}</Link>
    </Button>
  );
}

export default function PremiumResult({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("premium");
  const { page } = loaderData;
  const confirmation = usePremiumConfirmation(loaderData.view === "checking");
  const view = loaderData.view === "checking" ? confirmation.state : loaderData.view;
  useReloadAccountOnWelcome(view === "welcome");
  const { icon: Icon, tone } = icons[view];
  const actions = premiumResultActions[view];
  const changesInPlace = view === "checking" || view === "unconfirmed";
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <PageMeta
        title={t(`results.${view}.metaTitle`)}
        description={t(`results.${view}.description`)}
      />
      <Card className="flex flex-col items-center gap-5 text-center">
        <Icon aria-hidden="true" className={cn("size-16", tone)} />
        <h1 className="text-3xl font-black sm:text-4xl">{t(`results.${view}.title`)}</h1>
        <p className="text-lg text-muted" role={changesInPlace ? "status" : undefined}>
          {t(`results.${view}.body`)}
        </p>
        {actions && view !== "checking" ? (
          <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
            <ActionButton
              action={actions.primary}
              label={t(`results.${view}.primary`)}
              variant={view === "welcome" ? "gold" : "primary"}
              page={page}
              onCheckAgain={confirmation.checkAgain}
            />
            <ActionButton
              action={actions.secondary}
              label={t(`results.${view}.secondary`)}
              variant="secondary"
              page={page}
              onCheckAgain={confirmation.checkAgain}
            />
          </div>
        ) : null}
      </Card>
    </div>
  );
}
