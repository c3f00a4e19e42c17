import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { cn } from "#app/components/ui/cn.ts";
import { authMethods, type AuthMethod } from "./auth-form-data.ts";

/**
 * The choice of sign-in method as links (`?method=`), so it works without JavaScript and
 * only the chosen method's inputs are on the page (two "Email" fields would be ambiguous).
 */
export function MethodSwitch({
  current,
  hrefFor,
}: {
  current: AuthMethod;
  hrefFor: (method: AuthMethod) => string;
}) {
  const { t } = useTranslation("account");
  return (
    <nav aria-label={t("methods.label")} className="mt-8 mb-6">
      <ul className="grid grid-cols-3 gap-1 rounded-2xl bg-night-800 p-1 ring-1 ring-night-600">
        {authMethods.map((method) => (
          <li key={method} className="flex">
            <Link
              to={hrefFor(method)}
              replace
              preventScrollReset
              aria-current={method === current ? "page" : undefined}
              className={cn(
                "flex min-h-11 flex-1 items-center justify-center rounded-xl px-2 text-center font-bold text-muted no-underline transition",
                method === current && "bg-dojo-pink text-night-950",
              )}
            >
              {t(`methods.${method}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
