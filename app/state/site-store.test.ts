import { beforeEach, expect, test } from "vitest";
import { useSiteStore } from "./site-store.ts";

beforeEach(() => {
  useSiteStore.setState({
    websiteLoaded: false,
    pageLoaded: false,
    signedIn: false,
    selectedPrice: "monthly",
  });
});

test("starts unloaded, signed out, on the monthly price", () => {
  const state = useSiteStore.getState();
  expect([state.websiteLoaded, state.pageLoaded, state.signedIn, state.selectedPrice]).toEqual([
    false,
    false,
    false,
    "monthly",
  ]);
});

test("tracks page loading and the chosen price", () => {
  const { setPageLoaded, selectPrice, markWebsiteLoaded } = useSiteStore.getState();
  markWebsiteLoaded();
  setPageLoaded(true);
  selectPrice("yearly");
  expect(useSiteStore.getState()).toMatchObject({
    websiteLoaded: true,
    pageLoaded: true,
    selectedPrice: "yearly",
  });
});
