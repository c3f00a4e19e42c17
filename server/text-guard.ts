import type { Request, RequestHandler } from "express";
import {
  findUnstorableText,
  isNestedTooDeep,
  tooDeepMessage,
  unstorableTextError,
} from "#app/utils/http/storable-text.ts";
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

type BodyProblem = { code: "BODY_TOO_DEEP" | "INVALID_TEXT"; message: string };

/** What is wrong with a request's body by the server's own rules, or null. */
export function bodyProblem(type: string | undefined, body: Buffer): BodyProblem | null {
  const fields = bodyFields(type, body);
  // Depth first: every handler after this one may walk the body recursively.
  if (isNestedTooDeep(fields)) return { code: "BODY_TOO_DEEP", message: tooDeepMessage };
  const field = findUnstorableText(fields);
  return field ? { code: "INVALID_TEXT", message: unstorableTextError(field) } : null;
}

/**
 * Applies the text rule (app/utils/http/storable-text.ts) to every JSON and form body
 * before any route runs, Better Auth's included, so a route that forgets a field, or that
 * ignores its body altogether, still never stores a NUL or half a surrogate pair. Routes
 * check their own fields too, with the same message; multipart bodies are theirs alone.
 * A body nested past the limit is refused the same way, before anything walks it.
 */
export function textGuard(refuse: Refuse): RequestHandler {
  return (req, res, next) => {
    const problem = bodyProblem(req.get("content-type"), requestBody(req));
    if (!problem) return next();
    if (req.path.startsWith("/api/auth/")) {
      // Better Auth's clients read `{code, message}`.
      res.status(400).json(problem);
      return;
    }
    if (isApiRequest(req)) {
      res.status(400).json({ error: problem.message, code: problem.code });
      return;
    }
    refuse(req, res, 400, problem.message);
  };
}

function isApiRequest(req: Request): boolean {
  return req.path === "/api" || req.path.startsWith("/api/");
}
