import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { readProfile } from "#app/domain/profile.server.ts";
import { likeGame, unlikeGame } from "#app/features/likes/likes.server.ts";
import { claimReward } from "#app/features/rewards/rewards.server.ts";
import { action as packsAction, loader as packsLoader } from "#app/routes/api/packs/index.ts";
import { loader as promptPacksLoader } from "#app/routes/api/prompt-packs.ts";
import { action as packAction, loader as packLoader } from "#app/routes/api/packs/pack.ts";
import { loader as exportLoader } from "#app/routes/api/packs/export.ts";
import { action as importAction } from "#app/routes/api/packs/import.ts";
import { action as playAction } from "#app/routes/api/packs/play.ts";
import { action as shareAction } from "#app/routes/api/packs/share.ts";
import { action as reportAction } from "#app/routes/api/packs/report.ts";
import { action as unpublishAction } from "#app/routes/api/packs/unpublish.ts";
import { loader as reportsLoader } from "#app/routes/admin/reports.tsx";
import type { Database } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { pack } from "#db/schema/packs.ts";
import { profile } from "#db/schema/profile.ts";
import { apiRequest, newPlayer, routeArgs } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

function packBody(
  name: string,
  options: { draft?: boolean; explicit?: boolean; language?: string } = {},
) {
  return {
    metadata: {
      name,
      description: "Cards for a night with friends.",
      author: "Priya",
      explicit: options.explicit ?? false,
      alcohol: true,
      ...(options.language ? { language: options.language } : {}),
      tags: options.draft ? ["draft"] : ["friends"],
    },
    prompts: [
      { text: "Never have I ever sung in the shower." },
      { text: "Who is most likely to {player}?" },
    ],
  };
}

