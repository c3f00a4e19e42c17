/** One rate-limit rule: at most `max` requests from one address per `window` seconds. */
export interface RateRule {
  window: number;
  max: number;
}

/**
 * Limits per client address and auth path (Better Auth keys its counters by both). Friends
 * at one table share the venue's address, and the browser tests sign up dozens of players
 * from 127.0.0.1, so credentials allow a party's worth a minute; a password guesser gets 30
 * tries a minute instead of thousands. Mail and SMS cost money and reach strangers, so
 * sending them is tighter; a wrong SMS code also burns the code after 3 tries.
 */
export const credentialAttempts: RateRule = { window: 60, max: 30 };

/**
 * Password sign-ins at one account, from any number of addresses
 * (account-rate-limit.server.ts): a person who forgot their password tries a handful of
 * times, a guesser spread over many addresses gets no more.
 */
export const accountAttempts: RateRule = { window: 15 * 60, max: 10 };
const messageSends: RateRule = { window: 60, max: 10 };

export const authRateRules: Record<string, RateRule> = {
  "/sign-in/email": credentialAttempts,
  "/sign-up/email": credentialAttempts,
  "/sign-in/social": credentialAttempts,
  "/sign-in/magic-link": messageSends,
  "/magic-link/verify": credentialAttempts,
  "/phone-number/send-otp": messageSends,
  "/phone-number/verify": credentialAttempts,
};
