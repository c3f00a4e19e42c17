import { Award, Coins } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useId } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { dbContext, userContext } from "#app/context.ts";
import { getEnv } from "#app/env.server.ts";
import { CreatedPacksCard } from "#app/features/account/created-packs-card.tsx";
import { DeleteAccountCard } from "#app/features/account/delete-account-card.tsx";
import { LikedGamesCard } from "#app/features/account/liked-games-card.tsx";
import { likedPackNames } from "#app/features/account/liked-packs.server.ts";
import { renameProfile } from "#app/domain/profile.server.ts";
import { referralCoins } from "#app/domain/referral.server.ts";
import { referralLink } from "#app/domain/referral.ts";
import { ReferralCard } from "#app/features/account/referral-card.tsx";
import { RewardsCard } from "#app/features/rewards/rewards-card.tsx";
import { SubscriptionCard } from "#app/features/billing/subscription-card.tsx";
import { subscriptionStatus } from "#app/features/billing/subscription-status.ts";
import { profileUpdateSchema, usernameMessages } from "#app/domain/username.ts";
import { YourDataCard } from "#app/features/account/your-data-card.tsx";
import { SignOutButton } from "#app/features/auth/sign-out-button.tsx";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { signInRedirect } from "#app/features/auth/sign-in-redirect.server.ts";
import { listOwnPacks } from "#app/domain/authored-packs.server.ts";
import { readPremiumRecord } from "#app/features/billing/subscription.server.ts";
import { SupporterBadge } from "#app/components/supporter-badge.tsx";
import { listRewards } from "#app/features/rewards/rewards.server.ts";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = context.get(userContext);
  const user = await visitor.user();
  const profile = await visitor.profile();
  if (!user || !profile) throw await signInRedirect(request, context);
  const db = context.get(dbContext);
  const now = new Date();
  const billing = await readPremiumRecord(db, user.id);
  const subscription = subscriptionStatus(
    { ...profile, pastDue: billing?.pastDue ?? false },
    Math.floor(now.getTime() / 1000),
  );
  return {
    profile,
    rewards: await listRewards(db, user.id, profile.claimed_rewards, now),
    likedPacks: await likedPackNames(db, user.id, profile.liked_games),
    ownPacks: await listOwnPacks(db, user.id),
    // The public address, not the request's: behind a proxy that may be an internal one.
    referralLink: referralLink(getEnv().BASE_URL, profile.username),
    referralCoins,
    subscription,
  };
}

// The username form: the same rules and messages as PATCH /api/profile.
export async function action({ request, context }: Route.ActionArgs) {
  const visitor = context.get(userContext);
  const user = await visitor.user();
  if (!user) throw redirect("/sign-in");
  const read = await readFormBody(request);
  if (!read.ok) return data({ ok: false, error: read.error }, { status: read.status });
  const parsed = profileUpdateSchema.safeParse({ username: read.form.get("username") ?? "" });
  if (!parsed.success) {
    return data({ ok: false, error: parsed.error.issues[0]?.message ?? "" }, { status: 400 });
  }
  // A profile to rename: made now if the account has none yet.
  await visitor.profile();
  const result = await renameProfile(context.get(dbContext), user.id, parsed.data.username);
  if (!result.ok) return data({ ok: false, error: usernameMessages.taken }, { status: 409 });
  return { ok: true, error: "" };
}

function UsernameForm({
  current,
  answer,
}: {
  current: string;
  answer: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation("account");
  const busy = useNavigation().state === "submitting";
  const hintId = useId();
  return (
    <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <label className="flex flex-1 flex-col gap-2 font-bold">
        {t("profile.editUsername")}
        <input
          name="username"
          defaultValue={current}
          autoComplete="username"
          className="min-h-12 rounded-2xl bg-night-900 px-4 font-normal text-ink ring-1 ring-night-600 focus:ring-dojo-cyan"
          aria-describedby={hintId}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? t("profile.savingUsername") : t("profile.saveUsername")}
      </Button>
      <p id={hintId} role="status" className="text-sm text-muted sm:basis-full">
        {answer?.error ? (
          <span className="font-bold text-dojo-pink">{answer.error}</span>
        ) : answer?.ok ? (
          t("profile.usernameSaved")
        ) : (
          t("profile.usernameHint")
        )}
      </p>
    </Form>
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
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
        <UsernameForm current={profile.username} answer={actionData} />
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
