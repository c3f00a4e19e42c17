import { listArticles } from "#app/features/articles/articles.server.ts";
import { articleSignCta, entryFamily, type QrPage } from "./qr-catalogue.ts";

// A rules flyer for every current article (docs/routes.md#printable-qr). Archived
// articles get none: a new print should lead to the rules as they are played now.
const articlePages: readonly QrPage[] = entryFamily(
  "articles",
  listArticles()
    .filter((article) => !article.deprecated)
    .map((article) => ({ path: article.path, title: article.title })),
  articleSignCta,
);

/** The article family of the QR catalogue; read from the article files, so server-only. */
export function articleQrPages(): readonly QrPage[] {
  return articlePages;
}
