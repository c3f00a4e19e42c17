import type { Request as ExpressRequest, RequestHandler } from "express";
import type { Auth } from "#app/features/auth/auth.server.ts";
import { findUnstorableText, unstorableTextError } from "#app/features/http/storable-text.ts";
import { requestBody } from "./request-body.ts";
import { sendWebResponse, toWebRequest } from "./web-request.ts";

/** The fields of a JSON or form body, for the text rule; null when it is neither. */
function bodyFields(req: ExpressRequest): unknown {
  const type = req.get("content-type")?.toLowerCase() ?? "";
  const text = requestBody(req).toString("utf8");
  if (type.includes("application/json")) {
    try {
      return JSON.parse(text);
    } catch {
      return null; // Better Auth answers unreadable JSON itself
    }
  }
  if (type.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return null;
}

/**
 * Better Auth's endpoints, fed the body the server already read. Its own schemas accept a
 * NUL in a name or an email, which the database then refuses with an error, so the text rule
 * of every other form is applied here first (app/features/http/storable-text.ts).
 */
export function authHandler(auth: Auth, baseUrl: string): RequestHandler {
  return async (req, res, next) => {
    try {
      const unstorable = findUnstorableText(bodyFields(req));
      if (unstorable) {
        res.status(400).json({ code: "INVALID_TEXT", message: unstorableTextError(unstorable) });
        return;
      }
      await sendWebResponse(res, await auth.handler(toWebRequest(req, res, baseUrl)));
    } catch (error) {
      next(error);
    }
  };
}
