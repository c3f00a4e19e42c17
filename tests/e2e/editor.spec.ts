import type { Browser, Page } from "@playwright/test";
import { answerFirstVisit, expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open } from "./table.ts";
import { expectNoSeriousAxeIssues } from "./axe.ts";
import { newEmail, signUpOverHttp } from "./sign-up.ts";

// The pack editor (docs/product-rules.md#pack-editor): the wizard with its messages, saving a
// draft, work kept across a reload, publishing, the share link, and playing a shared pack signed
// out.

async function signUp(page: Page, localPart: string): Promise<string> {
  const email = newEmail(localPart);
  await signUpOverHttp(page, email);
  return email.split("@")[0] ?? "";
}

/** A visitor with no account and no cookies, in a browser of their own. */
async function stranger(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await answerFirstVisit(page);
  return page;
}

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

test("a pack goes through the wizard, survives a reload, is published, shared and played signed out", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const username = await signUp(page, "author");

  await open(page, "/editor");
  await page.getByRole("button", { name: "Start a new pack" }).click();
  await expect(page).toHaveURL("/editor/steps/Step2Explanation");

  // Step 2's walkthrough is our own animation in a dialog.
  await page.getByRole("button", { name: "Watch the walkthrough" }).click();
  const walkthrough = page.getByRole("dialog", { name: "Making a pack, step by step" });
  await expect(walkthrough.getByRole("img")).toBeVisible();
  await walkthrough.getByRole("button", { name: "Next" }).click();
  await expect(walkthrough.getByText("2 of 4")).toBeVisible();
  await walkthrough.getByRole("button", { name: "Close the walkthrough" }).click();
  await expect(walkthrough).toBeHidden();
  await next(page);

  // Step 3: every metadata message (docs/errors.md#pack-validation), and blank counts as empty.
  await expect(page).toHaveURL("/editor/steps/Step3Setup");
  await expect(page.getByLabel("Author name")).toHaveValue(username);
  await page.getByLabel("Pack name").fill("   ");
  await page.getByLabel("Author name").fill("");
  await next(page);
  await expect(page.getByText("Game name is required")).toBeVisible();
  await expect(page.getByText("Game description is required")).toBeVisible();
  await expect(page.getByText("Author name is required")).toBeVisible();
  await expect(page.getByLabel("Pack name")).toBeFocused();
  await expect(page).toHaveURL("/editor/steps/Step3Setup");
  await expectNoSeriousAxeIssues(page);

  await page.getByLabel("Pack name").fill("  Friday at the bar  ");
  await expect(page.getByText("Game name is required")).toBeHidden();
  await page.getByLabel("Description").fill("Prompts for the Friday bar crew.");
  await page.getByLabel("Author name").fill("Mette");
  await page.getByLabel("Drinking pack").click();
  await page.getByLabel("Tags (optional)").fill("friday");
  await page.getByLabel("Tags (optional)").press("Enter");
  await expect(page.getByRole("button", { name: "Remove tag friday" })).toBeVisible();
  await next(page);

  // Step 4: the prompt messages, then adding, pasting and reordering.
  await expect(page).toHaveURL("/editor/steps/Step4Prompts");
  await next(page);
  await expect(page.getByText("You need to add at least one prompt")).toBeVisible();
  await page.getByRole("button", { name: "Add a prompt" }).click();
  await expect(page.getByText("You need to add at least one prompt")).toBeHidden();
  await next(page);
  await expect(page.getByText("Prompt text is required")).toBeVisible();
  await expect(page.getByLabel("Prompt 1", { exact: true })).toBeFocused();
  await page.getByLabel("Prompt 1", { exact: true }).fill("{player} picks the next song");
  await expect(page.getByText("Prompt text is required")).toBeHidden();

  await page.getByText("Paste many at once").click();
  await page
    .getByLabel("Prompts, one per line")
    .fill("- Everyone who is wearing black, {sips:2}\n\n- The youngest tells a secret\n");
  await page.getByRole("button", { name: "Add these prompts" }).click();
  await expect(page.getByText("Added 2 prompts.")).toBeVisible();
  await expect(page.getByLabel("Prompt 3", { exact: true })).toHaveValue(
    "The youngest tells a secret",
  );

  await page.getByRole("button", { name: "Move prompt 3 up" }).click();
  await expect(page.getByLabel("Prompt 2", { exact: true })).toHaveValue(
    "The youngest tells a secret",
  );
  await expect(page.getByRole("button", { name: "Move prompt 2 up" })).toBeFocused();
  await expectNoSeriousAxeIssues(page);

  // The work in progress survives a reload, on the same step.
  await page.reload();
  await waitForHydration(page);
  await expect(page).toHaveURL("/editor/steps/Step4Prompts");
  await expect(page.getByLabel("Prompt 1", { exact: true })).toHaveValue(
    "{player} picks the next song",
  );
  await expect(page.getByLabel("Prompt 2", { exact: true })).toHaveValue(
    "The youngest tells a secret",
  );
  await expect(page.getByLabel("Prompt 3", { exact: true })).toHaveValue(
    "Everyone who is wearing black, {sips:2}",
  );
  await next(page);

  // Step 5: everything at a glance, trimmed; save a draft.
  await expect(page).toHaveURL("/editor/steps/Step5Review");
  await expect(page.getByTestId("review-name")).toHaveText("Friday at the bar");
  await expect(page.getByText("by Mette")).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText("Not saved yet.");
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page).toHaveURL("/editor/steps/Step6Success");
  await expect(page.getByRole("heading", { level: 1, name: "Draft saved" })).toBeVisible();
  await expect(page.getByText("only you can open its link until you publish it")).toBeVisible();
  const link = await page.getByTestId("share-url").inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/game\/[a-z0-9]{10}$/);

  // A draft's link is a page that doesn't exist for anyone else.
  const visitor = await stranger(browser);
  const refused = await visitor.goto(link);
  expect(refused?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();

  // Finish it: publishing keeps the same link.
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your pack is live!" })).toBeVisible();
  await expect(page.getByTestId("share-url")).toHaveValue(link);
  await expect(page.getByText("Your first published pack earns 100 dojo coins.")).toBeVisible();
  await expect(page.getByRole("img", { name: `QR code of the link ${link}` })).toHaveAttribute(
    "data-qr-value",
    link,
  );
  await expectNoSeriousAxeIssues(page);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The shared link, signed out: the pack's card, then play it to the end.
  await open(visitor, link);
  await expect(visitor.getByRole("heading", { level: 1, name: "Friday at the bar" })).toBeVisible();
  await expect(visitor.getByText("by Mette")).toBeVisible();
  await expect(visitor.getByText("Drinking")).toBeVisible();
  await expectNoSeriousAxeIssues(visitor);
  await visitor.getByRole("button", { name: "Start the game" }).click();
  const prompt = visitor.getByTestId("prompt");
  const seen: string[] = [];
  for (let card = 1; card <= 3; card++) {
    await expect(visitor.getByTestId("progress")).toHaveText(`${card} / 3`);
    seen.push((await prompt.innerText()).trim());
    await visitor.getByRole("button", { name: "Next", exact: true }).click();
  }
  expect(seen.sort()).toEqual([
    "Everyone who is wearing black, take 2 sips",
    "The youngest tells a secret",
    "someone picks the next song",
  ]);
  await expect(visitor.getByRole("heading", { name: "That was the last card" })).toBeVisible();
  await visitor.getByRole("button", { name: "Play again" }).click();
  await expect(visitor.getByTestId("progress")).toHaveText("1 / 3");
  await expect(visitor.getByRole("link", { name: "Make your own pack" })).toHaveAttribute(
    "href",
    "/editor",
  );
  await visitor.context().close();
});

