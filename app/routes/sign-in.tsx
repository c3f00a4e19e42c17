import { useTranslation } from "#app/i18n/react.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { userContext } from "#app/context.ts";
import { authContext } from "#app/features/auth/auth-context.ts";
import { authAction } from "#app/features/auth/auth-action.server.ts";
import { AuthMethods } from "#app/features/auth/auth-methods.tsx";
import { authPageData } from "#app/features/auth/auth-page.server.ts";
import { withNetworkError } from "#app/features/auth/client-credentials.ts";
import type { Route } from "./+types/sign-in";

export function loader({ request, context }: Route.LoaderArgs) {
  return authPageData(request, context.get(authContext), context.get(userContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return authAction(context.get(authContext), "signIn", request);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withNetworkError(serverAction);
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <PageMeta title={t("signIn.metaTitle")} description={t("signIn.description")} />
      <h1 className="text-4xl font-black">{t("signIn.title")}</h1>
      <p className="mt-3 text-lg text-muted">{t("signIn.intro")}</p>
      <AuthMethods
        mode="signIn"
        actionData={actionData}
        providers={loaderData.providers}
        returnedError={loaderData.returnedError}
      />
    </div>
  );
}
