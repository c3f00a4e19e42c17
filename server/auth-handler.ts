import type { RequestHandler } from "express";
import type { Auth } from "#app/features/auth/auth.server.ts";
import { requestBody } from "./request-body.ts";
import { sendWebResponse, toWebRequest } from "./web-request.ts";

/**
 * Whether a JSON body is one Better Auth can take: an object, or nothing at all. Its
 * plugins' hooks read fields off the body before any schema runs, and throw on `null`,
 * an array or a number.
 */
export function isAuthBody(type: string | undefined, body: Buffer): boolean {
  if (body.length === 0 || !type?.toLowerCase().includes("application/json")) return true;
  try {
    const parsed: unknown = JSON.parse(body.toString("utf8"));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
  } catch {
    return true; // Better Auth answers unreadable JSON with a 400 of its own
  }
}

/** Better Auth's endpoints, fed the body the server already read and checked. */
export function authHandler(auth: Auth, baseUrl: string): RequestHandler {
  return async (req, res, next) => {
    try {
      if (!isAuthBody(req.get("content-type"), requestBody(req))) {
        res
          .status(400)
          .json({ code: "INVALID_BODY", message: "Send the fields as a JSON object." });
        return;
      }
      await sendWebResponse(res, await auth.handler(toWebRequest(req, res, baseUrl)));
    } catch (error) {
      next(error);
    }
  };
}
