import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { cn } from "#app/components/ui/cn.ts";
import { defaultLanguage, isLanguage, supportedLanguages } from "#app/i18n/language.ts";
import { languageNames, pathWithLanguage } from "#app/i18n/language-names.ts";
import { useTranslation } from "#app/i18n/react.tsx";

/**
 * This page in each language. The links load the whole page, which the server renders in the
 * language asked for and remembers for the visitor's next pages
 * (app/features/account/language-choice.server.ts): it works before the scripts have loaded, and every
 * text on the page changes at once.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const current = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return (
    <nav aria-label={t("language.label")} className={cn("flex items-center gap-1", className)}>
      <Languages aria-hidden="true" className="size-4 shrink-0 text-muted" />
      <ul className="flex items-center gap-1">
        {supportedLanguages.map((language) => (
          <li key={language}>
            {language === current ? (
              <span
                aria-current="true"
                lang={language}
                className="inline-flex min-h-11 items-center rounded-xl px-2 font-bold text-ink"
              >
                {languageNames[language]}
              </span>
            ) : (
              <a
                href={pathWithLanguage(pathname + search + hash, language)}
                hrefLang={language}
                lang={language}
                className="inline-flex min-h-11 items-center rounded-xl px-2 text-muted underline-offset-4 hover:text-ink hover:underline"
              >
                {languageNames[language]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
