import type { Route } from "./+types/not-found";

// Every URL no other route claims (SPEC §2): a real 404 status, rendered by the layout's
// error boundary as the 'Page Not Found' page.
export function loader({ request }: Route.LoaderArgs): never {
  const { pathname } = new URL(request.url);
  throw new Response(`Page Not Found: ${pathname}`, { status: 404, statusText: "Page Not Found" });
}

export default function NotFound() {
  return null;
}
