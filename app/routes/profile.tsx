import { Award, Coins } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useId } from "react";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { dbContext, userContext } from "#app/context.ts";
import { authContext } from "#app/features/auth/auth-context.ts";
import { getEnv } from "#app/env.server.ts";
import { CreatedPacksCard } from "#app/features/account/created-packs-card.tsx";
import { DeleteAccountCard } from "#app/features/account/delete-account-card.tsx";
import { LikedGamesCard } from "#app/features/account/liked-games-card.tsx";
import { likedPackNames } from "#app/features/account/liked-packs.server.ts";
import { renameForVisitor, renameStatuses } from "#app/features/account/rename.server.ts";
import { publicProfile } from "#app/domain/profile.server.ts";
import { referralCoins } from "#app/domain/referral.server.ts";
import { referralLink } from "#app/domain/referral.ts";
import { ReferralCard } from "#app/features/account/referral-card.tsx";
import { RewardsCard } from "#app/features/rewards/rewards-card.tsx";
import { SubscriptionCard } from "#app/features/billing/subscription-card.tsx";
import { subscriptionStatus } from "#app/features/billing/subscription-status.ts";
import { profileUpdateSchema } from "#app/domain/username.ts";
import { isRenameFieldProblem } from "#app/features/account/rename-problems.ts";
import { deleteAccountSchema } from "#app/features/account/account-deletion.ts";
import { deleteVisitor } from "#app/features/account/delete-visitor.server.ts";
import { subscriptionFormAction } from "#app/features/billing/subscription-form.server.ts";
import { subscriptionProblemStatus } from "#app/features/billing/subscription-services.server.ts";
import {
  subscriptionFormSchema,
  type UnknownIntentAnswer,
} from "#app/features/billing/subscription-intents.ts";
import { claimStatuses } from "#app/features/rewards/claim-outcome.ts";
import { claimFormAction } from "#app/features/rewards/claim-form.server.ts";
import { signOutFormSchema } from "#app/features/auth/auth-form-schema.ts";
import { withOfflineAnswer } from "#app/utils/http/offline-answer.ts";
import { YourDataCard } from "#app/features/account/your-data-card.tsx";
import { SignOutButton } from "#app/features/auth/sign-out-button.tsx";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { formProblemOf, useFormProblemWords } from "#app/components/form-problem.ts";
import { signInRedirect } from "#app/features/auth/sign-in-redirect.server.ts";
import { listOwnPacks } from "#app/domain/authored-packs.server.ts";
import { readPremiumRecord } from "#app/features/billing/subscription.server.ts";
import { SupporterBadge } from "#app/components/supporter-badge.tsx";
import { listRewards } from "#app/features/rewards/rewards.server.ts";
import {
  claimRequestOf,
  deleteVisitorDepsOf,
  subscriptionRequestOf,
} from "#app/route-context.server.ts";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = context.get(userContext);
  const user = await visitor.user();
  const profile = await visitor.profile();
  if (!user || !profile) throw await signInRedirect(request, context.get(authContext));
  const db = context.get(dbContext);
  const now = new Date();
  const billing = await readPremiumRecord(db, user.id);
  const subscription = subscriptionStatus(
    { ...profile, pastDue: billing?.pastDue ?? false },
    Math.floor(now.getTime() / 1000),
  );
  return {
    profile: publicProfile(profile),
    rewards: await listRewards(db, user.id, profile.claimed_rewards, now),
    likedPacks: await likedPackNames(db, user.id, profile.liked_games),
    ownPacks: await listOwnPacks(db, user.id),
    // The public address, not the request's: behind a proxy that may be an internal one.
    referralLink: referralLink(getEnv().BASE_URL, profile.username),
    referralCoins,
    subscription,
  };
}

