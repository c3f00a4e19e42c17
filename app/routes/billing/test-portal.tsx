import { useTranslation } from "#app/i18n/react.tsx";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { dbContext, userContext } from "#app/context.ts";
import { authContext } from "#app/features/auth/auth-context.ts";
import { paymentsContext } from "#app/features/billing/payments-context.ts";
import { signInRedirect } from "#app/features/auth/sign-in-redirect.server.ts";
import { localSubscriptionOf, runTestClock } from "#app/features/billing/local-provider.server.ts";
import { formatUnixDate } from "#app/features/billing/format-date.ts";
import {
  changeCancellation,
  readPremiumRecord,
} from "#app/features/billing/subscription.server.ts";
import { TestModeBanner } from "#app/features/billing/test-mode-banner.tsx";
import { testPortalFormSchema } from "#app/features/billing/test-portal-form.ts";
import { formProblemOf, useFormProblemWords } from "#app/components/form-problem.ts";
import { useIntentForm } from "#app/components/use-intent-form.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import type { Route } from "./+types/test-portal";

async function localCaller({ request, context, url }: Route.LoaderArgs | Route.ActionArgs) {
  const payments = context.get(paymentsContext);
  if (payments?.kind !== "local") throw pageNotFound(url);
  const visitor = context.get(userContext);
  const user = await visitor.user();
  if (!user) throw await signInRedirect(request, context.get(authContext));
  await visitor.profile();
  return { db: context.get(dbContext), payments, user };
}

export async function loader(args: Route.LoaderArgs) {
  const { db, user } = await localCaller(args);
  const record = await readPremiumRecord(db, user.id);
  const now = Math.floor(Date.now() / 1000);
  return { subscription: await localSubscriptionOf(db, record?.customerId ?? "", now) };
}

export async function action(args: Route.ActionArgs) {
  const { db, payments, user } = await localCaller(args);
  const read = await readFormBody(args.request);
  if (!read.ok) return data({ done: false, formProblem: read.problem }, { status: read.status });
  const submission = parseWithZod(read.form, { schema: testPortalFormSchema });
  if (submission.status !== "success") {
    return data({ done: false, result: submission.reply() }, { status: 400 });
  }
  const { intent } = submission.value;
  const now = Math.floor(Date.now() / 1000);
  if (intent === "cancel" || intent === "resume") {
    const result = await changeCancellation(db, payments, user.id, intent === "cancel", now);
    return { done: result.ok };
  }
  const record = await readPremiumRecord(db, user.id);
  return { done: await runTestClock(db, record?.customerId ?? "", intent, now) };
}

export default function TestPortal({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("premium");
  const busy = useNavigation().state !== "idle";
  const formProblemWords = useFormProblemWords();
  const { formProps, problem } = useIntentForm(
    "test-portal",
    testPortalFormSchema,
    actionData && "result" in actionData ? actionData.result : null,
  );
  const formProblem = formProblemOf(actionData);
  const refusal = formProblem
    ? formProblemWords(formProblem)
    : // The schema's one code: a button this page doesn't have.
      problem
      ? t("card.problems.unknownIntent")
      : null;
  const { subscription } = loaderData;
  const live = subscription !== null && subscription.status !== "canceled";
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10">
      <PageMeta title={t("testPortal.metaTitle")} description={t("testPortal.description")} />
      <TestModeBanner />
      <h1 className="text-4xl font-black">{t("testPortal.title")}</h1>
      {refusal ? (
        <p role="alert" className="font-bold text-dojo-pink">
          {refusal}
        </p>
      ) : actionData ? (
        <p role="status" className="font-bold">
          {actionData.done ? t("testPortal.done") : t("testPortal.nothing")}
        </p>
      ) : null}
      {subscription === null ? (
        <Card>
          <p>{t("testPortal.none")}</p>
        </Card>
      ) : (
        <Card className="flex flex-col gap-5">
          <dl className="grid gap-3">
            <div>
              <dt className="text-sm font-bold text-muted">{t("testPortal.status")}</dt>
              <dd data-testid="test-subscription-status" className="text-xl font-extrabold">
                {t(`testPortal.statuses.${subscription.status}`)}
                {subscription.cancelAtPeriodEnd && live ? ` · ${t("testPortal.cancelsAtEnd")}` : ""}
              </dd>
            </div>
            {subscription.currentPeriodEnd !== null ? (
              <div>
                <dt className="text-sm font-bold text-muted">{t("testPortal.periodEnd")}</dt>
                <dd className="text-xl font-extrabold">
                  {formatUnixDate(subscription.currentPeriodEnd, i18n.language)}
                </dd>
              </div>
            ) : null}
          </dl>
          {live ? (
            <Form method="post" {...formProps} className="flex flex-col gap-3">
              {subscription.cancelAtPeriodEnd ? (
                <Button type="submit" name="intent" value="resume" disabled={busy}>
                  {t("card.resume")}
                </Button>
              ) : (
                <Button
                  type="submit"
                  name="intent"
                  value="cancel"
                  variant="secondary"
                  disabled={busy}
                >
                  {t("card.cancel")}
                </Button>
              )}
              <h2 className="mt-4 text-2xl font-extrabold">{t("testPortal.clockTitle")}</h2>
              <p className="text-muted">{t("testPortal.clockIntro")}</p>
              <Button
                type="submit"
                name="intent"
                value="end-period"
                variant="secondary"
                disabled={busy}
              >
                {t("testPortal.endPeriod")}
              </Button>
              <p className="text-sm text-muted">{t("testPortal.endPeriodHint")}</p>
              {subscription.status === "past_due" ? (
                <Button
                  type="submit"
                  name="intent"
                  value="pay-overdue"
                  variant="secondary"
                  disabled={busy}
                >
                  {t("testPortal.payOverdue")}
                </Button>
              ) : (
                <>
                  <Button
                    type="submit"
                    name="intent"
                    value="fail-renewal"
                    variant="danger-outline"
                    disabled={busy}
                  >
                    {t("testPortal.failRenewal")}
                  </Button>
                  <p className="text-sm text-muted">{t("testPortal.failRenewalHint")}</p>
                </>
              )}
            </Form>
          ) : null}
        </Card>
      )}
      <Button asChild variant="ghost">
        <Link to="/profile">{t("testPortal.back")}</Link>
      </Button>
    </div>
  );
}