test("step 7 plays the saved pack, ends after the last card, restarts and exits to step 6", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, "player");
  const created = await page.request.post("/api/packs", {
    data: {
      metadata: {
        name: "Two cards",
        description: "A short one",
        author: "Jonas",
        explicit: false,
        alcohol: false,
        tags: ["draft"],
      },
      prompts: [{ text: "First card" }, { text: "Second card" }],
    },
  });
  expect(created.status()).toBe(201);
  const { metadata } = (await created.json()) as { metadata: { id: string } };

  // The profile's edit link: the pack opens on its details.
  await open(page, `/editor?pack=${metadata.id}`);
  await expect(page).toHaveURL("/editor/steps/Step3Setup");
  await expect(page.getByLabel("Pack name")).toHaveValue("Two cards");
  // Each step's Next only once the step before has gone: a press while a step is still
  // leaving lands on its Next again.
  await next(page);
  await expect(page).toHaveURL("/editor/steps/Step4Prompts");
  await next(page);
  await expect(page).toHaveURL("/editor/steps/Step5Review");
  await expect(page.getByTestId("save-status")).toHaveText("Saved as a draft.");
  await next(page);
  await expect(page).toHaveURL("/editor/steps/Step6Success");

  await page.getByRole("button", { name: "Play it now" }).click();
  await expect(page).toHaveURL("/editor/steps/Step7Gameplay");
  await expect(page.getByTestId("progress")).toHaveText("1 / 2");
  // Space only once step 6's button has gone: a focused button takes Space for itself
  // (app/games/_ui/prompt-card.tsx), as on every other step's change the test waits for it.
  await expect(page.getByRole("button", { name: "Play it now" })).toHaveCount(0);
  await page.keyboard.press("Space");
  await expect(page.getByTestId("progress")).toHaveText("2 / 2");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "That was the last card" })).toBeVisible();
  await page.getByRole("button", { name: "Play again" }).click();
  await expect(page.getByTestId("progress")).toHaveText("1 / 2");
  await page.getByRole("button", { name: "Back to your pack" }).click();
  await expect(page).toHaveURL("/editor/steps/Step6Success");

  // Each start counted once, not each card: Play it now and Play again.
  // Read through the page: after the idle seconds above, Playwright's request client can send
  // on a kept-alive connection the server is just closing (its 5 s default) and fail with
  // ECONNRESET; the browser sends such a request again on a fresh connection.
  const plays = () =>
    page.evaluate(async (id) => {
      const response = await fetch(`/api/packs/${id}`);
      return ((await response.json()) as { plays: number }).plays;
    }, metadata.id);
  await expect.poll(plays).toBe(2);
});

