import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths.ts";

export default {
  ssr: true,
  // Static pages are rendered once at build time; the server injects the request's CSP
  // nonce and serves them as files (docs/decisions/004-prerendered-pages.md).
  prerender: prerenderedPaths(),
} satisfies Config;
