import { expect, test } from "vitest";
import { action as packsAction } from "#app/routes/api/packs/index.ts";
import { loader as sitemapLoader } from "#app/routes/sitemap.ts";
import type { Database } from "#db/client.server.ts";
import { apiRequest, baseUrl, newPlayer, routeArgs } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

const origin = baseUrl;

async function createPack(
  db: Database,
  cookie: string,
  name: string,
  options: { draft?: boolean; explicit?: boolean } = {},
): Promise<string> {
  const body = {
    metadata: {
      name,
      description: "Cards for a night with friends.",
      author: "Noor",
      explicit: options.explicit ?? false,
      alcohol: true,
      tags: options.draft ? ["draft"] : ["friends"],
    },
    prompts: [{ text: "Never have I ever missed the last train home." }],
  };
  const request = apiRequest("/api/packs", cookie, { method: "POST", body: JSON.stringify(body) });
  const answer = await packsAction(routeArgs(db, request));
  expect(answer.status).toBe(201);
  const created = (await answer.json()) as { metadata: { id: string } };
  return created.metadata.id;
}

test("the sitemap lists the site's pages, every article and the published packs", async () => {
  const { db } = await getTestDatabase();
  const { cookie } = await newPlayer(db, "sitemap@example.com");
  const published = await createPack(db, cookie, "Open pack");
  const draft = await createPack(db, cookie, "Secret draft", { draft: true });

  const response = await sitemapLoader(routeArgs(db, apiRequest("/sitemap.xml", null)));
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  expect(locations).toContain(`${origin}/`);
  expect(locations).toContain(`${origin}/articles`);
  expect(locations).toContain(`${origin}/articles/meyer`);
  expect(locations).toContain(`${origin}/articles/partnerships/scrollbar/beer-pong`);
  expect(locations).toContain(`${origin}/games/squiffy`);
  expect(locations).toContain(`${origin}/partnerships/slusen`);
  expect(locations).toContain(`${origin}/misc/user-card-love-game`);
  expect(locations).toContain(`${origin}/misc/christmass-calendar`);
  expect(locations).not.toContain(`${origin}/info/premium-processing`);
  expect(locations).toContain(`${origin}/game/${published}`);
  expect(locations).not.toContain(`${origin}/game/${draft}`);
  expect(new Set(locations).size).toBe(locations.length);
});

test("packs that open only after an 18+ opt-in stay out of the sitemap", async () => {
  const { db } = await getTestDatabase();
  const { cookie } = await newPlayer(db, "explicit@example.com");
  const explicit = await createPack(db, cookie, "After dark", { explicit: true });

  const response = await sitemapLoader(routeArgs(db, apiRequest("/sitemap.xml", null)));
  expect(await response.text()).not.toContain(`/game/${explicit}`);
});
