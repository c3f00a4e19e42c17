import { beforeEach, expect, test } from "vitest";
import { useProfileStore } from "./profile-store.ts";

beforeEach(() => {
  useProfileStore.setState({ isLoaded: false, isPremiumStatusLoading: true, premiumEndDate: null });
});

test("starts unloaded, with the premium status loading", () => {
  const { isLoaded, isPremiumStatusLoading, premiumEndDate } = useProfileStore.getState();
  expect({ isLoaded, isPremiumStatusLoading, premiumEndDate }).toEqual({
    isLoaded: false,
    isPremiumStatusLoading: true,
    premiumEndDate: null,
  });
});

test("a loaded account is marked loaded with its premium end date", () => {
  useProfileStore.getState().loaded({ premiumEndDate: 1_800_000_000 });
  expect(useProfileStore.getState()).toMatchObject({
    isLoaded: true,
    isPremiumStatusLoading: false,
    premiumEndDate: 1_800_000_000,
  });
});

test("signing out (or a failed load) resets the profile and marks it loaded", () => {
  useProfileStore.getState().loaded({ premiumEndDate: 1_800_000_000 });
  useProfileStore.getState().reset();
  expect(useProfileStore.getState()).toMatchObject({
    isLoaded: true,
    isPremiumStatusLoading: false,
    premiumEndDate: null,
  });
});
