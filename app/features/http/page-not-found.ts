/**
 * The response a page loader throws for a URL with nothing behind it: the layout's error
 * boundary renders SPEC §2's 'Page Not Found: {path}' page with a real 404 status.
 */
export function pageNotFound(request: Request): Response {
  const { pathname } = new URL(request.url);
  return new Response(`Page Not Found: ${pathname}`, { status: 404, statusText: "Page Not Found" });
}
