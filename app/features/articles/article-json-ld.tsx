import { useTranslation } from "#app/i18n/react.tsx";
import { useCanonicalUrl } from "#app/components/page-meta.tsx";
import type { ArticleSummary } from "./articles.ts";

/**
 * JSON text that is safe inside a <script> element: "<" is escaped, so no string in an
 * article can close the element early.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Schema.org Article data for search engines. A `type="application/ld+json"` script is a
 * data block the browser never runs, so the CSP's script-src (nonces) does not apply to it.
 */
export function ArticleJsonLd({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  const url = useCanonicalUrl(article.path);
  const logo = useCanonicalUrl("/icons/icon-512.png");
  const publisher = { "@type": "Organization", name: t("brand"), logo };
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    inLanguage: article.language,
    keywords: article.tags.join(", "),
    url,
    mainEntityOfPage: url,
    image: logo,
    author: publisher,
    publisher,
  };
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
  );
}
