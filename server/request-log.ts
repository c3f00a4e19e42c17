import type { ErrorRequestHandler } from "express";
import type { Level } from "pino";

/** A client's mistake: worth a line in the log, not an error with a stack. */
const clientMistake = (status: number) => status >= 400 && status < 500;

/**
 * The level a finished request is logged at: 404 and 405 are everyday (scanners, old links)
 * and go in at info; another 4xx may mean a client of ours is broken and is a warning; only
 * our own failures are errors.
 */
export function requestLogLevel(status: number, error: unknown): Level {
  if (status >= 500) return "error";
  if (status === 404 || status === 405) return "info";
  if (clientMistake(status)) return "warn";
  return error ? "error" : "info";
}

/** The HTTP status an error thrown inside Express carries (a malformed address), if any. */
function statusOf(error: unknown): number | null {
  const status: unknown =
    typeof error === "object" && error !== null
      ? (Reflect.get(error, "status") ?? Reflect.get(error, "statusCode"))
      : undefined;
  return typeof status === "number" && status >= 400 && status < 600 ? status : null;
}

/** The last handler: a 4xx Express threw is answered as such, anything else is our error. */
export const handleError: ErrorRequestHandler = (error, req, res, _next) => {
  const status = statusOf(error);
  if (status !== null && clientMistake(status)) {
    req.log.info(
      { status, reason: error instanceof Error ? error.message : String(error) },
      "refused",
    );
    if (res.headersSent) return;
    if (req.path.startsWith("/api/")) res.status(status).json({ error: "Bad request." });
    else res.status(status).type("text/plain").send("Bad request.");
    return;
  }
  req.log.error({ err: error }, "unhandled error");
  if (res.headersSent) return;
  if (req.path.startsWith("/api/")) {
    res.status(500).json({ error: "Something went wrong on our side. Try again soon." });
  } else {
    res
      .status(500)
      .type("text/plain")
      .send("Our bartender is having technical difficulties. Try again soon!");
  }
};