/**
 * Every write of this page, by `intent`: the username form, a reward's claim, the
 * subscription's buttons, deleting the account and signing out. Each is the same service as
 * its JSON API call; each answers a code the page words, and works as a plain form too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const visitor = context.get(userContext);
  const user = await visitor.user();
  if (!user) throw redirect("/sign-in");
  const read = await readFormBody(request);
  // A body the server can't take (not a form, cut off, text that can't be stored) is said
  // in the page's words for its code.
  if (!read.ok) {
    return data(
      { intent: null, ok: false, problem: "failed", formProblem: read.problem },
      { status: read.status },
    );
  }
  const intent = read.form.get("intent") ?? "rename";
  switch (intent) {
    case "rename":
      return rename(read.form, context);
    case "claim-reward":
      return claim(read.form, context);
    case "delete-account":
      return removeAccount(read.form, request, context);
    case "sign-out":
      return signOut(read.form, request, context);
    default:
      // The subscription card's buttons, or a form this page doesn't have.
      return changeSubscription(read.form, context);
  }
}

// A tap with bad reception gets its message beside the button, not an error page.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withOfflineAnswer(serverAction);
}

async function rename(form: FormData, context: Route.ActionArgs["context"]) {
  const submission = parseWithZod(form, { schema: profileUpdateSchema });
  if (submission.status !== "success") {
    return data({ intent: "rename" as const, result: submission.reply() }, { status: 400 });
  }
  const renamed = await renameForVisitor(
    { db: context.get(dbContext), visitor: context.get(userContext) },
    submission.value.username,
  );
  if (!renamed.ok) {
    return data(
      {
        intent: "rename" as const,
        result: submission.reply({ fieldErrors: { username: [renamed.problem] } }),
      },
      { status: renameStatuses[renamed.problem] },
    );
  }
  return { intent: "rename" as const, result: submission.reply() };
}

async function claim(form: FormData, context: Route.ActionArgs["context"]) {
  const answer = await claimFormAction(claimRequestOf(context), form, new Date());
  return data(answer, { status: claimStatuses[answer.outcome] });
}

async function changeSubscription(form: FormData, context: Route.ActionArgs["context"]) {
  const submission = parseWithZod(form, { schema: subscriptionFormSchema });
  if (submission.status !== "success") {
    const refused: UnknownIntentAnswer = {
      intent: null,
      ok: false,
      problem: "unknownIntent",
      result: submission.reply(),
    };
    return data(refused, { status: 400 });
  }
  const answer = await subscriptionFormAction(
    subscriptionRequestOf(context),
    submission.value.intent,
  );
  return data(answer, { status: answer.ok ? 200 : subscriptionProblemStatus(answer.problem) });
}

async function removeAccount(
  form: FormData,
  request: Request,
  context: Route.ActionArgs["context"],
) {
  const submission = parseWithZod(form, { schema: deleteAccountSchema });
  if (submission.status !== "success") {
    return data({ intent: "delete-account" as const, result: submission.reply() }, { status: 400 });
  }
  const deleted = await deleteVisitor(
    deleteVisitorDepsOf(request, context),
    submission.value.confirm,
    new Date(),
  );
  if (!deleted.ok) {
    const reply = submission.reply({ fieldErrors: { confirm: [deleted.problem] } });
    return data({ intent: "delete-account" as const, result: reply }, { status: 400 });
  }
  const headers = new Headers();
  for (const cookie of deleted.setCookies) headers.append("Set-Cookie", cookie);
  return data(
    { intent: "delete-account" as const, result: submission.reply(), deleted: true },
    { headers },
  );
}

/** Ends the session, then the home page loads signed out, with everything reset. */
async function signOut(form: FormData, request: Request, context: Route.ActionArgs["context"]) {
  // Only its own intent reaches here; the schema is the button's, read the same way.
  if (parseWithZod(form, { schema: signOutFormSchema }).status !== "success") {
    const refused: UnknownIntentAnswer = { intent: null, ok: false, problem: "unknownIntent" };
    return data(refused, { status: 400 });
  }
  const headers = new Headers();
  const auth = context.get(authContext);
  if (auth) {
    const signedOut = await auth.api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of signedOut.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  }
  throw redirect("/", { headers });
}

