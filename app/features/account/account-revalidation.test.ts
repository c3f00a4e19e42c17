import { expect, test } from "vitest";
import { leavesAccountAlone } from "./account-revalidation.ts";

test("a report, an unpublish, a play, a share, feedback and a dare leave the account alone", () => {
  for (const formAction of [
    "/api/packs/abc123/report",
    "/api/packs/abc123/unpublish",
    "/api/packs/abc123/play",
    "/api/packs/abc123/share",
    "/played/never-have-i-ever",
    "/api/feedback",
    "/feedback",
    "/misc/you-have-been-dared?index",
  ]) {
    expect(leavesAccountAlone({ formMethod: "POST", formAction }), formAction).toBe(true);
  }
});

test("writes that change coins, the username, likes, Premium or the language refresh it", () => {
  for (const formAction of [
    "/api/packs/abc123/unlock",
    "/api/likes/never-have-i-ever",
    "/api/rewards/welcome/claim",
    "/api/profile",
    "/profile",
    "/sign-in",
    "/api/language",
    "/api/subscription/cancel-subscription",
    "/api/packs",
    "/api/packs/abc123",
  ]) {
    expect(leavesAccountAlone({ formMethod: "POST", formAction }), formAction).toBe(false);
  }
});

test("navigations and explicit revalidations always refresh it", () => {
  expect(leavesAccountAlone({})).toBe(false);
  expect(leavesAccountAlone({ formMethod: "GET", formAction: "/api/feedback" })).toBe(false);
  expect(leavesAccountAlone({ formMethod: "POST" })).toBe(false);
});

test("a shared pack's report and play leave it alone; its heart does not", () => {
  const form = (intent: string) => {
    const formData = new FormData();
    formData.set("intent", intent);
    return formData;
  };
  const onPack = (intent: string) =>
    leavesAccountAlone({ formMethod: "POST", formAction: "/game/abc123", formData: form(intent) });
  expect(onPack("report")).toBe(true);
  expect(onPack("play")).toBe(true);
  expect(onPack("like")).toBe(false);
  expect(leavesAccountAlone({ formMethod: "POST", formAction: "/game/abc123" })).toBe(false);
});
