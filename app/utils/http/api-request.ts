/** The message of the API's 4xx/5xx body (docs/errors.md#shape), when it has one. */
function errorMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  return typeof body.error === "string" ? body.error : null;
}

/** What the browser learns from one call to our JSON API. */
export type ApiAnswer =
  | { ok: true; status: number; body: unknown }
  /** `status` 0: the request never reached the server (offline, dropped connection). */
  | { ok: false; status: number; error: string | null };

/**
 * Calls our JSON API from an event handler. Never throws: a dropped connection is an answer
 * like any other, so a tap at a table with bad reception shows a message instead of an
 * error page.
 */
export async function sendApiRequest(
  path: string,
  init: {
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    json?: unknown;
    /** Lets the request finish when the page is left right after the tap. */
    keepalive?: boolean;
  },
): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      keepalive: init.keepalive,
      headers: init.json === undefined ? undefined : { "Content-Type": "application/json" },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  } catch {
    return { ok: false, status: 0, error: null };
  }
  return readApiAnswer(response);
}

export async function readApiAnswer(response: Response): Promise<ApiAnswer> {
  // Not every answer is JSON (a proxy's error page, an empty 204).
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, body };
  return { ok: false, status: response.status, error: errorMessage(body) };
}
