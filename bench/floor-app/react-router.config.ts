import type { Config } from "@react-router/dev/config";

// Inside the repository's build/ (ignored), so the server build's imports of react and
// react-router resolve from the repository's node_modules.
export default {
  ssr: true,
  buildDirectory: process.env.FLOOR_BUILD_DIR ?? "../../build/floor-app",
} satisfies Config;
