import { parseWithZod } from "@conform-to/zod/v4";
import { claimFormSchema } from "./claim-form.ts";
import type { ClaimAnswer } from "./claim-outcome.ts";
import { claimForVisitor } from "./claim.server.ts";

/**
 * A claim button's post, on the profile and behind a calendar door: read with the button's
 * schema, then claimed as the API claims (claimForVisitor). A refused form is the claim's
 * `unknown` outcome with the schema's answer for the page's form.
 */
export async function claimFormAction(
  from: Parameters<typeof claimForVisitor>[0],
  form: FormData,
  now: Date,
): Promise<ClaimAnswer> {
  const submission = parseWithZod(form, { schema: claimFormSchema });
  if (submission.status !== "success") {
    const reward = form.get("reward");
    return {
      intent: "claim-reward",
      reward: typeof reward === "string" ? reward : "",
      outcome: "unknown",
      result: submission.reply(),
    };
  }
  const { reward } = submission.value;
  return { intent: "claim-reward", reward, outcome: await claimForVisitor(from, reward, now) };
}