test("signed out: a step the pack doesn't allow yet lands on the furthest one allowed", async ({
  page,
}) => {
  await open(page, "/editor/steps/Step5Review");
  await expect(page).toHaveURL("/editor/steps/Step3Setup");
  await open(page, "/editor/steps/Step7Gameplay");
  await expect(page).toHaveURL("/editor/steps/Step3Setup");
  const missing = await page.goto("/editor/steps/Step8Nothing");
  expect(missing?.status()).toBe(404);
});

test("signed out, saving asks for an account, and signing up comes back to the pack", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, "/editor/steps/Step3Setup");
  await page.getByLabel("Pack name").fill("Made before signing up");
  await page.getByLabel("Description").fill("Nothing is lost");
  await page.getByLabel("Author name").fill("Sam");
  await next(page);
  await page.getByRole("button", { name: "Add a prompt" }).click();
  await page.getByLabel("Prompt 1", { exact: true }).fill("Still here?");
  await next(page);

  await expect(page.getByText("Saving needs a free account.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
  await page.getByRole("link", { name: "Create a free account" }).click();
  await expect(page).toHaveURL("/sign-up?returnTo=%2Feditor%2Fsteps%2FStep5Review");
  await page.getByLabel("Email").fill(newEmail("late"));
  await page.getByLabel("Password").fill("correct-horse");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL("/editor/steps/Step5Review");
  await expect(page.getByTestId("review-name")).toHaveText("Made before signing up");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your pack is live!" })).toBeVisible();
});

test("a pack file is previewed, refused with a clear error, or opened in the editor", async ({
  page,
}) => {
  await open(page, "/editor");
  const file = page.getByLabel("Pack file (.json)");
  await file.setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from("{ not json"),
  });
  await expect(page.getByRole("alert")).toHaveText("This file isn't a pack: it isn't valid JSON.");

  await file.setInputFiles({
    name: "party.json",
    mimeType: "application/json",
    buffer: Buffer.from(
      JSON.stringify({
        pack: {
          metadata: { name: "From a friend", description: "Shared as a file", author: "Kim" },
          prompts: [{ text: "One" }, { text: "Two" }],
        },
      }),
    ),
  });
  await expect(page.getByText("From a friend")).toBeVisible();
  await expect(page.getByText("2 prompts")).toBeVisible();
  await page.getByRole("button", { name: "Open in the editor" }).click();
  await expect(page).toHaveURL("/editor/steps/Step3Setup");
  await expect(page.getByLabel("Pack name")).toHaveValue("From a friend");
});

test("signed in, an imported file becomes a draft; a refused one can be fixed in the editor", async ({
  page,
}) => {
  await signUp(page, "importer");
  await open(page, "/editor");
  const file = page.getByLabel("Pack file (.json)");
  await file.setInputFiles({
    name: "blank.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ name: "  ", prompts: ["One"] })),
  });
  const refused = page.waitForResponse((response) => response.url().includes("/editor"));
  await page.getByRole("button", { name: "Import as a draft" }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(
    "Failed to import the pack: Game name is required",
  );
  await expect(page.getByRole("button", { name: "Open it in the editor to fix it" })).toBeVisible();

  await file.setInputFiles({
    name: "party.json",
    mimeType: "application/json",
    buffer: Buffer.from(
      JSON.stringify({
        metadata: { name: "Imported night", description: "From a file", author: "Kim" },
        prompts: [{ text: "One" }, { text: "Two" }],
      }),
    ),
  });
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Import as a draft" }).click();
  await expect(page).toHaveURL("/editor/steps/Step3Setup");
  await expect(page.getByLabel("Pack name")).toHaveValue("Imported night");
});

test("publishing past the free limit says why, and the pack stays a saved draft", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, "prolific");
  const pack = (name: string, tags: string[]) => ({
    metadata: { name, description: "A pack", author: "Kim", explicit: false, alcohol: false, tags },
    prompts: [{ text: "A prompt" }],
  });
  for (const name of ["One", "Two", "Three"]) {
    const published = await page.request.post("/api/packs", { data: pack(name, []) });
    expect(published.status()).toBe(201);
  }
  const draft = await page.request.post("/api/packs", { data: pack("Fourth", ["draft"]) });
  const { metadata } = (await draft.json()) as { metadata: { id: string } };

  await open(page, `/editor?pack=${metadata.id}`);
  await expect(page.getByLabel("Pack name")).toHaveValue("Fourth");
  // The step shows before the address moves to it; a Next pressed in between is lost.
  await expect(page).toHaveURL("/editor/steps/Step3Setup");
  await next(page);
  await expect(page).toHaveURL("/editor/steps/Step4Prompts");
  await next(page);
  await expect(page).toHaveURL("/editor/steps/Step5Review");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Failed to save the game: Free accounts can have 3 published packs.",
  );
  await expect(page).toHaveURL("/editor/steps/Step5Review");
  await expect(page.getByTestId("save-status")).toHaveText("Saved as a draft.");
});

