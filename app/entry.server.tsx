import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { cspNonceContext, logContext } from "./context.ts";
import { batchedStream } from "./utils/http/batched-stream.server.ts";
import { holdScriptsInStream } from "./utils/scripts-after-paint.server.ts";
import "./i18n/catalogue.server.ts";

// The Express process builds each request's context through this export, so both sides
// share one set of context keys (docs/decisions/003-load-context.md).
export { createLoadContext } from "./load-context.server.ts";
// Rooms are opened by the Express process from the build too: its live channel and the room
// pages then share one room service (docs/decisions/027-rooms.md).
export { openRooms } from "./open-rooms.server.ts";

export const streamTimeout = 5_000;

/**
 * What React Router does with an error a loader, action or render threw: into the request's
 * log with its stack, unless the visitor went away or it is a 4xx; a thrown error response
 * carries the error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router's own 404 and 405 (an unknown address, a POST where a page takes none) carry
  // an internal error; they are the client's mistake, a line in the log and no stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    context.get(logContext).info({ status: error.status, url: request.url }, "refused");
    return;
  }
  const cause =
    isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  context.get(logContext).error({ err: cause, url: request.url }, "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const userAgent = request.headers.get("user-agent");
  const isCrawler = Boolean(userAgent && isbot(userAgent));

  // Crawlers get the status and a minimal body, not the rendered page (docs/errors.md#error-page).
  if (isCrawler && responseStatusCode >= 400) {
    const text = responseStatusCode === 404 ? "404 Page Not Found" : `${responseStatusCode}`;
    responseHeaders.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(text, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.get(cspNonceContext);
  const readyOption: keyof RenderToPipeableStreamOptions =
    isCrawler || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React moves a large finished Suspense boundary (an article's text) out of place and
        // reveals it with a script; keeping it in place lets the page read without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // React's small chunks go on a turn's worth at a time (batchedStream).
          const rendered = batchedStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The page paints before its scripts load (app/utils/scripts-after-paint.ts).
          const body = holdScriptsInStream();
          pipe(rendered);
          rendered.pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router (handleError).
          if (shellRendered) {
            loadContext.get(logContext).error({ err: error, url: request.url }, "render failed");
          }
        },
      },
    );
  });
}
