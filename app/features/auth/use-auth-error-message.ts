import { useTranslation } from "#app/i18n/react.tsx";
import { usePublicEnv } from "#app/components/use-public-env.ts";
import type { AuthErrorKey } from "./auth-errors.ts";

/** The sentence a sign-in form shows for a refusal; some name the site's own address. */
export function useAuthErrorMessage(): (key: AuthErrorKey) => string {
  const { t } = useTranslation("account");
  const { BASE_URL } = usePublicEnv();
  return (key) => t(`errors.${key}`, { address: new URL(BASE_URL).origin });
}