test("a save without a connection says so beside the button and keeps the pack", async ({
  page,
  context,
}) => {
  await signUp(page, "cellar");
  const created = await page.request.post("/api/packs", {
    data: {
      metadata: { name: "Cellar", description: "No signal", author: "Kim", tags: ["draft"] },
      prompts: [{ text: "A prompt" }],
    },
  });
  const { metadata } = (await created.json()) as { metadata: { id: string } };

  await open(page, `/editor?pack=${metadata.id}`);
  await expect(page.getByLabel("Pack name")).toHaveValue("Cellar");
  // The step shows before the address moves to it; a Next pressed in between is lost.
  await expect(page).toHaveURL("/editor/steps/Step3Setup");
  await next(page);
  await expect(page).toHaveURL("/editor/steps/Step4Prompts");
  await next(page);
  await expect(page).toHaveURL("/editor/steps/Step5Review");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Failed to save the game: Can't reach the server. Check your connection.",
  );
  await expect(page).toHaveURL("/editor/steps/Step5Review");

  await context.setOffline(false);
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/editor"),
  );
  await page.getByRole("button", { name: "Publish" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL("/editor/steps/Step6Success");
  const stored = await page.request.get(`/api/packs/${metadata.id}`);
  expect(((await stored.json()) as { status: string }).status).toBe("published");
});

test("a shared 18+ pack asks first, and alcohol-free mode reads its sips as points", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page, "spicy");
  const created = await page.request.post("/api/packs", {
    data: {
      metadata: {
        name: "After midnight",
        description: "Adults only",
        author: "Kim",
        explicit: true,
        alcohol: true,
        tags: [],
      },
      prompts: [{ text: "{player}, {sips:3}" }],
    },
  });
  const { metadata } = (await created.json()) as { metadata: { id: string } };

  const visitor = await stranger(browser);
  await visitor.addInitScript(() => {
    window.localStorage.setItem(
      "party-dojo:preferences",
      JSON.stringify({ state: { alcoholFree: true }, version: 0 }),
    );
  });
  await open(visitor, `/game/${metadata.id}`);
  await expect(visitor.getByRole("heading", { name: "This pack is 18+" })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Start the game" })).toHaveCount(0);
  await visitor.getByRole("button", { name: "We're all 18+, show it" }).click();

  await visitor.getByLabel("Player name").fill("Asha");
  await visitor.getByRole("button", { name: "Add player" }).click();
  await visitor.getByRole("button", { name: "Start the game" }).click();
  await expect(visitor.getByTestId("prompt")).toHaveText("Asha, take 3 penalty points");
  await visitor.context().close();
});

test("a pack deleted elsewhere while it is open is saved again as a new pack", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "keeper");
  const created = await page.request.post("/api/packs", {
    data: {
      metadata: { name: "Keep me", description: "Still wanted", author: "Bo", tags: ["draft"] },
      prompts: [{ text: "A prompt" }],
    },
  });
  const { metadata } = (await created.json()) as { metadata: { id: string } };
  await open(page, `/editor?pack=${metadata.id}`);
  await expect(page.getByLabel("Pack name")).toHaveValue("Keep me");
  expect((await page.request.delete(`/api/packs/${metadata.id}`)).status()).toBe(200);

  await next(page);
  await expect(page).toHaveURL("/editor/steps/Step4Prompts");
  await next(page);
  await expect(page).toHaveURL("/editor/steps/Step5Review");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL("/editor/steps/Step6Success");
  const link = await page.getByTestId("share-url").inputValue();
  expect(link).not.toContain(metadata.id);
  const saved = await page.request.get(`/api/packs/${link.split("/").at(-1) ?? ""}`);
  expect(((await saved.json()) as { metadata: { name: string } }).metadata.name).toBe("Keep me");
});
