import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// React Router's plugin alone: the least a framework-mode app builds with. Its build lies
// outside this folder (react-router.config.ts), so Vite must be told it may empty it.
export default defineConfig({ build: { emptyOutDir: true }, plugins: [reactRouter()] });
