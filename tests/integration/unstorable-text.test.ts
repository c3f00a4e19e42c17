import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { readProfile } from "#app/domain/profile.server.ts";
import { action as feedbackAction } from "#app/routes/api/feedback.ts";
import { action as profileApiAction } from "#app/routes/api/profile.ts";
import { action as packsAction } from "#app/routes/api/packs/index.ts";
import { action as packAction } from "#app/routes/api/packs/pack.ts";
import { action as importAction } from "#app/routes/api/packs/import.ts";
import { action as reportAction } from "#app/routes/api/packs/report.ts";
import { action as dareAction } from "#app/routes/misc/you-have-been-dared.tsx";
import { action as profilePageAction } from "#app/routes/profile.tsx";
import type { Database } from "#db/client.server.ts";
import { dare } from "#db/schema/dares.ts";
import { feedback } from "#db/schema/feedback.ts";
import { pack, packReport } from "#db/schema/packs.ts";
import { apiRequest, baseUrl, newPlayer, routeArgs } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// Text PostgreSQL refuses (NUL) or that is no character at all (half a surrogate pair) is
// answered 400 naming the field, and nothing is written (app/utils/http/storable-text.ts).
const unstorable = [
  ["a NUL", "b\u0000d"],
  ["a lone surrogate", "b\ud800d"],
] as const;

function packBody(name = "Road trip") {
  return {
    metadata: {
      name,
      description: "Cards for the car.",
      author: "Priya",
      explicit: false,
      alcohol: false,
      tags: ["friends"],
    },
    prompts: [{ text: "Never have I ever missed an exit." }],
  };
}

function send(method: string, path: string, cookie: string | null, body: unknown) {
  return apiRequest(path, cookie, { method, body: JSON.stringify(body) });
}

async function refusal(answer: Response) {
  return { status: answer.status, body: await answer.json() };
}

function namesField(field: string) {
  return {
    status: 400,
    body: {
      error: `${field} contains a character that can't be saved`,
      issues: [{ path: field, message: `${field} contains a character that can't be saved` }],
    },
  };
}

async function publishedPack(db: Database, cookie: string): Promise<string> {
  const made = await packsAction(routeArgs(db, send("POST", "/api/packs", cookie, packBody())));
  expect(made.status).toBe(201);
  const created = (await made.json()) as { metadata: { id: string } };
  return created.metadata.id;
}

