import { apiError } from "#app/utils/http/api-response.ts";
import type { Route } from "./+types/not-found";

// Unknown API paths answer JSON, never the HTML 404 page.
function notFound({ request }: { request: Request }) {
  return apiError(404, `No API endpoint at ${new URL(request.url).pathname}`);
}

export function loader(args: Route.LoaderArgs) {
  return notFound(args);
}

export function action(args: Route.ActionArgs) {
  return notFound(args);
}
