import { describe, expect, it } from "vitest";
import { needsNetwork, pageOfDataRequest } from "./offline-requests.ts";

describe("needsNetwork", () => {
  it("keeps personal, paid and server-clock pages to the server", () => {
    for (const path of [
      "/profile",
      "/sign-in",
      "/sign-up",
      "/editor",
      "/editor/steps/Step3Setup",
      "/rooms/new",
      "/rooms/KDPW",
      "/join",
      "/billing/test-portal",
      "/info/premium-processing",
      "/admin/reports",
      "/api/profile",
      "/misc/christmass-calendar",
    ]) {
      expect(needsNetwork(path), path).toBe(true);
    }
  });

  it("lets games, tools, articles and look-alike paths be kept", () => {
    for (const path of [
      "/",
      "/go",
      "/games/meyer",
      "/tools/coin-flip",
      "/articles/meyer",
      "/info/pricing",
      "/profiles-of-fame",
      "/game/abc123",
    ]) {
      expect(needsNetwork(path), path).toBe(false);
    }
  });
});

describe("pageOfDataRequest", () => {
  it("names the page a data request loads, without the router's own parameters", () => {
    const page = (url: string) => pageOfDataRequest(new URL(url, "https://partydojo.app"));
    expect(page("/games/meyer.data?_routes=routes%2Fgames%2Fmeyer")).toBe("/games/meyer");
    expect(page("/_.data")).toBe("/");
    expect(page("/articles/_.data")).toBe("/articles/");
    expect(page("/misc/you-have-been-dared.data?d=abc&index")).toBe(
      "/misc/you-have-been-dared?d=abc",
    );
    expect(page("/assets/app.css")).toBeNull();
  });
});
