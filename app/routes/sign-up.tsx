import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { authContext } from "#app/context.ts";
import { currentUser } from "#app/features/account/current-user.server.ts";
import { AuthForm } from "#app/features/auth/auth-form.tsx";
import { withNetworkError } from "#app/features/auth/client-credentials.ts";
import { submitCredentials } from "#app/features/auth/credentials.server.ts";
import type { Route } from "./+types/sign-up";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentUser(request, context)) throw redirect("/profile");
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return submitCredentials(context.get(authContext), "signUp", request);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withNetworkError(serverAction);
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <PageMeta title={t("signUp.metaTitle")} description={t("signUp.description")} />
      <h1 className="text-4xl font-black">{t("signUp.title")}</h1>
      <p className="mt-3 text-lg text-muted">{t("signUp.intro")}</p>
      <AuthForm mode="signUp" error={actionData?.error ?? null} />
    </div>
  );
}
