import type { Server } from "node:http";
import express from "express";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
import { afterEach, expect, test } from "vitest";
import { handleError, requestLogLevel } from "./request-log.ts";

let server: Server | undefined;
afterEach(() => server?.close());

test("404 and 405 are logged at info, other 4xx as warnings, only 5xx as errors", () => {
  expect(requestLogLevel(200, undefined)).toBe("info");
  expect(requestLogLevel(404, undefined)).toBe("info");
  expect(requestLogLevel(405, new Error("no action"))).toBe("info");
  expect(requestLogLevel(400, new Error("bad"))).toBe("warn");
  expect(requestLogLevel(500, undefined)).toBe("error");
});

/** An app logging into `lines`, as server/app.ts logs, whose routes throw what Express throws. */
async function serve() {
  const lines: { level: number; msg: string; err?: unknown; res?: { statusCode: number } }[] = [];
  const logger = pino(
    { level: "trace" },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  const app = express()
    .use(
      pinoHttp({
        logger,
        customLogLevel: (_req, res, error) => requestLogLevel(res.statusCode, error),
      }),
    )
    .get("/bad-address", () => {
      throw Object.assign(new Error("Failed to decode param"), { status: 400 });
    })
    .put("/page", () => {
      throw Object.assign(new Error("Method Not Allowed"), { status: 405 });
    })
    .get("/broken", () => {
      throw new Error("a bug");
    })
    .use(handleError);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { origin, lines };
}

const errorLevel = 50;

test("a 4xx thrown inside Express is answered with its status and logs no error", async () => {
  const { origin, lines } = await serve();
  expect((await fetch(`${origin}/bad-address`)).status).toBe(400);
  expect((await fetch(`${origin}/page`, { method: "PUT" })).status).toBe(405);
  await expect.poll(() => lines.filter((line) => line.res).length).toBe(2);
  expect(lines.filter((line) => line.level >= errorLevel)).toEqual([]);
  expect(lines.some((line) => line.err)).toBe(false);
});

test("our own failure is still an error with its stack", async () => {
  const { origin, lines } = await serve();
  expect((await fetch(`${origin}/broken`)).status).toBe(500);
  await expect
    .poll(() => lines.filter((line) => line.level >= errorLevel).length)
    .toBeGreaterThan(0);
  expect(JSON.stringify(lines)).toContain("a bug");
});
