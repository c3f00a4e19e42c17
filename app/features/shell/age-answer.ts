import { useEffect } from "react";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { ageCookie, ageFromCookies, type AgeCookieValue } from "./age-cookie.ts";
import { readStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";
import { ageStorageKey, parseAgeAnswer, type AgeAnswer } from "./first-visit.ts";

export function rememberAnswer(confirmed: boolean) {
  const stored: AgeAnswer = { confirmed };
  writeStoredJson("local", ageStorageKey, stored);
  const value: AgeCookieValue = confirmed ? "yes" : "no";
  document.cookie = ageCookie(value, window.location.protocol === "https:");
}

/**
 * Keeps the browser's answer and the cookie's in step: an answer from before the cookie
 * existed goes into the cookie, and one given through the plain form (before the page's
 * JavaScript arrived) goes into storage, "No" switching alcohol-free mode on as it does here.
 */
export function useAgeAnswerInStep() {
  const setAlcoholFree = usePreferencesStore((state) => state.setAlcoholFree);
  useEffect(() => {
    const stored = parseAgeAnswer(readStoredJson("local", ageStorageKey));
    const cookie = ageFromCookies(document.cookie);
    if (stored !== null && cookie === null) rememberAnswer(stored.confirmed);
    if (stored === null && cookie !== null) {
      rememberAnswer(cookie === "yes");
      if (cookie === "no") setAlcoholFree(true);
    }
  }, [setAlcoholFree]);
}
