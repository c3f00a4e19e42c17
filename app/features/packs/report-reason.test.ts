import { expect, test } from "vitest";
import { checkReportReason, reportReasonMaxLength } from "./report-reason.ts";

test("a reason is kept trimmed", () => {
  expect(checkReportReason("  Mean cards about a real person \n")).toEqual({
    ok: true,
    reason: "Mean cards about a real person",
  });
  expect(checkReportReason("x".repeat(reportReasonMaxLength))).toMatchObject({ ok: true });
});

test("a missing or blank reason is required", () => {
  for (const value of [undefined, null, 42, "", "   ", "\n\t"]) {
    expect(checkReportReason(value), JSON.stringify(value)).toEqual({
      ok: false,
      problem: "required",
    });
  }
});

test("a reason over the limit is too long, counted after trimming", () => {
  expect(checkReportReason("x".repeat(reportReasonMaxLength + 1))).toEqual({
    ok: false,
    problem: "tooLong",
  });
  expect(checkReportReason(` ${"x".repeat(reportReasonMaxLength)} `)).toMatchObject({ ok: true });
});

test("a character that can't be saved is named as such, not as a missing reason", () => {
  for (const value of ["Spam\u0000", "\u0007", "half \ud800"]) {
    expect(checkReportReason(value), JSON.stringify(value)).toEqual({
      ok: false,
      problem: "unsavable",
    });
  }
});
