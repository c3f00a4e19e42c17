import { useTranslation } from "#app/i18n/react.tsx";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod/mini";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { dbContext, userContext } from "#app/context.ts";
import { authContext } from "#app/features/auth/auth-context.ts";
import { paymentsContext } from "#app/features/billing/payments-context.ts";
import { signInRedirect } from "#app/features/auth/sign-in-redirect.server.ts";
import {
  finishLocalCheckout,
  isLocalCheckoutId,
  openLocalCheckout,
} from "#app/features/billing/local-provider.server.ts";
import { formatPrice, premiumPrices } from "#app/features/billing/plans.ts";
import { TestModeBanner } from "#app/features/billing/test-mode-banner.tsx";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { useFormProblemWords } from "#app/components/form-problem.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import type { Route } from "./+types/test-checkout";

const outcomeSchema = z.object({ outcome: z.enum(["pay", "cancel", "fail"]) });

const nextPage = {
  pay: "/info/premium-processing",
  cancel: "/info/premium-cancelled",
  fail: "/info/premium-failed",
} as const;

/**
 * Only the offline provider has this page; with Stripe configured it does not exist. Nor
 * does it for an id no checkout could have.
 */
function requireLocalCheckout({ context, params, url }: Route.LoaderArgs) {
  if (context.get(paymentsContext)?.kind !== "local") throw pageNotFound(url);
  if (!isLocalCheckoutId(params.id)) throw pageNotFound(url);
}

export async function loader(args: Route.LoaderArgs) {
  requireLocalCheckout(args);
  const { request, context, params } = args;
  const user = await context.get(userContext).user();
  if (!user) throw await signInRedirect(request, context.get(authContext));
  const checkout = await openLocalCheckout(context.get(dbContext), user.id, params.id);
  return { interval: checkout?.interval ?? null };
}

export async function action(args: Route.ActionArgs) {
  requireLocalCheckout(args);
  const { request, context, params } = args;
  const user = await context.get(userContext).user();
  if (!user) throw await signInRedirect(request, context.get(authContext));
  const read = await readFormBody(request);
  if (!read.ok) return data({ error: read.problem }, { status: read.status });
  const parsed = outcomeSchema.safeParse({ outcome: read.form.get("outcome") });
  if (!parsed.success) return data({ error: "noOutcome" as const }, { status: 400 });
  const { outcome } = parsed.data;
  const finished = await finishLocalCheckout(
    context.get(dbContext),
    user.id,
    params.id,
    outcome,
    Math.floor(Date.now() / 1000),
  );
  if (!finished) return { error: null };
  throw redirect(nextPage[outcome]);
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("premium");
  const formProblemWords = useFormProblemWords();
  const busy = useNavigation().state !== "idle";
  const { interval } = loaderData;
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10">
      <PageMeta title={t("testCheckout.metaTitle")} description={t("testCheckout.description")} />
      <TestModeBanner />
      <h1 className="text-4xl font-black">{t("testCheckout.title")}</h1>
      {interval === null || actionData?.error === null ? (
        <Card className="flex flex-col gap-4">
          <p role="alert">{t("testCheckout.gone")}</p>
          <Button asChild variant="secondary">
            <Link to="/info/pricing">{t("testCheckout.startAgain")}</Link>
          </Button>
        </Card>
      ) : (
        <Card className="flex flex-col gap-5">
          <div>
            <p className="text-xl font-extrabold">{t(`testCheckout.plan_${interval}`)}</p>
            <p className="mt-1 text-2xl font-black text-dojo-gold">
              {t(`testCheckout.price_${interval}`, {
                price: formatPrice(premiumPrices[interval].amount, i18n.language),
              })}
            </p>
          </div>
          <p className="font-bold">{t("testCheckout.choose")}</p>
          <ul className="flex flex-col gap-1 text-sm text-muted">
            <li>{t("testCheckout.payHint")}</li>
            <li>{t("testCheckout.cancelHint")}</li>
            <li>{t("testCheckout.failHint")}</li>
          </ul>
          {actionData?.error ? (
            <p role="alert" className="font-bold text-dojo-pink">
              {actionData.error === "noOutcome"
                ? t("testCheckout.noOutcome")
                : formProblemWords(actionData.error)}
            </p>
          ) : null}
          <Form method="post" className="flex flex-col gap-3">
            <Button
              type="submit"
              name="outcome"
              value="pay"
              variant="gold"
              size="lg"
              disabled={busy}
            >
              {t("testCheckout.pay")}
            </Button>
            <Button type="submit" name="outcome" value="cancel" variant="secondary" disabled={busy}>
              {t("testCheckout.cancel")}
            </Button>
            <Button
              type="submit"
              name="outcome"
              value="fail"
              variant="danger-outline"
              disabled={busy}
            >
              {t("testCheckout.fail")}
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}
