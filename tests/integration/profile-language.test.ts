import type { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { languageContext } from "#app/context.ts";
import { readProfile } from "#app/domain/profile.server.ts";
import { languageChoiceMiddleware } from "#app/request-middleware.server.ts";
import { action as languageAction } from "#app/routes/api/language.ts";
import { apiRequest, newPlayer, routeArgs } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

/** The language the profile keeps, as a page view reads it. */
const readProfileLanguage = async (db: Parameters<typeof readProfile>[0], userId: string) =>
  (await readProfile(db, userId))?.language ?? null;

// A signed-in player's language goes with them: the choice made on one device (by the
// switch's address or the API) is kept on the profile and read on a device that has none.

/** Runs the root's language middleware for a page request, as React Router would. */
async function pageIn(db: Parameters<typeof routeArgs>[0], path: string, cookie: string | null) {
  const request = apiRequest(path, cookie, { headers: { "Accept-Language": "en-GB" } });
  const args: { request: Request; context: RouterContextProvider } = routeArgs(db, request);
  const response = await languageChoiceMiddleware(
    { ...args, params: {}, unstable_pattern: "", url: new URL(request.url) } as never,
    async () => new Response("page"),
  );
  return {
    language: args.context.get(languageContext),
    setCookie: response instanceof Response ? response.headers.get("Set-Cookie") : null,
  };
}

test("the switch's address keeps the choice on the profile; a new device reads it there", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "sprogvalg@example.com");
  expect(await readProfileLanguage(db, player.userId)).toBeNull();
  // Without a choice anywhere, the device keeps the language it was given, so the profile
  // is not asked again on every request.
  const unchosen = await pageIn(db, "/", player.cookie);
  expect(unchosen.language).toBe("en");
  expect(unchosen.setCookie).toMatch(/^lng=en;/);

  const chosen = await pageIn(db, "/games/meyer?lang=da", player.cookie);
  expect(chosen.language).toBe("da");
  expect(chosen.setCookie).toMatch(/^lng=da;/);
  expect(await readProfileLanguage(db, player.userId)).toBe("da");

  // Another device: the session but no language cookie, and an English browser.
  const elsewhere = await pageIn(db, "/games/meyer", player.cookie);
  expect(elsewhere.language).toBe("da");
  expect(elsewhere.setCookie).toMatch(/^lng=da;/);

  // The cookie of the device wins over the profile there; a visitor has neither.
  expect((await pageIn(db, "/", `${player.cookie}; lng=en`)).language).toBe("en");
  expect((await pageIn(db, "/", null)).language).toBe("en");
  expect((await pageIn(db, "/", "lng=da")).setCookie).toBeNull();
});

test("the language API keeps a signed-in player's choice on the profile too", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "sprog-api@example.com");
  const choose = (language: string) =>
    languageAction(
      routeArgs(
        db,
        apiRequest("/api/language", player.cookie, {
          method: "POST",
          body: JSON.stringify({ language }),
        }),
      ),
    );
  expect((await choose("da")).status).toBe(200);
  expect(await readProfileLanguage(db, player.userId)).toBe("da");
  const refused = await choose("sv");
  expect(refused.status).toBe(400);
  // The schema's code, in the API's words (docs/errors.md#language).
  expect(await refused.json()).toMatchObject({ error: "Choose one of: en, da" });
  expect(await readProfileLanguage(db, player.userId)).toBe("da");
});
