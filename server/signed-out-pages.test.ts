import type { Server } from "node:http";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { PRERENDER_NONCE } from "#app/context.ts";
import { sharedWhenSignedOut } from "#app/utils/http/shared-page.ts";
import { sharedPagePaths, signedOutPages } from "./signed-out-pages.ts";

const phone =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";

let server: Server | undefined;
afterEach(() => server?.close());

/** A server whose pages count their renders; each render says which one it was. */
async function serve(answer: (render: number) => Response = pageNumber) {
  let renders = 0;
  let nonces = 0;
  const app = express()
    .use((_req, res, next) => {
      res.locals.cspNonce = `nonce-${(nonces += 1)}`;
      next();
    })
    .use(
      signedOutPages({
        paths: new Set(["/games/dice"]),
        render: async () => answer((renders += 1)),
        variants: 1,
        uses: 3,
      }),
    )
    .use((_req, res) => void res.send(`rendered ${(renders += 1)}`));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return (path: string, headers: Record<string, string> = {}) =>
    fetch(origin + path, { headers: { "user-agent": phone, ...headers } });
}

function pageNumber(render: number) {
  return new Response(`<p nonce="${PRERENDER_NONCE}">render ${render}</p>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}

test("one render goes to `uses` signed-out visitors, each with their own nonce", async () => {
  const get = await serve();
  const bodies = [];
  for (let visit = 0; visit < 4; visit++) bodies.push(await (await get("/games/dice")).text());
  expect(bodies).toEqual([
    '<p nonce="nonce-1">render 1</p>',
    '<p nonce="nonce-2">render 1</p>',
    '<p nonce="nonce-3">render 1</p>',
    '<p nonce="nonce-4">render 2</p>',
  ]);
});

test("signed-in visitors, crawlers, queries and other pages are rendered every time", async () => {
  const get = await serve();
  const cookie = { cookie: "better-auth.session_token=abc" };
  expect(await (await get("/games/dice", cookie)).text()).toBe("rendered 1");
  expect(await (await get("/games/dice", cookie)).text()).toBe("rendered 2");
  expect(await (await get("/games/dice", { "user-agent": "Googlebot/2.1" })).text()).toBe(
    "rendered 3",
  );
  expect(await (await get("/games/dice?ref=ana")).text()).toBe("rendered 4");
  expect(await (await get("/games/other")).text()).toBe("rendered 5");
});

test("an answer that is not a plain page is never handed to another visitor", async () => {
  const get = await serve(
    (render) =>
      new Response(`oops ${render}`, {
        status: 500,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      }),
  );
  const first = await get("/games/dice");
  expect(first.status).toBe(500);
  expect(await first.text()).toBe("oops 1");
  expect(await (await get("/games/dice")).text()).toBe("oops 2");
});

test("the shared pages are the marked routes' addresses, without parameters", () => {
  const routes = {
    root: { id: "root", path: "", module: {} },
    games: { id: "games", parentId: "root", module: {} },
    dice: {
      id: "dice",
      parentId: "games",
      path: "games/dice",
      module: { handle: sharedWhenSignedOut },
    },
    pack: {
      id: "pack",
      parentId: "games",
      path: "game/:slug",
      module: { handle: sharedWhenSignedOut },
    },
    plain: { id: "plain", parentId: "games", path: "games/plain", module: {} },
  };
  expect(sharedPagePaths(routes)).toEqual(new Set(["/games/dice"]));
});

test("a visitor who answered the age question never gets a render made for one who did not", async () => {
  const get = await serve();
  const first = await (await get("/games/dice")).text();
  const answered = await (await get("/games/dice", { cookie: "party-dojo-age=yes" })).text();
  const again = await (await get("/games/dice")).text();
  expect(first).toContain("render 1");
  expect(answered).toContain("render 2");
  expect(again).toContain("render 1");
});

/**
 * A server whose renders are counted and, with `hold`, wait for `releases`; a request marked
 * x-after-hang-up reaches the pages only once its client has hung up.
 */
async function serveCounted(hold: boolean) {
  let renders = 0;
  let handledAfterHangUp = 0;
  const releases: (() => void)[] = [];
  const arrived: unknown[] = [];
  const pages = signedOutPages({
    paths: new Set(["/games/dice"]),
    render: () => {
      renders += 1;
      const page = pageNumber(renders);
      return hold
        ? new Promise<Response>((resolve) => releases.push(() => resolve(page)))
        : Promise.resolve(page);
    },
    variants: 1,
    uses: 16,
  });
  const app = express()
    .use((_req, res, next) => {
      res.locals.cspNonce = "nonce";
      next();
    })
    .use(async (req, res, next) => {
      arrived.push(req);
      if (!req.headers["x-after-hang-up"]) return pages(req, res, next);
      await new Promise((resolve) => req.socket.once("close", resolve));
      await pages(req, res, next);
      handledAfterHangUp += 1;
    });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    origin,
    renders: () => renders,
    releases,
    arrived,
    handledAfterHangUp: () => handledAfterHangUp,
  };
}

test("a visitor who has hung up is not rendered for", async () => {
  const { origin, renders, arrived, handledAfterHangUp } = await serveCounted(false);
  const controller = new AbortController();
  const gone = fetch(`${origin}/games/dice`, {
    headers: { "user-agent": phone, "x-after-hang-up": "1" },
    signal: controller.signal,
  }).catch(() => null);
  await expect.poll(() => arrived.length).toBe(1);
  controller.abort();
  await gone;
  await expect.poll(handledAfterHangUp).toBe(1);
  expect(renders()).toBe(0);
});

test("visitors arriving while a page renders share that render", async () => {
  const { origin, renders, releases, arrived } = await serveCounted(true);
  const visits = Array.from({ length: 5 }, () =>
    fetch(`${origin}/games/dice`, { headers: { "user-agent": phone } }),
  );
  // Every visit has reached the pages (and so the render or its wait) before it finishes.
  await expect.poll(() => arrived.length).toBe(5);
  for (const release of releases) release();
  const bodies = await Promise.all(visits.map(async (visit) => (await visit).text()));
  expect(new Set(bodies)).toEqual(new Set(['<p nonce="nonce">render 1</p>']));
  expect(renders()).toBe(1);
});
