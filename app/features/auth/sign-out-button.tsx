import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";

/** Ends the session, then loads the home page signed out, with the profile reset. */
export function SignOutButton() {
  const { t } = useTranslation("account");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");

  async function signOut() {
    setState("busy");
    try {
      const response = await fetch("/api/auth/sign-out", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
    } catch {
      setState("failed");
      return;
    }
    window.location.assign("/");
  }

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={signOut} disabled={state === "busy"}>
        {state === "busy" ? t("profile.signingOut") : t("profile.signOut")}
      </Button>
      {state === "failed" ? (
        <p role="alert" className="font-bold text-dojo-pink">
          {t("errors.network")}
        </p>
      ) : null}
    </div>
  );
}
