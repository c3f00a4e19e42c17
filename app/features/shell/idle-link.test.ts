import { describe, expect, it } from "vitest";
import { idleLinkIsFree } from "./idle-link.ts";

describe("idleLinkIsFree", () => {
  it("is free on a fast link that saves no data and is not mobile data", () => {
    expect(idleLinkIsFree({ effectiveType: "4g", saveData: false, type: "wifi" })).toBe(true);
    expect(idleLinkIsFree({ effectiveType: "4g" })).toBe(true);
  });

  it("is metered when the phone saves data, is on mobile data or on a slow link", () => {
    expect(idleLinkIsFree({ effectiveType: "4g", saveData: true })).toBe(false);
    expect(idleLinkIsFree({ effectiveType: "4g", type: "cellular" })).toBe(false);
    expect(idleLinkIsFree({ effectiveType: "3g" })).toBe(false);
  });

  it("is metered when the browser doesn't say", () => {
    expect(idleLinkIsFree(undefined)).toBe(false);
    expect(idleLinkIsFree(null)).toBe(false);
  });
});
