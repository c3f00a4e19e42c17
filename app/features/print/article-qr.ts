import type { Language } from "#app/i18n/language.ts";
import { articleSignCta, entryFamily, type QrPage } from "./qr-catalogue.ts";

/** What a rules flyer needs to know of an article. */
export interface FlyerArticle {
  path: string;
  title: string;
  deprecated: boolean;
}

/**
 * The article family of the QR catalogue: a rules flyer for every current article
 * (docs/routes.md#printable-qr). Archived articles get none: a new print should lead to the
 * rules as they are played now. `articles` are those read in the sheet's `language`.
 */
export function articleQrPages(
  articles: readonly FlyerArticle[],
  language?: Language,
): readonly QrPage[] {
  return entryFamily(
    "articles",
    articles
      .filter((article) => !article.deprecated)
      .map((article) => ({ path: article.path, title: article.title })),
    articleSignCta(language),
  );
}
