import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// React Router's plugin alone: the least a framework-mode app builds with.
export default defineConfig({ plugins: [reactRouter()] });
