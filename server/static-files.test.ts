import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { expect, test } from "vitest";
import { cacheControlFor, staticFiles } from "./static-files.ts";

test("hashed assets are cached for a year and immutable", () => {
  expect(cacheControlFor("assets/root-abc123.js")).toBe("public, max-age=31536000, immutable");
});

test("the service worker and build marker are never cached", () => {
  expect(cacheControlFor("sw.js")).toContain("no-store");
  expect(cacheControlFor("builds/latest.json")).toContain("no-store");
});

test("other files revalidate", () => {
  expect(cacheControlFor("favicon.svg")).toBe("public, max-age=0, must-revalidate");
});

test("files of the build are served; any other path goes on to the pages", async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), "party-dojo-static-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "console.log(1)");
  const app = express()
    .use(staticFiles(clientDir, { servePrerenderedData: true }))
    .use((_req, res) => void res.status(299).send("page"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const asset = await fetch(`${origin}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe("console.log(1)");
    const page = await fetch(`${origin}/games/never-have-i-ever`);
    expect(page.status).toBe(299);
    // A file written after the start is not part of the build being served.
    writeFileSync(path.join(clientDir, "assets", "late.js"), "late");
    expect((await fetch(`${origin}/assets/late.js`)).status).toBe(299);
  } finally {
    server.close();
    rmSync(clientDir, { recursive: true, force: true });
  }
});
