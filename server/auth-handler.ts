import type { RequestHandler } from "express";
import type { Auth } from "#app/features/auth/auth.server.ts";
import { sendWebResponse, toWebRequest } from "./web-request.ts";

/** Better Auth's endpoints, fed the body the server already read and checked. */
export function authHandler(auth: Auth, baseUrl: string): RequestHandler {
  return async (req, res, next) => {
    try {
      await sendWebResponse(res, await auth.handler(toWebRequest(req, res, baseUrl)));
    } catch (error) {
      next(error);
    }
  };
}
