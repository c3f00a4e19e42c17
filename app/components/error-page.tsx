import { serverRenderedLazy } from "./server-rendered-lazy.tsx";

/**
 * What a page shows in place of its content when it fails or does not exist. Its code is
 * fetched once the page is idle, so a failure without a connection can still show it.
 */
export const ErrorPage = serverRenderedLazy(() => import("./error-page-body.tsx"), {
  preload: true,
});
