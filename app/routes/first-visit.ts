import { redirect } from "react-router";
import { safeReturnTo } from "#app/utils/return-to.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { ageCookie, isAgeCookieValue } from "#app/features/shell/age-cookie.ts";
import type { Route } from "./+types/first-visit";

// The age question's plain form (age-gate.tsx) posts here when the page's JavaScript has not
// arrived yet; once it has, the page answers in the browser and never comes here.

export function loader() {
  return redirect("/");
}

/**
 * Remembers the answer and goes back to the page. An answer it can't use (not a form, not "yes"
 * or "no") goes back without one, so the page asks again: the question is its own message.
 */
export async function action({ request }: Route.ActionArgs) {
  const read = await readFormBody(request);
  const returnTo = read.ok ? safeReturnTo(read.form.get("returnTo")) : "/";
  const age = read.ok ? read.form.get("age") : null;
  if (!isAgeCookieValue(age)) return redirect(returnTo, { status: 303 });
  const secure = new URL(request.url).protocol === "https:";
  return redirect(returnTo, { status: 303, headers: { "Set-Cookie": ageCookie(age, secure) } });
}
