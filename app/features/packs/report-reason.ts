import { z } from "zod/mini";
import { storableString } from "#app/utils/http/storable-string.ts";

export const reportReasonMaxLength = 500;

/** What can be wrong with a report's reason, each worded in the catalogue's `report.errors`. */
export type ReportReasonProblem = "required" | "tooLong" | "unsavable";

export function isReportReasonProblem(message: string | undefined): message is ReportReasonProblem {
  return message === "required" || message === "tooLong" || message === "unsavable";
}

const problem = (code: ReportReasonProblem) => code;

// Whether the text can be saved is checked before it is trimmed, so a reason that is only a
// character we can't save is named as such rather than as a missing one.
const reportReason = storableString({ error: problem("required") }, problem("unsavable")).check(
  z.trim(),
  z.minLength(1, problem("required")),
  z.maxLength(reportReasonMaxLength, problem("tooLong")),
);

/** The report form: the pack page checks it with this schema before sending, and the action again. */
export const reportFormSchema = z.object({ reason: reportReason });

/**
 * The reason of a report, trimmed, or what is wrong with it: the report form's own rule, for
 * both ways in (the page's action and the JSON API).
 */
export function checkReportReason(
  value: unknown,
): { ok: true; reason: string } | { ok: false; problem: ReportReasonProblem } {
  const parsed = reportReason.safeParse(value);
  if (parsed.success) return { ok: true, reason: parsed.data };
  const first = parsed.error.issues[0]?.message;
  return { ok: false, problem: isReportReasonProblem(first) ? first : "required" };
}

/** What a report sent from a pack's page comes back with. */
export type ReportAnswer =
  | { ok: true }
  | { ok: false; problem: ReportReasonProblem | "signedOut" | "gone" | "offline" | "failed" };
