/** The identity providers we can offer (docs/product-rules.md#accounts), in button order. */
export const socialProviderIds = ["google", "apple", "facebook", "github"] as const;

export type SocialProviderId = (typeof socialProviderIds)[number];

export interface ProviderKeys {
  clientId: string;
  clientSecret: string;
}

export type SocialProviderKeys = Partial<Record<SocialProviderId, ProviderKeys>>;

export function isSocialProviderId(value: unknown): value is SocialProviderId {
  return socialProviderIds.some((id) => id === value);
}

type ProviderEnv = Partial<
  Record<`${Uppercase<SocialProviderId>}_CLIENT_${"ID" | "SECRET"}`, string>
>;

/** Each provider whose id and secret are both configured; the rest are never offered. */
export function socialProvidersFromEnv(env: ProviderEnv): SocialProviderKeys {
  const pairs = {
    google: [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET],
    apple: [env.APPLE_CLIENT_ID, env.APPLE_CLIENT_SECRET],
    facebook: [env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET],
    github: [env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET],
  } satisfies Record<SocialProviderId, unknown[]>;
  const keys: SocialProviderKeys = {};
  for (const id of socialProviderIds) {
    const [clientId, clientSecret] = pairs[id];
    if (clientId && clientSecret) keys[id] = { clientId, clientSecret };
  }
  return keys;
}

/** The configured provider ids, in button order — all the sign-in page is told. */
export function configuredProviderIds(keys: SocialProviderKeys): SocialProviderId[] {
  return socialProviderIds.filter((id) => keys[id] !== undefined);
}
