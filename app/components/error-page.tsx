import { serverRenderedLazy } from "./server-rendered-lazy.tsx";

/**
 * What a page shows in place of its content when it fails or does not exist. Its code comes
 * only when a page fails; the service worker keeps it for a failure without a connection.
 */
export const ErrorPage = serverRenderedLazy(() => import("./error-page-body.tsx"));
