import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLanguage, type Language } from "./language.ts";
import { defaultNamespace, resources } from "./resources.ts";

/** One ready instance per render root; resources are bundled, so init is synchronous. */
export function createI18n(language: Language): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    resources,
    defaultNS: defaultNamespace,
    ns: Object.keys(resources.en),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