function UsernameForm({ current }: { current: string }) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "rename";
  const answer = useActionData<typeof action>();
  const lastResult =
    answer && "result" in answer && answer.intent === "rename" ? answer.result : null;
  const [form, fields] = useForm({
    id: "username",
    lastResult,
    defaultValue: { username: current },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileUpdateSchema }),
    shouldRevalidate: "onInput",
  });
  const hintId = useId();
  const formProblemWords = useFormProblemWords();
  const formProblem = formProblemOf(answer);
  const refused = formProblem ? formProblemWords(formProblem) : undefined;
  const fieldProblem = fields.username.errors?.[0];
  const problem = isRenameFieldProblem(fieldProblem)
    ? t(`profile.usernameProblems.${fieldProblem}`)
    : refused;
  const saved = lastResult?.status === "success";
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <input type="hidden" name="intent" value="rename" />
      <label className="flex flex-1 flex-col gap-2 font-bold">
        {t("profile.editUsername")}
        <input
          {...getInputProps(fields.username, { type: "text" })}
          key={fields.username.key}
          autoComplete="username"
          className="min-h-12 rounded-2xl bg-night-900 px-4 font-normal text-ink ring-1 ring-night-600 focus:ring-dojo-cyan"
          aria-describedby={hintId}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? t("profile.savingUsername") : t("profile.saveUsername")}
      </Button>
      <p id={hintId} role="status" className="text-sm text-muted sm:basis-full">
        {problem ? (
          <span className="font-bold text-dojo-pink">{problem}</span>
        ) : saved ? (
          t("profile.usernameSaved")
        ) : (
          t("profile.usernameHint")
        )}
      </p>
    </Form>
  );
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { profile, rewards, subscription } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageMeta title={t("profile.metaTitle")} description={t("profile.description")} />
      <h1 className="text-4xl font-black sm:text-5xl">{t("profile.title")}</h1>
      <Card className="flex flex-col gap-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-bold text-muted">{t("profile.username")}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span data-testid="username" className="text-2xl font-extrabold break-all">
                {profile.username}
              </span>
              {subscription.plan === "free" ? null : <SupporterBadge />}
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-sm font-bold text-muted">
              <Coins aria-hidden="true" className="size-4 text-dojo-gold" />
              {t("profile.coins")}
            </dt>
            <dd data-testid="coins" className="text-2xl font-extrabold text-dojo-gold">
              {profile.dojo_coins}
            </dd>
          </div>
        </dl>
        <UsernameForm key={profile.username} current={profile.username} />
        <p className="text-muted">
          {t("profile.memberSince", { date: profile.creation_date.slice(0, 10) })}
        </p>
      </Card>
      <RewardsCard rewards={rewards} />
      <Card>
        <section aria-labelledby="profile-achievements">
          <IconHeading id="profile-achievements" icon={Award} tone="pink">
            {t("profile.achievements")}
          </IconHeading>
          {profile.achievements.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {profile.achievements.map((id) => (
                <li key={id} className="rounded-full bg-night-700 px-4 py-2 font-bold">
                  {/* An achievement this build has no name for shows its id. */}
                  {t(`achievementNames.${id}`, { defaultValue: id })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted">{t("profile.noAchievements")}</p>
          )}
        </section>
      </Card>
      <LikedGamesCard likedGames={profile.liked_games} likedPacks={loaderData.likedPacks} />
      <CreatedPacksCard packs={loaderData.ownPacks} />
      <ReferralCard
        link={loaderData.referralLink}
        referredUsers={profile.referred_users}
        coinsPerFriend={loaderData.referralCoins}
      />
      <SubscriptionCard status={subscription} />
      <div>
        <SignOutButton />
      </div>
      <YourDataCard />
      <DeleteAccountCard username={profile.username} coins={profile.dojo_coins} />
    </div>
  );
}
