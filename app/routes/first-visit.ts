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
 * Remembers the answer and goes back to the page. The page's two buttons can only send "yes" or
 * "no": anything else is a script's request, refused with its status and no words.
 */
export async function action({ request }: Route.ActionArgs) {
  const read = await readFormBody(request);
  if (!read.ok) return new Response(null, { status: read.status });
  const age = read.form.get("age");
  if (!isAgeCookieValue(age)) return new Response(null, { status: 400 });
  const returnTo = safeReturnTo(read.form.get("returnTo"));
  const secure = new URL(request.url).protocol === "https:";
  return redirect(returnTo, { status: 303, headers: { "Set-Cookie": ageCookie(age, secure) } });
}
