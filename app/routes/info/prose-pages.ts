/** Info pages that are plain prose, written as MDX under content/pages/<language>/. */
export const proseInfoPages = [
  "about",
  "cookie-policy",
  "privacy-policy",
  "terms-of-service",
  "unsubscribe",
] as const;

export type ProseInfoPage = (typeof proseInfoPages)[number];

export function isProseInfoPage(value: string | undefined): value is ProseInfoPage {
  return proseInfoPages.some((page) => page === value);
}
