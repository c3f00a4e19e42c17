import { data, type MiddlewareFunction } from "react-router";
import { refusalContext } from "#app/context.ts";

/**
 * Renders a request the server refused before routing as the branded error page with the
 * refusal's status. It runs first, so no loader or action sees the request.
 */
export const refusalMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  const refusal = context.get(refusalContext);
  if (refusal) throw data(refusal.message, { status: refusal.status });
  return next();
};
