import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";

/** A request turned away before any route saw it, and why. */
export interface Refusal {
  status: number;
  message: string;
}

const refusals = new WeakMap<IncomingMessage, Refusal>();

/** The refusal a page request carries into React Router, which renders it as an error page. */
export function refusalOf(req: IncomingMessage): Refusal | null {
  return refusals.get(req) ?? null;
}

function isApiRequest(req: Request): boolean {
  return req.path === "/api" || req.path.startsWith("/api/");
}

export type Refuse = (req: Request, res: Response, status: number, message: string) => void;

/**
 * Turns a request away the way its caller reads answers: the JSON API's `{error}` body, or
 * for a page the branded error page with the same status, rendered by `renderPage` (the
 * React Router handler) straight away, so nothing between here and it sees the request.
 */
export function createRefuse(renderPage: RequestHandler): Refuse {
  return (req, res, status, message) => {
    if (isApiRequest(req)) {
      res.status(status).json({ error: message });
      return;
    }
    refusals.set(req, { status, message });
    void renderPage(req, res, () => {
      // Only reached if the page itself cannot be rendered: the plain answer still holds.
      if (!res.headersSent) res.status(status).type("text/plain").send(message);
    });
  };
}
