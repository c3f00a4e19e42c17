import { useTranslation } from "#app/i18n/react.tsx";
import { usePublicEnv } from "./use-public-env.ts";

/** The page's public address: BASE_URL plus its path, as search engines should cite it. */
export function useCanonicalUrl(path: string): string {
  const { BASE_URL } = usePublicEnv();
  return new URL(path, BASE_URL).href;
}

/**
 * The page's title and description, from translated text. React hoists these into <head>,
 * which keeps every visible string in the i18n catalogue (meta exports can't translate).
 * With a `path`, the page also names its canonical address for search engines and link
 * previews (built from BASE_URL, so a build prerendered for another address is not served:
 * docs/decisions/004-prerendered-pages.md).
 */
export function PageMeta({
  title,
  description,
  path,
  type = "website",
}: {
  title: string;
  description: string;
  path?: string;
  type?: "website" | "article";
}) {
  const { t } = useTranslation();
  const { BASE_URL } = usePublicEnv();
  const canonical = path === undefined ? null : new URL(path, BASE_URL).href;
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
          <meta property="og:url" content={canonical} />
          <meta property="og:type" content={type} />
          <meta property="og:image" content={new URL("/icons/icon-512.png", BASE_URL).href} />
          <meta name="twitter:card" content="summary" />
        </>
      ) : null}
    </>
  );
}
