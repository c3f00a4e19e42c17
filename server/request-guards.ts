import type { RequestHandler } from "express";

const maxBodyBytes = 1_000_000;

function refuse(
  req: Parameters<RequestHandler>[0],
  res: Parameters<RequestHandler>[1],
  status: number,
  message: string,
) {
  if (req.path.startsWith("/api/")) res.status(status).json({ error: message });
  else res.status(status).type("text/plain").send(message);
}

/**
 * Refuses what no handler should see: a path that is not valid percent-encoding (it would
 * throw deep inside routing and surface as a 500) and bodies over 1 MB.
 */
export const requestGuards: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return refuse(req, res, 400, "The address is not valid.");
  }
  if (Number(req.headers["content-length"] ?? 0) > maxBodyBytes) {
    return refuse(req, res, 413, "The request body is too large.");
  }
  next();
};
