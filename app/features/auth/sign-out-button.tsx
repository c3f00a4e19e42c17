import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { useIntentForm } from "#app/components/use-intent-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import { signOutFormSchema } from "./auth-form-schema.ts";

/**
 * Ends the session through the profile's action, which sends the browser home; a whole new
 * page load, so nothing of the account stays in the page. A plain form: it works before the
 * page's JavaScript has arrived.
 */
export function SignOutButton() {
  const { t } = useTranslation("account");
  const { formProps } = useIntentForm("sign-out", signOutFormSchema, null);
  // The browser itself sends the form (a whole page load), so no navigation state tells it.
  const [sending, setSending] = useState(false);
  useEffect(() => {
    // A page the browser's back button restores from memory was left mid-send.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  return (
    <Form
      method="post"
      action="/profile"
      reloadDocument
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) setSending(true);
      }}
    >
      {/* A field, not the button's value: the button is disabled while the form is sent. */}
      <input type="hidden" name="intent" value="sign-out" />
      <Button type="submit" variant="secondary" disabled={sending}>
        {sending ? t("profile.signingOut") : t("profile.signOut")}
      </Button>
    </Form>
  );
}
