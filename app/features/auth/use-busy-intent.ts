import { useNavigation } from "react-router";
import type { AuthFormIntent } from "./auth-form-data.ts";

/** True while the form with this intent is being submitted. */
export function useBusyIntent(intent: AuthFormIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