function send(method: string, path: string, cookie: string | null, body?: unknown) {
  return apiRequest(path, cookie, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function create(db: Database, cookie: string, body: unknown) {
  const answer = await packsAction(routeArgs(db, send("POST", "/api/packs", cookie, body)));
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function createdId(db: Database, cookie: string, body: unknown): Promise<string> {
  const made = await create(db, cookie, body);
  expect(made.status).toBe(201);
  const metadata = made.body.metadata as { id: string };
  return metadata.id;
}

describe("access", () => {
  test("a draft is its owner's alone; another user can't read, edit or delete a pack", async () => {
    const { db } = await getTestDatabase();
    const owner = await newPlayer(db, "owner@example.com");
    const other = await newPlayer(db, "other@example.com");
    const draftId = await createdId(db, owner.cookie, packBody("Secret draft", { draft: true }));
    const publishedId = await createdId(db, owner.cookie, packBody("Open pack"));
    const read = (id: string, cookie: string | null) =>
      packLoader(routeArgs(db, send("GET", `/api/packs/${id}`, cookie), { id }));
    const write = (method: "PUT" | "DELETE", id: string, cookie: string) =>
      packAction(
        routeArgs(
          db,
          send(
            method,
            `/api/packs/${id}`,
            cookie,
            method === "PUT" ? packBody("Mine now") : undefined,
          ),
          {
            id,
          },
        ),
      );

    expect((await read(draftId, owner.cookie)).status).toBe(200);
    expect((await read(draftId, other.cookie)).status).toBe(404);
    expect((await read(draftId, null)).status).toBe(404);
    expect(
      (
        await exportLoader(
          routeArgs(db, send("GET", `/api/packs/${draftId}/export`, null), { id: draftId }),
        )
      ).status,
    ).toBe(404);
    expect((await write("PUT", draftId, other.cookie)).status).toBe(404);
    expect((await write("DELETE", draftId, other.cookie)).status).toBe(404);

    expect((await read(publishedId, null)).status).toBe(200);
    expect((await write("PUT", publishedId, other.cookie)).status).toBe(403);
    expect((await write("DELETE", publishedId, other.cookie)).status).toBe(403);
    const [kept] = await db.select().from(pack).where(eq(pack.id, publishedId));
    expect(kept?.name).toBe("Open pack");

    expect((await write("PUT", draftId, owner.cookie)).status).toBe(200);
    expect((await write("DELETE", publishedId, owner.cookie)).status).toBe(200);
    expect((await read(publishedId, owner.cookie)).status).toBe(404);
  });

  test("an admin may edit and unpublish anyone's pack", async () => {
    const { db } = await getTestDatabase();
    const owner = await newPlayer(db, "author@example.com");
    const admin = await newPlayer(db, "admin@example.com");
    await db.update(user).set({ role: "admin" }).where(eq(user.id, admin.userId));
    const id = await createdId(db, owner.cookie, packBody("Reported pack"));
    const reporter = await newPlayer(db, "reporter@example.com");
    const report = await reportAction(
      routeArgs(
        db,
        send("POST", `/api/packs/${id}/report`, reporter.cookie, { reason: "Mean cards" }),
        { id },
      ),
    );
    expect(report.status).toBe(201);
    const blank = await reportAction(
      routeArgs(db, send("POST", `/api/packs/${id}/report`, reporter.cookie, { reason: " " }), {
        id,
      }),
    );
    expect(await blank.json()).toMatchObject({ error: "Tell us what is wrong with this pack." });

    const refused = await unpublishAction(
      routeArgs(db, send("POST", `/api/packs/${id}/unpublish`, reporter.cookie), { id }),
    );
    expect(refused.status).toBe(403);
    const done = await unpublishAction(
      routeArgs(db, send("POST", `/api/packs/${id}/unpublish`, admin.cookie), { id }),
    );
    expect(done.status).toBe(200);
    const [row] = await db.select().from(pack).where(eq(pack.id, id));
    expect(row).toMatchObject({ status: "draft", tags: ["friends", "draft"] });
  });

  test("the reported-packs page is the admins' alone", async () => {
    const { db } = await getTestDatabase();
    const owner = await newPlayer(db, "reported@example.com");
    const admin = await newPlayer(db, "moderator@example.com");
    await db.update(user).set({ role: "admin" }).where(eq(user.id, admin.userId));
    const id = await createdId(db, owner.cookie, packBody("Rude pack"));
    await reportAction(
      routeArgs(db, send("POST", `/api/packs/${id}/report`, admin.cookie, { reason: "Rude" }), {
        id,
      }),
    );
    const page = (cookie: string | null) =>
      reportsLoader(routeArgs(db, send("GET", "/admin/reports", cookie)));
    await expect(page(owner.cookie)).rejects.toMatchObject({ status: 404 });
    await expect(page(null)).rejects.toMatchObject({ status: 404 });
    expect(await page(admin.cookie)).toEqual({
      reported: [
        {
          packId: id,
          packName: "Rude pack",
          author: "Priya",
          reports: [{ reason: "Rude", createdAt: expect.any(String) }],
        },
      ],
    });
  });
});

describe("validation and limits", () => {
  test("bad packs are refused with the catalogue's messages and change nothing", async () => {
    const { db } = await getTestDatabase();
    const owner = await newPlayer(db, "writer@example.com");
    const bad = await create(db, owner.cookie, {
      metadata: { name: " ", description: "x", author: "y" },
      prompts: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: "Game name is required",
      issues: [
        { path: "metadata.name", message: "Game name is required" },
        { path: "prompts", message: "You need to add at least one prompt" },
      ],
    });
    expect((await create(db, "", packBody("x"))).status).toBe(401);
    expect(await db.select().from(pack)).toEqual([]);
  });

  test("free accounts publish 3 packs; drafts are unlimited", async () => {
    const { db } = await getTestDatabase();
    const owner = await newPlayer(db, "prolific@example.com");
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => create(db, owner.cookie, packBody(`Pack ${index}`))),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    const refused = results.find((result) => result.status === 403);
    expect(refused?.body.error).toBe(
      "Free accounts can have 3 published packs. Keep this one as a draft, or go Premium for unlimited packs.",
    );
    expect((await create(db, owner.cookie, packBody("Draft 1", { draft: true }))).status).toBe(201);
    await db.update(profile).set({ premium: true }).where(eq(profile.userId, owner.userId));
    expect((await create(db, owner.cookie, packBody("Premium pack"))).status).toBe(201);
  });

  test("the first published pack makes a pack-author and opens first-pack and share-pack", async () => {
    const { db } = await getTestDatabase();
    const owner = await newPlayer(db, "first@example.com");
    const now = new Date();
    const id = await createdId(db, owner.cookie, packBody("Debut", { draft: true }));
    expect(await claimReward(db, owner.userId, "first-pack", now)).toBe("not-eligible");
    await packAction(
      routeArgs(db, send("PUT", `/api/packs/${id}`, owner.cookie, packBody("Debut")), { id }),
    );
    expect((await readProfile(db, owner.userId))?.achievements).toContain("pack-author");
    expect((await readProfile(db, owner.userId))?.created_games).toEqual([id]);
    expect(await claimReward(db, owner.userId, "first-pack", now)).toBe("claimed");

    expect(await claimReward(db, owner.userId, "share-pack", now)).toBe("not-eligible");
    await shareAction(routeArgs(db, send("POST", `/api/packs/${id}/share`, owner.cookie), { id }));
    expect(await claimReward(db, owner.userId, "share-pack", now)).toBe("claimed");
    expect((await readProfile(db, owner.userId))?.dojo_coins).toBe(125);
  });
});

describe("counters", () => {
  test("likes and plays stay exact under 100 concurrent calls", async () => {
    const { db } = await getTestDatabase();
    const owner = await newPlayer(db, "popular@example.com");
    const fans = await Promise.all(
      Array.from({ length: 4 }, (_, index) => newPlayer(db, `fan${index}@example.com`)),
    );
    const id = await createdId(db, owner.cookie, packBody("Crowd pleaser"));
    await Promise.all(
      Array.from({ length: 100 }, () =>
        playAction(routeArgs(db, send("POST", `/api/packs/${id}/play`, null), { id })),
      ),
    );
    // 25 taps from each of 4 fans, likes and unlikes interleaved: each ends liked once.
    await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const fan = fans[index % fans.length];
        if (!fan) throw new Error("no fan");
        return index % 3 === 1 ? unlikeGame(db, fan.userId, id) : likeGame(db, fan.userId, id);
      }),
    );
    await Promise.all(fans.map((fan) => likeGame(db, fan.userId, id)));
    const [row] = await db.select().from(pack).where(eq(pack.id, id));
    expect(row?.plays).toBe(100);
    expect(row?.likes).toBe(4);
    await Promise.all(fans.map((fan) => unlikeGame(db, fan.userId, id)));
    const [after] = await db.select().from(pack).where(eq(pack.id, id));
    expect(after?.likes).toBe(0);
  });
});

