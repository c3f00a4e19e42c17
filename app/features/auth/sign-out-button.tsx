import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/**
 * Ends the session through the profile's action, which sends the browser home; a whole new
 * page load, so nothing of the account stays in the page. A plain form: it works before the
 * page's JavaScript has arrived.
 */
export function SignOutButton() {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-out";
  return (
    <Form method="post" action="/profile" reloadDocument>
      <Button type="submit" name="intent" value="sign-out" variant="secondary" disabled={busy}>
        {busy ? t("profile.signingOut") : t("profile.signOut")}
      </Button>
    </Form>
  );
}