describe.each(unstorable)("JSON text with %s", (_, text) => {
  test("feedback is refused", async () => {
    const { db } = await getTestDatabase();
    const answer = await feedbackAction(
      routeArgs(
        db,
        send("POST", "/api/feedback", null, { feedback: text, positive: true, game: "mix" }),
      ),
    );
    expect(await refusal(answer)).toEqual(namesField("feedback"));
    expect(await db.select().from(feedback)).toEqual([]);
  });

  test("a new pack is refused, whichever text holds it", async () => {
    const { db } = await getTestDatabase();
    const { cookie } = await newPlayer(db, "maker@example.com");
    const bodies: [string, unknown][] = [
      ["metadata.name", packBody(text)],
      [
        "metadata.description",
        { ...packBody(), metadata: { ...packBody().metadata, description: text } },
      ],
      ["metadata.author", { ...packBody(), metadata: { ...packBody().metadata, author: text } }],
      ["prompts.0.text", { ...packBody(), prompts: [{ text }] }],
    ];
    for (const [field, body] of bodies) {
      const answer = await packsAction(routeArgs(db, send("POST", "/api/packs", cookie, body)));
      expect(await refusal(answer), field).toEqual(namesField(field));
    }
    expect(await db.select().from(pack)).toEqual([]);
  });

  test("a pack update is refused and the pack stays as it was", async () => {
    const { db } = await getTestDatabase();
    const { cookie } = await newPlayer(db, "editor@example.com");
    const id = await publishedPack(db, cookie);
    const answer = await packAction(
      routeArgs(db, send("PUT", `/api/packs/${id}`, cookie, packBody(text)), { id }),
    );
    expect(await refusal(answer)).toEqual(namesField("metadata.name"));
    const [row] = await db.select().from(pack).where(eq(pack.id, id));
    expect(row?.name).toBe("Road trip");
  });

  test("an imported pack file is refused", async () => {
    const { db } = await getTestDatabase();
    const { cookie } = await newPlayer(db, "importer@example.com");
    const file = { ...packBody(), prompts: [{ text: "fine" }, { text }] };
    const answer = await importAction(
      routeArgs(db, send("POST", "/api/packs/import", cookie, file)),
    );
    expect(await refusal(answer)).toEqual(namesField("prompts.1.text"));
    expect(await db.select().from(pack)).toEqual([]);
  });

  test("a report reason is refused", async () => {
    const { db } = await getTestDatabase();
    const owner = await newPlayer(db, "owner@example.com");
    const reporter = await newPlayer(db, "reporter@example.com");
    const id = await publishedPack(db, owner.cookie);
    const answer = await reportAction(
      routeArgs(db, send("POST", `/api/packs/${id}/report`, reporter.cookie, { reason: text }), {
        id,
      }),
    );
    expect(await refusal(answer)).toEqual(namesField("reason"));
    expect(await db.select().from(packReport)).toEqual([]);
  });

  test("a new username is refused", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "renamer@example.com");
    const answer = await profileApiAction(
      routeArgs(db, send("PATCH", "/api/profile", player.cookie, { username: `ab${text}` })),
    );
    expect(await refusal(answer)).toEqual(namesField("username"));
    expect((await readProfile(db, player.userId))?.username).toBe(player.username);
  });

  test("a key of the body is checked too", async () => {
    const { db } = await getTestDatabase();
    const answer = await feedbackAction(
      routeArgs(
        db,
        send("POST", "/api/feedback", null, {
          feedback: "fine",
          positive: true,
          game: "mix",
          [`extra${text}`]: 1,
        }),
      ),
    );
    expect(answer.status).toBe(400);
    expect(await db.select().from(feedback)).toEqual([]);
  });
});

// A form body is bytes decoded as UTF-8, so a lone surrogate arrives as U+FFFD; control
// characters are what a form can carry.
const unstorableInForms = [
  ["a NUL", "b\u0000d"],
  ["an escape character", "b\u001b[31md"],
] as const;

function postForm(path: string, fields: Record<string, string>, cookie: string | null = null) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${baseUrl}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

/** What a page action answered: its status and the code of the problem its form words. */
async function formAnswer(result: Promise<unknown>) {
  const answered: unknown = await result;
  if (answered instanceof Response) return { status: answered.status, problem: null };
  const { data, init } = answered as {
    data: { formProblem?: string | null; result?: { error?: Record<string, string[]> } | null };
    init: { status: number };
  };
  // The form reader refuses the body before any schema sees it (app/utils/http/form-body.ts).
  const fieldError = Object.values(data.result?.error ?? {})[0]?.[0];
  return { status: init.status, problem: data.formProblem ?? fieldError };
}

describe.each(unstorableInForms)("form text with %s", (_, text) => {
  test("a written dare is refused with the code its page words, and nothing is stored", async () => {
    const { db } = await getTestDatabase();
    const answer = await formAnswer(
      dareAction(
        routeArgs(db, postForm("/misc/you-have-been-dared", { dare: `Sing ${text} loudly` })),
      ),
    );
    expect(answer).toEqual({ status: 400, problem: "unstorable" });
    expect(await db.select().from(dare)).toEqual([]);
  });

  test("a username from the profile page is refused and the old one kept", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "pagename@example.com");
    const answer = await formAnswer(
      profilePageAction(
        routeArgs(db, postForm("/profile", { username: `ab${text}` }, player.cookie)),
      ),
    );
    expect(answer).toEqual({ status: 400, problem: "unstorable" });
    expect((await readProfile(db, player.userId))?.username).toBe(player.username);
  });
});
