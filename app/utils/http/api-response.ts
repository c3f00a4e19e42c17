import type { z } from "zod/mini";
import {
  findUnstorableText,
  isNestedTooDeep,
  tooDeepMessage,
  unstorableTextError,
} from "./storable-text.ts";

/** One validation problem, as the API reports it (docs/errors.md#shape). */
export interface ApiIssue {
  path: string;
  message: string;
}

export function apiError(status: number, error: string, issues?: ApiIssue[]): Response {
  return Response.json(issues ? { error, issues } : { error }, { status });
}

/**
 * The 400 for a failed schema; `words` turns a schema's code into the API's text, as a table
 * or a function (a schema whose messages are already the text needs neither).
 */
export function validationError(
  error: z.core.$ZodError,
  words: Readonly<Record<string, string>> | ((message: string) => string) = {},
): Response {
  const word = (message: string) =>
    typeof words === "function" ? words(message) : (words[message] ?? message);
  const issues = error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: word(issue.message),
  }));
  return apiError(400, issues[0]?.message ?? "Invalid request", issues);
}

/** The 400 for text that breaks the storable-text rule, naming where it is. */
function unstorableTextResponse(path: readonly (string | number)[]): Response {
  const message = unstorableTextError(path);
  return apiError(400, message, [{ path: path.join("."), message }]);
}

/**
 * Reads a JSON body, or answers 400/415 instead of throwing into a 500. Every string in it,
 * keys included, is held to the storable-text rule here, so a route whose schema forgets a
 * field still never hands the database a NUL; and a body nested past the limit is refused
 * before a schema or the route walks it.
 */
export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    return {
      ok: false,
      response: apiError(415, "Send the body as JSON (Content-Type: application/json)."),
    };
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: apiError(400, "The request body is not valid JSON.") };
  }
  if (isNestedTooDeep(body)) {
    return {
      ok: false,
      response: Response.json({ error: tooDeepMessage, code: "BODY_TOO_DEEP" }, { status: 400 }),
    };
  }
  const unstorable = findUnstorableText(body);
  if (unstorable) return { ok: false, response: unstorableTextResponse(unstorable) };
  return { ok: true, body };
}

export function methodNotAllowed(allowed: string[]): Response {
  return Response.json(
    { error: `Method not allowed. Use ${allowed.join(" or ")}.` },
    { status: 405, headers: { Allow: allowed.join(", ") } },
  );
}
