import {
  defaultLanguage,
  isLanguage,
  pathInLanguage,
  supportedLanguages,
  type Language,
} from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { usePublicEnv } from "./use-public-env.ts";

/** The page's public address: BASE_URL plus its path, as search engines should cite it. */
export function useCanonicalUrl(path: string): string {
  const { BASE_URL } = usePublicEnv();
  return new URL(path, BASE_URL).href;
}

const openGraphLocales: Record<Language, string> = { en: "en_GB", da: "da_DK" };

/**
 * The page's title and description, from translated text. React hoists these into <head>,
 * which keeps every visible string in the i18n catalogue (meta exports can't translate).
 * With a `path`, the page also names its canonical address for search engines and link
 * previews (built from BASE_URL, so a build prerendered for another address is not served:
 * docs/decisions/004-prerendered-pages.md), in the language it is shown in, and its
 * addresses in the other languages (`languages`: those its content exists in, by default
 * all; docs/decisions/026-languages.md).
 */
export function PageMeta({
  title,
  description,
  path,
  type = "website",
  languages = supportedLanguages,
}: {
  title: string;
  description: string;
  path?: string;
  type?: "website" | "article";
  languages?: readonly Language[];
}) {
  const { t, i18n } = useTranslation();
  const { BASE_URL } = usePublicEnv();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const addressIn = (page: string, pageLanguage: Language) =>
    new URL(pathInLanguage(page, pageLanguage), BASE_URL).href;
  const canonical = path === undefined ? null : addressIn(path, language);
  // A page whose content exists in one language has no alternates to name.
  const alternates = path !== undefined && languages.length > 1 ? languages : [];
  return (
    <>
      <title>{`${title} · ${t("brand")}`}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={t("brand")} />
      {canonical ? (
        <>
          <link rel="canonical" href={canonical} />
          {alternates.map((alternate) => (
            <link
              key={alternate}
              rel="alternate"
              hrefLang={alternate}
              href={addressIn(path ?? "/", alternate)}
            />
          ))}
          {alternates.length > 0 ? (
            <link
              rel="alternate"
              hrefLang="x-default"
              href={addressIn(path ?? "/", defaultLanguage)}
            />
          ) : null}
          <meta property="og:locale" content={openGraphLocales[language]} />
          <meta property="og:url" content={canonical} />
          <meta property="og:type" content={type} />
          <meta property="og:image" content={new URL("/icons/icon-512.png", BASE_URL).href} />
          <meta name="twitter:card" content="summary" />
        </>
      ) : null}
    </>
  );
}
