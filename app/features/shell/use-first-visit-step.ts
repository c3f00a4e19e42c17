import { usePublicEnv } from "#app/components/use-public-env.ts";
import { useAlcoholFreeNotice } from "./alcohol-free-notice-store.ts";
import { useStoredJson } from "#app/utils/browser-storage.ts";
import {
  ageStorageKey,
  analyticsConfigured,
  consentStorageKey,
  firstVisitStep,
  parseAgeAnswer,
  parseConsent,
  type FirstVisitStep,
} from "./first-visit.ts";

/** Which first-visit question shows now, shared by the age gate, cookie banner and install offer. */
export function useFirstVisitStep(): FirstVisitStep {
  const env = usePublicEnv();
  const storedAge = useStoredJson("local", ageStorageKey);
  const storedConsent = useStoredJson("local", consentStorageKey);
  const noticeOpen = useAlcoholFreeNotice((state) => state.open);
  return firstVisitStep({
    storageRead: storedAge !== undefined,
    age: parseAgeAnswer(storedAge),
    ageDialogOpen: noticeOpen,
    consent: parseConsent(storedConsent),
    analyticsConfigured: analyticsConfigured(env),
  });
}

/**
 * Whether the age question stands over the page: until the browser has read its storage the
 * server's question does (it rendered one only for a visitor it knew no answer of).
 */
export const ageQuestionOpen = (step: FirstVisitStep) => step === "pending" || step === "age";
