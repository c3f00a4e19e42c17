import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import { isbot } from "isbot";
import { PRERENDER_NONCE } from "#app/context.ts";
import { hasSessionCookie } from "#app/features/auth/session-cookie.ts";
import { ageFromCookies } from "#app/features/shell/age-cookie.ts";
import { isSharedWhenSignedOut } from "#app/utils/http/shared-page.ts";
import { requestLanguageOf } from "./request-language.ts";

/** A rendered page, with the build's nonce marker where the request's nonce goes. */
interface KeptPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** Visitors it may still be handed to before it is rendered again. */
  left: number;
}

export interface SignedOutPagesOptions {
  /** The pages that may be shared (routes whose `handle` says so; see sharedPagePaths). */
  paths: ReadonlySet<string>;
  /** Renders a request with PRERENDER_NONCE in place of its nonce. */
  render: (req: ExpressRequest, res: ExpressResponse) => Promise<Response>;
  /** Renders kept per page and language, each with its own chance. */
  variants: number;
  /** Visitors one render is handed to before it is rendered again. */
  uses: number;
  random?: () => number;
}

/**
 * Serves the pages that are the same for every signed-out visitor but for chance (a prompt
 * game's first card) from a few renders kept in memory, with the request's nonce swapped in
 * as for prerendered pages (docs/decisions/020-fast-game-pages.md). Each render goes to at
 * most `uses` visitors and a request picks one of `variants` at random, so first cards keep
 * varying while most requests skip React Router and React altogether. Signed-in visitors,
 * crawlers, addresses with a query and anything but GET are rendered as always.
 */
export function signedOutPages(options: SignedOutPagesOptions): RequestHandler {
  const random = options.random ?? Math.random;
  const kept = new Map<string, (KeptPage | null)[]>();
  // Renders under way per slot: visitors arriving meanwhile wait for that one instead of each
  // starting their own, which under load would all render at once and finish late together.
  const rendering = new Map<string, Promise<KeptPage>>();
  return async (req, res, next) => {
    if (req.method !== "GET" || req.originalUrl !== req.path || !options.paths.has(req.path)) {
      return next();
    }
    if (hasSessionCookie(req.headers.cookie)) return next();
    const agent = req.headers["user-agent"];
    // A crawler's page is rendered whole before it is sent (entry.server.tsx).
    if (agent && isbot(agent)) return next();
    const nonce: unknown = res.locals.cspNonce;
    if (typeof nonce !== "string") return next();
    const language = requestLanguageOf(req);
    // The age question is in the page until the visitor has answered it (age-cookie.ts).
    const age = ageFromCookies(req.headers.cookie) ?? "unanswered";
    const key = `${language} ${age} ${req.path}`;
    try {
      const slots = kept.get(key) ?? Array.from({ length: options.variants }, () => null);
      kept.set(key, slots);
      const slot = Math.min(Math.floor(random() * options.variants), options.variants - 1);
      let page = slots[slot];
      if (!page || page.left <= 0) {
        const renderKey = `${key} ${slot}`;
        const shared = rendering.get(renderKey);
        page = shared ? await shared.catch(() => null) : null;
        if (!page || page.left <= 0) {
          // Nobody left to send it to: a render now would only delay those still waiting.
          if (req.socket.destroyed || res.destroyed) return;
          const render = options.render(req, res).then((response) => keep(response, options.uses));
          rendering.set(renderKey, render);
          try {
            page = await render;
          } finally {
            rendering.delete(renderKey);
          }
          slots[slot] = page.left > 0 ? page : null;
        }
      }
      if (req.socket.destroyed || res.destroyed) return;
      page.left -= 1;
      res.status(page.status);
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.send(page.body.replaceAll(PRERENDER_NONCE, nonce));
    } catch (error) {
      next(error);
    }
  };
}

/** A rendered answer as kept; one that is not a plain page is handed to its visitor only. */
async function keep(response: Response, uses: number): Promise<KeptPage> {
  const body = await response.text();
  const shareable =
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    (response.headers.get("content-type") ?? "").startsWith("text/html");
  const headers = [...response.headers].filter(
    ([name]) => name !== "content-length" && name !== "set-cookie",
  );
  return { status: response.status, headers, body, left: shareable ? uses : 1 };
}

interface BuildRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  module: { handle?: unknown };
}

interface RouteInTree {
  parentId?: string | undefined;
  path?: string | undefined;
}

/** A route's whole path, its parents' paths included ("games/:slug"). */
export function routeFullPath<Route extends RouteInTree>(
  routes: Readonly<Record<string, Route | undefined>>,
  route: Route | undefined,
): string {
  return route
    ? [routeFullPath(routes, route.parentId ? routes[route.parentId] : undefined), route.path ?? ""]
        .filter(Boolean)
        .join("/")
    : "";
}

/** The addresses of routes marked sharedWhenSignedOut; routes with parameters are left out. */
export function sharedPagePaths(routes: Readonly<Record<string, BuildRoute | undefined>>) {
  const fullPath = (route: BuildRoute | undefined) => routeFullPath(routes, route);
  const paths = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || !isSharedWhenSignedOut(route.module.handle)) continue;
    const path = fullPath(route);
    if (!/[:*]/.test(path)) paths.add(`/${path}`);
  }
  return paths;
}
