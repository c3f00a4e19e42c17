import { describe, expect, test } from "vitest";
import { calendarAt } from "#app/features/cards/calendar.ts";
import { readProfile } from "#app/domain/profile.server.ts";
import {
  dareRateLimit,
  findDare,
  senderKey,
  storeDare,
} from "#app/features/cards/stored-dares.server.ts";
import { claimReward } from "#app/features/rewards/rewards.server.ts";
import {
  action as dareAction,
  loader as dareLoader,
} from "#app/routes/misc/you-have-been-dared.tsx";
import { dare } from "#db/schema/dares.ts";
import { baseUrl, newPlayer, routeArgs } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

const darePage = `${baseUrl}/misc/you-have-been-dared`;

function postDare(text: unknown, ip = "203.0.113.7") {
  const form = new FormData();
  if (typeof text === "string") form.set("dare", text);
  return new Request(darePage, {
    method: "POST",
    body: form,
    headers: { "x-party-dojo-client-ip": ip },
  });
}

/** What the action answered: a redirect's location, or the problem code the page words. */
async function submit(db: Awaited<ReturnType<typeof getTestDatabase>>["db"], request: Request) {
  const result: unknown = await dareAction(routeArgs(db, request));
  if (result instanceof Response) return { location: result.headers.get("Location") };
  const { data, init } = result as {
    data: { result: { error?: Record<string, string[] | null> } | null };
    init: { status: number };
  };
  return { error: data.result?.error?.dare?.[0], status: init.status };
}

describe("stored dares", () => {
  test("a written dare is stored under a generated id and found by it", async () => {
    const { db } = await getTestDatabase();
    const answer = await submit(db, postDare("  Serenade the bartender with a sea shanty  "));
    const id = /\?dare=([\w-]+)&sent=1$/.exec(answer.location ?? "")?.[1];
    expect(id).toMatch(/^[\w-]{12}$/);
    expect(await findDare(db, id ?? "")).toEqual({
      id,
      text: "Serenade the bartender with a sea shanty",
      source: "written",
    });
    const rows = await db.select().from(dare);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.language).toBe("en");
    // The sender's address is never stored, only its hash.
    expect(rows[0]?.senderKey).not.toContain("203.0.113.7");
  });

  test("the landing page shows a stored dare, a deck dare, and 404 for anything else", async () => {
    const { db } = await getTestDatabase();
    const stored = await storeDare(
      db,
      { text: "Moonwalk to the door", language: "en", senderKey: senderKey("198.51.100.1") },
      new Date(),
    );
    if (!stored.ok) throw new Error("not stored");
    const shown = await dareLoader(routeArgs(db, new Request(`${darePage}?dare=${stored.id}`)));
    expect(shown).toMatchObject({
      mode: "dared",
      dare: { text: "Moonwalk to the door" },
      link: `${baseUrl}/misc/you-have-been-dared?dare=${stored.id}`,
    });
    const fromDeck = await dareLoader(routeArgs(db, new Request(`${darePage}?dare=d01`)));
    expect(fromDeck).toMatchObject({ mode: "dared", dare: { source: "deck" } });
    for (const id of ["unknown1234", "not%20an%20id", ""]) {
      const refused = await dareLoader(routeArgs(db, new Request(`${darePage}?dare=${id}`))).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused, id).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(404);
    }
  });

  test.each([
    [undefined, "required"],
    ["   ", "required"],
    ["hey", "tooShort"],
    ["x".repeat(161), "tooLong"],
    ["Open www.example.com for your dare", "noLinks"],
  ])("refuses %j with the code its page words, and stores nothing", async (text, message) => {
    const { db } = await getTestDatabase();
    expect(await submit(db, postDare(text))).toEqual({ error: message, status: 400 });
    expect(await db.select().from(dare)).toHaveLength(0);
  });

  test("one sender gets a few dares an hour; others are not held up", async () => {
    const { db } = await getTestDatabase();
    for (let i = 0; i < dareRateLimit.max; i += 1) {
      expect((await submit(db, postDare(`Dare number ${i} for the table`))).location).toBeTruthy();
    }
    expect(await submit(db, postDare("One dare too many tonight"))).toEqual({
      error: "rateLimited",
      status: 429,
    });
    expect(
      (await submit(db, postDare("A dare from another phone", "203.0.113.8"))).location,
    ).toBeTruthy();
    expect(await db.select().from(dare)).toHaveLength(dareRateLimit.max + 1);

    // An hour later the sender may dare again.
    const later = new Date(Date.now() + dareRateLimit.windowMs + 1000);
    const again = await storeDare(
      db,
      { text: "Back for more", language: "en", senderKey: senderKey("203.0.113.7") },
      later,
    );
    expect(again.ok).toBe(true);
  });
});

describe("Christmas doors", () => {
  test("today's door pays 10 coins once; tomorrow's and yesterday's don't", async () => {
    const { db } = await getTestDatabase();
    const player = await newPlayer(db, "elf@example.com");
    const now = new Date("2026-12-05T11:00:00Z");
    const door = calendarAt(now).doors.find((candidate) => candidate.today);
    expect(door?.rewardId).toBe("xmas-2026-5");

    const results = await Promise.all(
      Array.from({ length: 10 }, () => claimReward(db, player.userId, "xmas-2026-5", now)),
    );
    expect(results.filter((result) => result === "claimed")).toHaveLength(1);
    expect(results.filter((result) => result === "already-claimed")).toHaveLength(9);
    expect(await claimReward(db, player.userId, "xmas-2026-6", now)).toBe("not-eligible");
    expect(await claimReward(db, player.userId, "xmas-2026-4", now)).toBe("not-eligible");
    expect((await readProfile(db, player.userId))?.dojo_coins).toBe(10);
  });
});
