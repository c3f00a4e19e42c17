/** The address a visitor asked for, as the 404 message names it: path and query string. */
export function requestedPath(url: Pick<URL, "pathname" | "search">): string {
  return `${url.pathname}${url.search}`;
}

/**
 * The response a page loader throws for a URL with nothing behind it: the layout's error boundary
 * renders the 'Page Not Found: {path}' page (docs/errors.md#not-found) with a real 404 status.
 * Takes the loader's `url`, not `request.url`: a client navigation's data request ends in ".data"
 * and carries React Router's own query parameters.
 */
export function pageNotFound(url: URL): Response {
  return new Response(`Page Not Found: ${requestedPath(url)}`, {
    status: 404,
    statusText: "Page Not Found",
  });
}
