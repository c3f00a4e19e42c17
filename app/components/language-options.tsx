import { supportedLanguages } from "#app/i18n/language.ts";
import { languageNames } from "#app/i18n/language-names.ts";

/** A select's options for the site's languages, each named in itself. */
export function LanguageOptions() {
  return supportedLanguages.map((language) => (
    <option key={language} value={language} lang={language}>
      {languageNames[language]}
    </option>
  ));
}
