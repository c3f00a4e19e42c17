import { languageCookieName, pickLanguage, readCookie } from "#app/i18n/language.ts";
// With the import attribute, because the Express process loads this natively (no Vite), and
// only the messages catalogue: the rest of the UI text never goes into a mail or an SMS.
import danishMessages from "#app/i18n/da/messages.json" with { type: "json" };
import messages from "#app/i18n/en/messages.json" with { type: "json" };
import type { Language } from "#app/i18n/language.ts";
import { flattenMessages, translate, type TranslateOptions } from "#app/i18n/translate.ts";

/** How long a sign-in link and a phone code work, in seconds (Better Auth's expiresIn). */
export const signInLinkSeconds = 5 * 60;
export const phoneCodeSeconds = 5 * 60;

const catalogue: Record<Language, ReturnType<typeof flattenMessages>> = {
  en: flattenMessages(messages),
  da: flattenMessages(danishMessages),
};

/** The mail and SMS texts, in the language of the request that asked for them. */
export function authMessages(headers: Headers | undefined) {
  const language = pickLanguage(
    readCookie(headers?.get("Cookie") ?? null, languageCookieName),
    headers?.get("Accept-Language"),
  );
  const t = (key: string, values: TranslateOptions = {}) =>
    translate(language, catalogue[language], key, values);
  return {
    signInLink: (url: string) => ({
      subject: t("signInLink.subject"),
      text: t("signInLink.text", { url, minutes: signInLinkSeconds / 60 }),
      link: url,
    }),
    phoneCode: (code: string) => t("phoneCode.text", { code, minutes: phoneCodeSeconds / 60 }),
    /** Better Auth's 429 for one account's sign-ins: when to try again, in whole minutes. */
    tooManyAccountAttempts: (retryAfterSeconds: number) =>
      t("signInLimit.account", { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }),
  };
}
