import { expect, test } from "vitest";
import { configuredProviderIds, socialProvidersFromEnv } from "./social-providers.ts";

test("a provider is configured only with both its id and its secret", () => {
  const keys = socialProvidersFromEnv({
    GITHUB_CLIENT_ID: "gh-id",
    GITHUB_CLIENT_SECRET: "gh-secret",
    GOOGLE_CLIENT_ID: "google-id",
  });
  expect(keys).toEqual({ github: { clientId: "gh-id", clientSecret: "gh-secret" } });
  expect(configuredProviderIds(keys)).toEqual(["github"]);
});

test("nothing configured offers no provider", () => {
  expect(configuredProviderIds(socialProvidersFromEnv({}))).toEqual([]);
});

test("the page learns ids in button order, never the secrets", () => {
  const keys = socialProvidersFromEnv({
    GITHUB_CLIENT_ID: "a",
    GITHUB_CLIENT_SECRET: "b",
    GOOGLE_CLIENT_ID: "c",
    GOOGLE_CLIENT_SECRET: "d",
  });
  const ids = configuredProviderIds(keys);
  expect(ids).toEqual(["google", "github"]);
  expect(JSON.stringify(ids)).not.toMatch(/"b"|"d"/);
});
