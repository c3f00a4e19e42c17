import { isStorableText } from "#app/utils/http/storable-text.ts";

export const reportReasonMaxLength = 500;

/** What can be wrong with a report's reason, each worded in the catalogue's `report.errors`. */
export type ReportReasonProblem = "required" | "tooLong" | "unsavable";

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
  if (typeof value !== "string") return { ok: false, problem: "required" };
  if (!isStorableText(value)) return { ok: false, problem: "unsavable" };
  const reason = value.trim();
  if (reason.length === 0) return { ok: false, problem: "required" };
  if (reason.length > reportReasonMaxLength) return { ok: false, problem: "tooLong" };
  return { ok: true, reason };
}

/** What a report sent from a pack's page comes back with. */
export type ReportAnswer =
  | { ok: true }
  | { ok: false; problem: ReportReasonProblem | "signedOut" | "gone" | "offline" | "failed" };
