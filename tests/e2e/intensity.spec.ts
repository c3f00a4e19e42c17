import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeIssues } from "./axe.ts";
import { waitForHydration } from "./hydration.ts";
import { startRoomAsAda } from "./room-phones.ts";
import { open } from "./table.ts";

// A table picks the intensity levels it deals beside the pack switches, a room's host in the
// host tools (docs/product-rules.md#intensity): the next cards come only from packs of those
// levels, and wild waits for 18+ and a table that drinks.

interface PackFile {
  language: string;
  level: string;
  lists: { elements: (string | { text: string })[] }[];
}

const folder = path.resolve(import.meta.dirname, "../../content/packs/never-have-i-ever");

/** The texts of Never Have I Ever's packs of one language at the given levels. */
function textsAt(language: string, levels: readonly string[]): Set<string> {
  const packs = readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as PackFile)
    .filter((pack) => pack.language === language && levels.includes(pack.level));
  return new Set(
    packs.flatMap((pack) =>
      pack.lists.flatMap((list) =>
        list.elements.map((element) => (typeof element === "string" ? element : element.text)),
      ),
    ),
  );
}

const tables = [
  {
    language: "en",
    address: "/games/never-have-i-ever",
    words: {
      settings: "Open settings",
      packs: "Packs",
      next: "Next",
      mild: "Mild",
      medium: "Medium",
      wild: "Wild",
      wildWhy: "Wild needs the 18+ packs switched on.",
      lastLevel: "Keep at least one level on.",
    },
    // Medium off: only the mild packs deal.
    drop: "medium",
    keep: "mild",
    warmUp: { pack: "Warm-up", level: "Mild" },
  },
  {
    language: "da",
    address: "/games/never-have-i-ever?lang=da",
    words: {
      settings: "Åbn indstillinger",
      packs: "Pakker",
      next: "Næste",
      mild: "Mild",
      medium: "Medium",
      wild: "Vild",
      wildWhy: "Vild kræver, at 18+-pakkerne er slået til.",
      lastLevel: "Lad mindst ét niveau være slået til.",
    },
    // Mild off: only the medium packs deal.
    drop: "mild",
    keep: "medium",
    warmUp: { pack: "Opvarmning", level: "Mild" },
  },
] as const;

async function openPacks(page: Page, words: (typeof tables)[number]["words"]) {
  await page.getByRole("button", { name: words.settings }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: words.packs }).click();
  return dialog;
}

for (const table of tables) {
  test(`${table.language}: picking levels changes what Never Have I Ever deals`, async ({
    page,
  }) => {
    const { words } = table;
    await open(page, table.address);
    const dialog = await openPacks(page, words);
    const level = (name: string) => dialog.getByRole("button", { name, exact: true });

    // Mild and medium to start with; wild waits for the 18+ opt-in and says so.
    await expect(level(words.mild)).toHaveAttribute("aria-pressed", "true");
    await expect(level(words.medium)).toHaveAttribute("aria-pressed", "true");
    await expect(level(words.wild)).toBeDisabled();
    await expect(dialog.getByText(words.wildWhy)).toBeVisible();
    // Each pack shows its level.
    await expect(dialog.getByRole("listitem").filter({ hasText: table.warmUp.pack })).toContainText(
      table.warmUp.level,
    );

    const dropped = table.drop === "mild" ? words.mild : words.medium;
    const kept = table.keep === "mild" ? words.mild : words.medium;
    await level(dropped).click();
    await expect(level(dropped)).toHaveAttribute("aria-pressed", "false");
    // The last level stays.
    await level(kept).click();
    await expect(dialog.getByText(words.lastLevel)).toBeVisible();
    await expect(level(kept)).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const allowed = textsAt(table.language, [table.keep]);
    const prompt = page.getByTestId("prompt");
    const next = page.getByRole("button", { name: words.next, exact: true });
    for (let card = 0; card < 8; card++) {
      const previous = (await prompt.innerText()).trim();
      await next.click();
      await expect(prompt).not.toHaveText(previous);
      const text = (await prompt.innerText()).trim();
      expect(allowed.has(text), `${text} is a ${table.keep} card`).toBe(true);
    }

    // The choice is the table's: it is still there after a reload.
    await open(page, table.address);
    const again = await openPacks(page, words);
    await expect(again.getByRole("button", { name: dropped, exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
}

test("a room's host picks its levels; wild waits for everyone's 18+ and a room that drinks", async ({
  page,
}) => {
  await startRoomAsAda(page);
  const levels = page.getByRole("group", { name: "Intensity" });
  const level = (name: string) => levels.getByRole("button", { name, exact: true });
  await expect(level("Mild")).toHaveAttribute("aria-pressed", "true");
  await expect(level("Wild")).toBeDisabled();
  await expect(
    levels.getByText("Wild deals once everyone has said yes to 18+ cards."),
  ).toBeVisible();

  await page.getByRole("switch", { name: "I'm fine with 18+ cards" }).click();
  await expect(level("Wild")).toBeEnabled();
  await level("Wild").click();
  await expect(level("Wild")).toHaveAttribute("aria-pressed", "true");
  await level("Mild").click();
  await expect(level("Mild")).toHaveAttribute("aria-pressed", "false");

  await page.getByRole("switch", { name: "Alcohol-free room" }).click();
  await expect(level("Wild")).toBeDisabled();
  await expect(level("Wild")).toHaveAttribute("aria-pressed", "false");
  await expect(levels.getByText("Wild is off in an alcohol-free room.")).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  // The room keeps the host's choice.
  await page.reload();
  await waitForHydration(page);
  await expect(
    page
      .getByRole("group", { name: "Intensity" })
      .getByRole("button", { name: "Mild", exact: true }),
  ).toHaveAttribute("aria-pressed", "false");
});
