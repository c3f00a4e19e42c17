import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import type { Route } from "./+types/not-found";

// Every URL no other route claims (docs/errors.md#not-found): a real 404 status, rendered by the
// layout's error boundary as the 'Page Not Found' page.
export function loader({ url }: Route.LoaderArgs): never {
  throw pageNotFound(url);
}

export default function NotFound() {
  return null;
}
