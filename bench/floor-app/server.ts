// The floor app's server (bench/floor-app): express, compression and React Router's request
// handler, as server/ has them, with nothing else. Run as
// `node bench/floor-app/server.ts PORT BUILD_DIR` after `react-router build bench/floor-app`.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const port = Number(process.argv[2] ?? 3496);
const buildDir = path.resolve(process.argv[3] ?? "build/floor-app");
const serverBuild = pathToFileURL(path.join(buildDir, "server", "index.js")).href;

const app = express();
app.disable("x-powered-by");
app.use(compression({ level: 1, threshold: 1024 }));
// Hashed file names: a returning visitor's browser keeps them, as the app's do.
app.use(
  "/assets",
  express.static(path.join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
app.all(
  "/{*splat}",
  createRequestHandler({ build: () => import(serverBuild), mode: "production" }),
);
app.listen(port, "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