describe("list, export and import", () => {
  test("the community list searches, filters and sorts published packs only", async () => {
    const { db } = await getTestDatabase();
    const owner = await newPlayer(db, "lister@example.com");
    await db.update(profile).set({ premium: true }).where(eq(profile.userId, owner.userId));
    const quiet = await createdId(db, owner.cookie, packBody("Quiet night"));
    const loud = await createdId(db, owner.cookie, packBody("Loud night", { explicit: true }));
    await createdId(db, owner.cookie, packBody("Hidden night", { draft: true }));
    await Promise.all(
      Array.from({ length: 3 }, () =>
        playAction(routeArgs(db, send("POST", `/api/packs/${loud}/play`, null), { id: loud })),
      ),
    );
    const list = async (query: string) => {
      const answer = await packsLoader(routeArgs(db, send("GET", `/api/packs?${query}`, null)));
      return (await answer.json()) as { packId: string; packName: string; fileUrl: string }[];
    };
    expect((await list("")).map((entry) => entry.packId)).toEqual([quiet]);
    expect((await list("explicit=1&sort=plays")).map((entry) => entry.packId)).toEqual([
      loud,
      quiet,
    ]);
    expect((await list("explicit=1&q=QUIET")).map((entry) => entry.packName)).toEqual([
      "Quiet night",
    ]);
    expect((await list("explicit=1&q=%25")).length).toBe(0);
    expect((await list("q=night"))[0]).toMatchObject({
      packName: "Quiet night",
      filePath: `packs/${quiet}.json`,
      fileUrl: `/api/packs/${quiet}/export`,
    });
    const bad = await packsLoader(routeArgs(db, send("GET", "/api/packs?sort=random", null)));
    expect(bad.status).toBe(400);
  });

  test("a pack says its language, which the list filters by; one the site has not is refused", async () => {
    const { db } = await getTestDatabase();
    const owner = await newPlayer(db, "sprog@example.com");
    await db.update(profile).set({ premium: true }).where(eq(profile.userId, owner.userId));
    const english = await createdId(db, owner.cookie, packBody("Pub quiz night"));
    const danish = await createdId(
      db,
      owner.cookie,
      packBody("Fredagsbar på Ærø", { language: "da" }),
    );
    const list = async (query: string) => {
      const answer = await packsLoader(routeArgs(db, send("GET", `/api/packs?${query}`, null)));
      return (await answer.json()) as { packId: string; language: string }[];
    };
    expect(await list("language=da")).toEqual([
      expect.objectContaining({ packId: danish, language: "da" }),
    ]);
    expect((await list("language=en")).map((entry) => entry.packId)).toContain(english);
    expect((await list("language=en")).map((entry) => entry.packId)).not.toContain(danish);
    const bad = await packsLoader(routeArgs(db, send("GET", "/api/packs?language=xx", null)));
    expect(bad.status).toBe(400);
    const refused = await packsAction(
      routeArgs(db, send("POST", "/api/packs", owner.cookie, packBody("Nope", { language: "xx" }))),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: expect.stringContaining("English or Danish"),
    });
  });

  test("an exported pack imports back as the importer's new draft", async () => {
    const { db } = await getTestDatabase();
    const owner = await newPlayer(db, "exporter@example.com");
    const importer = await newPlayer(db, "importer@example.com");
    const id = await createdId(db, owner.cookie, packBody("Travel pack"));
    const exported = await exportLoader(
      routeArgs(db, send("GET", `/api/packs/${id}/export`, null), { id }),
    );
    expect(exported.headers.get("Content-Disposition")).toBe(`attachment; filename="${id}.json"`);
    const text = await exported.text();
    expect(text).toContain('\n  "metadata": {');
    const file: unknown = JSON.parse(text);
    expect(file).toMatchObject({ metadata: { id, name: "Travel pack" }, likes: 0, plays: 0 });

    const imported = await importAction(
      routeArgs(db, send("POST", "/api/packs/import", importer.cookie, file)),
    );
    expect(imported.status).toBe(201);
    const copy = (await imported.json()) as {
      metadata: { id: string; tags: string[] };
      status: string;
    };
    expect(copy.metadata.id).not.toBe(id);
    expect(copy.status).toBe("draft");
    expect(copy.metadata.tags).toEqual(["friends", "draft"]);

    const unknown = await importAction(
      routeArgs(db, send("POST", "/api/packs/import", importer.cookie, { cards: [] })),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: expect.stringContaining("couldn't find a pack"),
    });
  });
});

describe("a game's packs in another language", () => {
  test("answer the game's packs in that language, premium ones locked for a visitor", async () => {
    const { db } = await getTestDatabase();
    const answer = await promptPacksLoader(
      routeArgs(db, send("GET", "/api/prompt-packs?game=never-have-i-ever&language=en", null)),
    );
    expect(answer.status).toBe(200);
    const { packs } = (await answer.json()) as {
      packs: {
        language: string;
        premium: boolean;
        locked: boolean;
        lists: { elements: unknown[] }[];
      }[];
    };
    expect(packs.length).toBeGreaterThan(3);
    expect(new Set(packs.map((pack) => pack.language))).toEqual(new Set(["en"]));
    for (const pack of packs.filter((each) => each.premium)) {
      expect(pack.locked).toBe(true);
      expect(pack.lists.flatMap((list) => list.elements)).toEqual([]);
    }
    for (const query of ["game=chess&language=en", "game=never-have-i-ever&language=sv", ""]) {
      const refused = await promptPacksLoader(
        routeArgs(db, send("GET", `/api/prompt-packs?${query}`, null)),
      );
      expect(refused.status).toBe(400);
    }
  });
});
