import type { RequestHandler } from "express";
import { isStorableText } from "#app/utils/http/storable-text.ts";
import type { Refuse } from "./refusal.ts";

/**
 * Why a request's address can't be served, or null when it can. A path that is not valid
 * percent-encoding would throw deep inside routing; a control character (`%00`) in the path
 * or the query would reach a database query as an id or a search. Neither can name anything
 * real, so both are refused before any route sees them.
 */
export function addressProblem(url: string): string | null {
  // An absolute-form target (`GET http://elsewhere/ HTTP/1.1`) names no page of ours.
  if (!url.startsWith("/")) return "The address is not valid.";
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : url.slice(queryStart + 1);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    return "The address is not valid.";
  }
  if (!isStorableText(decodedPath)) return "The address contains a character that isn't allowed.";
  for (const [name, value] of new URLSearchParams(query)) {
    if (!isStorableText(name) || !isStorableText(value)) {
      return "The address contains a character that isn't allowed.";
    }
  }
  return null;
}

// Methods the Fetch API's Request refuses to carry (CONNECT never reaches a handler: Node
// answers it itself). Every page and API request becomes one, so these would throw there.
const unservableMethods = new Set(["CONNECT", "TRACE", "TRACK"]);

export function requestGuards(refuse: Refuse): RequestHandler {
  return (req, res, next) => {
    if (unservableMethods.has(req.method)) {
      res.setHeader("Allow", "GET, HEAD, POST");
      return refuse(req, res, 405, "This method isn't allowed here.");
    }
    const problem = addressProblem(req.originalUrl);
    if (problem) return refuse(req, res, 400, problem);
    next();
  };
}
