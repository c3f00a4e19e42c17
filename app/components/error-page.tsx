import { serverRenderedLazy } from "./server-rendered-lazy.tsx";

/** What a page shows in place of its content when it fails or does not exist. */
export const ErrorPage = serverRenderedLazy(() => import("./error-page-body.tsx"));
