import { request as httpRequest, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { expect, test } from "vitest";
import { clientIpHeader } from "#app/features/auth/client-ip.server.ts";
import { clientIp } from "./client-ip.ts";

/** The client address the app hands on for a request from loopback carrying `headers`. */
async function addressSeen(
  trustProxy: boolean | string[],
  trustedHeader: string | undefined,
  headers: Record<string, string>,
): Promise<string> {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(clientIp(trustedHeader, trustProxy !== false));
  app.get("/", (req, res) => {
    res.send(req.headers[clientIpHeader] ?? "none");
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      const sent = httpRequest({ host: "127.0.0.1", port, path: "/", headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve(body));
      });
      sent.on("error", reject);
      sent.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test("behind a trusted proxy the client is the address it forwarded", async () => {
  const headers = { "X-Forwarded-For": "198.51.100.1, 203.0.113.5" };
  expect(await addressSeen(["loopback"], undefined, headers)).toBe("203.0.113.5");
});

test("with no proxy trusted, or an untrusted peer, the client is the socket", async () => {
  const headers = { "X-Forwarded-For": "203.0.113.5" };
  expect(await addressSeen(false, undefined, headers)).toBe("127.0.0.1");
  expect(await addressSeen(["10.0.0.0/8"], undefined, headers)).toBe("127.0.0.1");
});

test("a trusted header still wins, and a visitor's own client-address header is replaced", async () => {
  const headers = {
    "X-Forwarded-For": "203.0.113.5",
    "CF-Connecting-IP": "192.0.2.44",
    [clientIpHeader]: "192.0.2.99",
  };
  expect(await addressSeen(["loopback"], "cf-connecting-ip", headers)).toBe("192.0.2.44");
  expect(await addressSeen(false, undefined, { [clientIpHeader]: "192.0.2.99" })).toBe("127.0.0.1");
});
