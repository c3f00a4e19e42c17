import { connect, type Socket } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { boundedServer, connectionLimits } from "./http-server.ts";
import { readRequestBody } from "./request-body.ts";

// The production limits, shrunk so a cut-off comes within a test's time.
const limits = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  keepAliveTimeoutMs: 200,
  checkEveryMs: 50,
  maxConnections: 8,
};

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets) socket.destroy();
  server?.closeAllConnections();
  server?.close();
});

/** A move endpoint behind the body reader, and an event stream that ticks every 20 ms. */
async function serve() {
  const app = express()
    .use(
      readRequestBody(
        (_req, res, status, message) => void res.status(status).send(message),
        1_000_000,
        400,
      ),
    )
    .post("/api/rooms/:code/moves", (_req, res) => void res.json({ version: 1 }))
    .get("/api/rooms/:code/events", (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const tick = setInterval(() => res.write(": tick\n\n"), 20);
      res.on("close", () => clearInterval(tick));
    });
  server = boundedServer(app, limits);
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** A raw connection that records what the server sends and when it hangs up. */
function rawClient(port: number) {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, closed, received: () => received };
}

/** Sends `text` one byte at a time until the socket closes; far slower than any limit. */
function trickle(socket: Socket, text: string) {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= text.length) {
      clearInterval(timer);
      return;
    }
    socket.write(text.charAt(index));
    index += 1;
  }, 20);
  socket.once("close", () => clearInterval(timer));
  return () => index;
}

test("a client sending its headers byte by byte is cut off", async () => {
  const port = await serve();
  const client = rawClient(port);
  // 2,000 bytes at one per 20 ms: 40 s, if nothing stopped it.
  const headers = `POST /api/rooms/ABCD/moves HTTP/1.1\r\nHost: x\r\nX-Pad: ${"a".repeat(2_000)}\r\n\r\n`;
  const sent = trickle(client.socket, headers);
  await client.closed;
  expect(sent()).toBeLessThan(headers.length);
});

test("a move whose body comes byte by byte is cut off", async () => {
  const port = await serve();
  const client = rawClient(port);
  const body = JSON.stringify({ type: "game", pad: "a".repeat(2_000) });
  client.socket.write(
    `POST /api/rooms/ABCD/moves HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  const sent = trickle(client.socket, body);
  await client.closed;
  expect(sent()).toBeLessThan(body.length);
  expect(client.received()).toMatch(/^HTTP\/1.1 408/);
});

test("a room's event stream outlives the time allowed for receiving a request", async () => {
  const port = await serve();
  const client = rawClient(port);
  client.socket.write("GET /api/rooms/ABCD/events HTTP/1.1\r\nHost: x\r\n\r\n");
  // Ticks are at least 20 ms apart: this many span well past requestTimeout and the
  // connection checks after it.
  const enough = Math.ceil((limits.requestTimeoutMs * 2 + limits.checkEveryMs * 4) / 20);
  const ticks = () => client.received().split(": tick").length - 1;
  await expect.poll(ticks, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(enough);
  expect(client.socket.destroyed).toBe(false);
});

test("the production limits hold a slow client for seconds, not minutes", () => {
  expect(connectionLimits.headersTimeoutMs).toBeLessThanOrEqual(10_000);
  expect(connectionLimits.requestTimeoutMs).toBeLessThanOrEqual(30_000);
  expect(connectionLimits.checkEveryMs).toBeLessThanOrEqual(connectionLimits.headersTimeoutMs / 5);
});
