import type { Request, RequestHandler } from "express";
import { findUnstorableText, unstorableTextError } from "#app/utils/http/storable-text.ts";
import type { Refuse } from "./refusal.ts";
import { requestBody } from "./request-body.ts";

/** The fields of a JSON or URL-encoded body; null for any other body, or unreadable JSON. */
export function bodyFields(type: string | undefined, body: Buffer): unknown {
  const mediaType = type?.toLowerCase() ?? "";
  if (body.length === 0) return null;
  if (mediaType.includes("application/json")) {
    try {
      return JSON.parse(body.toString("utf8"));
    } catch {
      return null; // the route answers unreadable JSON with its own 400
    }
  }
  if (mediaType.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(body.toString("utf8")));
  }
  return null;
}

function unstorableField(req: Request): (string | number)[] | null {
  return findUnstorableText(bodyFields(req.get("content-type"), requestBody(req)));
}

/**
 * Applies the text rule (app/utils/http/storable-text.ts) to every JSON and form body
 * before any route runs, Better Auth's included, so a route that forgets a field, or that
 * ignores its body altogether, still never stores a NUL or half a surrogate pair. Routes
 * check their own fields too, with the same message; multipart bodies are theirs alone.
 */
export function textGuard(refuse: Refuse): RequestHandler {
  return (req, res, next) => {
    const field = unstorableField(req);
    if (!field) return next();
    if (req.path.startsWith("/api/auth/")) {
      // Better Auth's clients read `{code, message}`.
      res.status(400).json({ code: "INVALID_TEXT", message: unstorableTextError(field) });
      return;
    }
    refuse(req, res, 400, unstorableTextError(field));
  };
}
