import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { AuthErrorKey } from "./auth-errors.ts";
import { useStoredJson } from "#app/features/shell/browser-storage.ts";
import { returnToKey, safeReturnTo } from "./return-to.ts";

type Mode = "signIn" | "signUp";

const inputClass =
  "min-h-12 rounded-2xl bg-night-900 px-4 font-normal text-ink ring-1 ring-night-600 focus:ring-dojo-cyan";

/**
 * Email + password, for signing in or creating an account (DESIGN.md §7 names and messages).
 * A plain form posting to the page's action, so it works before and without JavaScript.
 */
export function AuthForm({ mode, error }: { mode: Mode; error: AuthErrorKey | null }) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // sessionStorage exists only in the browser: '/' until hydration has read it.
  const returnTo = safeReturnTo(useStoredJson("session", returnToKey));
  const errorId = useId();
  const hintId = useId();

  return (
    <Form method="post" noValidate className="mt-8 flex flex-col gap-5">
      <input type="hidden" name="returnTo" value={returnTo} />
      <label className="flex flex-col gap-2 font-bold">
        {t("email")}
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          className={inputClass}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      <label className="flex flex-col gap-2 font-bold">
        {t("password")}
        <input
          name="password"
          type="password"
          autoComplete={mode === "signUp" ? "new-password" : "current-password"}
          required
          className={inputClass}
          aria-describedby={mode === "signUp" ? hintId : undefined}
        />
        {mode === "signUp" ? (
          <span id={hintId} className="text-sm font-normal text-muted">
            {t("passwordHint")}
          </span>
        ) : null}
      </label>
      <p id={errorId} role="alert" className="min-h-6 font-bold text-dojo-pink">
        {error && !busy ? t(`errors.${error}`) : null}
      </p>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t(`${mode}.busy`) : t(`${mode}.submit`)}
      </Button>
      <p className="text-muted">
        {t(`${mode}.switchText`)}{" "}
        <Link
          to={mode === "signIn" ? "/sign-up" : "/sign-in"}
          className="font-bold text-dojo-cyan underline"
        >
          {t(`${mode}.switchLink`)}
        </Link>
      </p>
    </Form>
  );
}
