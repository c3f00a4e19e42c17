import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { createPack } from "#app/domain/authored-packs.server.ts";
import { action as editorAction } from "#app/routes/editor/wizard.tsx";
import { action as packPageAction } from "#app/routes/game.tsx";
import type { Database } from "#db/client.server.ts";
import { pack } from "#db/schema/packs.ts";
import { baseUrl, newPlayer, routeArgs } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// The editor's action (/editor: save, import, share) and the pack page's play count, as the
// editor and the player send them: form posts, refusals as codes.

const input = (name: string, tags: string[] = []) => ({
  metadata: {
    name,
    description: "A pack",
    author: "Kim",
    explicit: false,
    alcohol: false,
    language: "en" as const,
    tags,
  },
  prompts: [{ text: "A prompt" }],
});

async function post(
  db: Database,
  path: string,
  cookie: string | null,
  fields: Record<string, string>,
  run: typeof editorAction | typeof packPageAction,
  params: Record<string, string> = {},
) {
  const request = new Request(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  const result = (await run(routeArgs(db, request, params))) as {
    data: unknown;
    init: { status?: number } | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}

const save = (db: Database, cookie: string | null, fields: Record<string, string>) =>
  post(db, "/editor", cookie, { intent: "save", ...fields }, editorAction);

async function statusOf(db: Database, id: string) {
  const [row] = await db.select({ status: pack.status }).from(pack).where(eq(pack.id, id));
  return row?.status;
}

test("saving needs an account and a valid pack, and refuses the fourth published pack", async () => {
  const { db } = await getTestDatabase();
  const author = await newPlayer(db, "editor-author@example.com");
  const body = JSON.stringify(input("Night bus"));

  expect(await save(db, null, { pack: body })).toEqual({
    status: 401,
    body: { ok: false, problem: "signedOut" },
  });
  expect(await save(db, author.cookie, { pack: JSON.stringify(input("  ")) })).toEqual({
    status: 400,
    body: { ok: false, problem: "invalid", issue: "nameRequired" },
  });
  expect(await save(db, author.cookie, { pack: "{ not json" })).toEqual({
    status: 400,
    body: { ok: false, problem: "invalid" },
  });

  const ids: string[] = [];
  for (const name of ["One", "Two", "Three"]) {
    const saved = await save(db, author.cookie, { pack: JSON.stringify(input(name)) });
    expect(saved).toMatchObject({ status: 200, body: { ok: true, pack: { status: "published" } } });
    ids.push((saved.body as { pack: { metadata: { id: string } } }).pack.metadata.id);
  }
  expect(await save(db, author.cookie, { pack: body })).toEqual({
    status: 403,
    body: { ok: false, problem: "publishLimit" },
  });

  // A change to one of them is still allowed.
  const first = ids[0] ?? "";
  expect(
    await save(db, author.cookie, { id: first, pack: JSON.stringify(input("One, again")) }),
  ).toMatchObject({ status: 200, body: { ok: true, pack: { metadata: { id: first } } } });
});

test("saving someone else's pack is refused; a pack gone from the server is saved anew", async () => {
  const { db } = await getTestDatabase();
  const owner = await newPlayer(db, "editor-owner@example.com");
  const other = await newPlayer(db, "editor-other@example.com");
  const made = await createPack(db, owner.userId, input("Mine"));
  if (!made.ok) throw new Error(made.problem);
  const id = made.pack.metadata.id;

  expect(
    await save(db, other.cookie, { id, pack: JSON.stringify(input("Taken over", ["draft"])) }),
  ).toEqual({ status: 403, body: { ok: false, problem: "notOwner" } });
  expect(await statusOf(db, id)).toBe("published");

  await db.delete(pack).where(eq(pack.id, id));
  const again = await save(db, owner.cookie, { id, pack: JSON.stringify(input("Mine")) });
  expect(again).toMatchObject({ status: 200, body: { ok: true } });
  const newId = (again.body as { pack: { metadata: { id: string } } }).pack.metadata.id;
  expect(newId).not.toBe(id);
  expect(await statusOf(db, newId)).toBe("published");
});

test("an import becomes a draft; a file without a pack is a code", async () => {
  const { db } = await getTestDatabase();
  const author = await newPlayer(db, "editor-import@example.com");
  const imported = await post(
    db,
    "/editor",
    author.cookie,
    { intent: "import", pack: JSON.stringify({ pack: input("From a friend") }) },
    editorAction,
  );
  expect(imported).toMatchObject({ status: 200, body: { ok: true, pack: { status: "draft" } } });
  expect(
    await post(
      db,
      "/editor",
      author.cookie,
      { intent: "import", pack: JSON.stringify({ hello: "world" }) },
      editorAction,
    ),
  ).toEqual({ status: 400, body: { ok: false, problem: "unknownShape" } });
});

test("a start of play counts for anyone, a draft only for its owner", async () => {
  const { db } = await getTestDatabase();
  const owner = await newPlayer(db, "editor-plays@example.com");
  const made = await createPack(db, owner.userId, input("Played", ["draft"]));
  if (!made.ok) throw new Error(made.problem);
  const id = made.pack.metadata.id;
  const play = (cookie: string | null) =>
    post(db, `/game/${id}`, cookie, { intent: "play" }, packPageAction, { slug: id });

  expect(await play(null)).toEqual({ status: 404, body: { ok: false, problem: "gone" } });
  expect(await play(owner.cookie)).toEqual({ status: 200, body: { ok: true, plays: 1 } });
  await db.update(pack).set({ status: "published" }).where(eq(pack.id, id));
  expect(await play(null)).toEqual({ status: 200, body: { ok: true, plays: 2 } });
});
