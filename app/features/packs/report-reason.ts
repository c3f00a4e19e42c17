import { z } from "zod";
import { isStorableText } from "#app/features/http/storable-text.ts";

export const reportReasonMaxLength = 500;

/** What can be wrong with a report's reason, each worded in the catalogue's `report.errors`. */
export type ReportReasonProblem = "required" | "tooLong" | "unsavable";

// The issue messages are the problems themselves, so the form and the API can each word
// them: the form in the visitor's language, the API in its own English.
const reasonSchema = z
  .string({ error: "required" })
  .refine(isStorableText, { error: "unsavable", abort: true })
  .transform((reason) => reason.trim())
  .pipe(z.string().min(1, "required").max(reportReasonMaxLength, "tooLong"));

export function isReportReasonProblem(message: string | undefined): message is ReportReasonProblem {
  return message === "required" || message === "tooLong" || message === "unsavable";
}

/**
 * The reason of a report, trimmed, or what is wrong with it. The same check runs in the
 * browser before sending and in both ways in (the page's action and the JSON API).
 */
export function checkReportReason(
  value: unknown,
): { ok: true; reason: string } | { ok: false; problem: ReportReasonProblem } {
  const parsed = reasonSchema.safeParse(value);
  if (parsed.success) return { ok: true, reason: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return { ok: false, problem: isReportReasonProblem(message) ? message : "required" };
}

/** What a report sent from a pack's page comes back with. */
export type ReportAnswer =
  | { ok: true }
  | { ok: false; problem: ReportReasonProblem | "signedOut" | "gone" | "offline" | "failed" };
